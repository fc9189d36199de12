import type { AnswerOutcome } from '../../domain/usecases';

/**
 * A marked answer on screen (its mark and the back shown until Next) and what came of sending it: Next
 * takes the outcome once it has come, or waits for the answer on its way.
 */
export class MarkedAnswer {
  #sending: Promise<void> | null = null;
  #outcome: AnswerOutcome | null = null;
  #nextPressed = false;

  /** A new answer: nothing held, Next not pressed. */
  reset(): void {
    this.#outcome = null;
    this.#nextPressed = false;
  }

  /** The answer on its way, kept until it settles, so that Next can wait for it. */
  track(sending: Promise<void>): Promise<void> {
    const tracked = sending.finally(() => {
      if (this.#sending === tracked) this.#sending = null;
    });
    this.#sending = tracked;
    return tracked;
  }

  /** Its outcome came: held for Next, unless Next was pressed already (false: go on now). */
  hold(outcome: AnswerOutcome): boolean {
    if (this.#nextPressed) return false;
    this.#outcome = outcome;
    return true;
  }

  /** Next was pressed: the held outcome, or null while the answer is on its way (then `waiting` resolves once it has settled). */
  take(): AnswerOutcome | null {
    const outcome = this.#outcome;
    this.#outcome = null;
    if (!outcome) this.#nextPressed = true;
    return outcome;
  }

  get waiting(): Promise<void> {
    return this.#sending ?? Promise.resolve();
  }
}
