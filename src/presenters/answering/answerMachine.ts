import type { Mode, NextStep, StudyCard } from '../../domain';

/**
 * revealed: a recall card's back, waiting for a grade; checked: an answer marked, waiting for Next; kept:
 * answers wait on this device (also when the answer gone on from at the key could not be sent, 0280).
 */
export type AnswerPhase = 'loading' | 'question' | 'revealed' | 'sending' | 'checked' | 'kept' | 'error' | 'finished';

export type AnswerEvent = 'load' | 'show' | 'finish' | 'fail' | 'reveal' | 'send' | 'mark' | 'keep' | 'resend';

/** Events taken in any phase: the host puts a card up (or none), or something failed. */
const ANY_PHASE: Partial<Record<AnswerEvent, AnswerPhase>> = { load: 'loading', show: 'question', finish: 'finished', fail: 'error' };

/** Every other move, by the phase it starts from: an event not listed is not taken (a double click sends one answer). */
const TRANSITIONS: Readonly<Record<AnswerPhase, Partial<Record<AnswerEvent, AnswerPhase>>>> = {
  loading: { keep: 'kept' },
  question: { reveal: 'revealed', send: 'sending', mark: 'checked', keep: 'kept' },
  revealed: { send: 'sending', keep: 'kept' },
  sending: { keep: 'kept' },
  checked: { keep: 'kept' },
  kept: { resend: 'sending' },
  error: {},
  finished: {},
};

export function transition(phase: AnswerPhase, event: AnswerEvent): AnswerPhase | null {
  return TRANSITIONS[phase][event] ?? ANY_PHASE[event] ?? null;
}

export type NextCard = StudyCard | null | Promise<StudyCard | null>;

/** The screen that puts cards in front of the engine: the daily study or the library quiz. It never calls the engine back from `next`. */
export interface AnswerHost {
  readonly mode: Mode;
  /** The answer is done with (`step`: the server's next step, in the study modes): the card to show next. */
  next(step: NextStep | null): NextCard;
  /** At an answer that goes on without a mark: the card after the one on screen, put up before the reply, if known. */
  ahead?(): StudyCard | null;
  /** The reply to an answer gone on from at the key (`ahead`), taken as far as it fits the card on screen, which stays. */
  resync?(step: NextStep): void;
}
