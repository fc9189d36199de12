import type { Mode, NextStep } from '../../domain';

/**
 * loading (the card is on its way); question (the front); revealed (a recall card's back, waiting for a
 * grade); sending (an answer on its way); checked (a multiple-choice or typed answer marked, the back
 * shown, waiting for Next); kept (answers wait on this device and the screen cannot go on without the
 * server); error (the card or session could not load, or the answer was refused); finished.
 */
export type AnswerPhase = 'loading' | 'question' | 'revealed' | 'sending' | 'checked' | 'kept' | 'error' | 'finished';

/** The screen that puts cards in front of the engine: the daily study or the library quiz. */
export interface AnswerHost {
  /** The mode the card on screen is answered in. */
  readonly mode: Mode;
  /** Whether the screen goes on while an answer is kept: the quiz does (its next card is its own), the daily study does not. */
  readonly goesOnWhileKept: boolean;
  /** The answer is done with: show what comes next (`step`: the server's next step, in the study modes). */
  goOn(step: NextStep | null): void | Promise<void>;
}
