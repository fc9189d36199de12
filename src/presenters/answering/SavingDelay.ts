import { makeAutoObservable } from 'mobx';
import type { AnswerPhase } from './AnswerHost';

/** How long an answer may be on its way before the screen says it is saving it: a quick reply shows nothing. */
export const SAVING_SHOWN_AFTER_MS = 400;

/**
 * An answer on its way, as the screen shows it: the phase it was given in, until it has taken
 * `SAVING_SHOWN_AFTER_MS`; then the screen says it is saving. A quick reply goes straight to what is next.
 */
export class SavingDelay {
  /** The phase the answer on its way was given in. */
  from: AnswerPhase = 'question';
  shown = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeAutoObservable(this);
  }

  /** What the screen shows for the engine's `phase`. */
  screenPhase(phase: AnswerPhase): AnswerPhase {
    return phase === 'sending' && !this.shown ? this.from : phase;
  }

  /** The phase the card is in, an answer on its way counting as the phase it was given in. */
  cardPhase(phase: AnswerPhase): AnswerPhase {
    return phase === 'sending' ? this.from : phase;
  }

  start(from: AnswerPhase): void {
    this.stop();
    this.from = from;
    this.#timer = setTimeout(() => this.show(), SAVING_SHOWN_AFTER_MS);
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.shown = false;
  }

  private show(): void {
    this.shown = true;
  }
}
