import type { AnswerOutcome } from '../../domain/usecases';
import type { Failures } from '../app/Failures';
import type { LearnerSession } from '../app/LearnerSession';
import type { AnswerHost, AnswerPhase } from './AnswerHost';
import { MarkedAnswer } from './MarkedAnswer';

/** The answering engine as the outcomes of its answers see it. */
export interface AnsweringScreen {
  readonly phase: AnswerPhase;
  /** Answers are kept on this device and the screen cannot go on without the server. */
  keep(): void;
  fail(error: unknown): void;
}

/**
 * What comes of an answer sent from one screen for one learner: the screen goes on (the host shows what
 * is next), a marked answer's outcome is held for Next, kept answers hold the screen, or a refusal fails
 * it. An outcome that comes back after its learner signed out (a shared device) is dropped.
 */
export class AnswerOutcomes {
  host: AnswerHost | null = null;
  learner: number | null = null;
  readonly marked = new MarkedAnswer();

  constructor(
    private readonly screen: AnsweringScreen,
    private readonly session: LearnerSession,
    private readonly failures: Failures,
  ) {}

  /** Whether the learner the screen answers for is still the one signed in. */
  get current(): boolean {
    return this.learner !== null && this.session.learnerId === this.learner;
  }

  receive(outcome: AnswerOutcome): void | Promise<void> {
    if (!this.current) return;
    if (outcome.status === 'kept') this.failures.noteFailure(outcome.failure);
    return this.goOnAfter(outcome);
  }

  /** Waits for the outcome and deals with it; a marked answer's is held for Next, unless Next was pressed. */
  async settle(outcome: Promise<AnswerOutcome>, showsMark: boolean): Promise<void> {
    try {
      const settled = await outcome;
      if (!showsMark || this.screen.phase !== 'checked' || !this.current || !this.marked.hold(settled)) await this.receive(settled);
      else if (settled.status === 'kept') this.failures.noteFailure(settled.failure);
    } catch (error) {
      if (this.current) this.screen.fail(error);
    }
  }

  /** The screen goes on, unless the answer is kept and the screen cannot go on without the server. */
  goOnAfter(outcome: AnswerOutcome): void | Promise<void> {
    if (outcome.status === 'sent') return this.host?.goOn(outcome.step);
    if (this.host?.goesOnWhileKept) return this.host.goOn(null);
    this.screen.keep();
  }
}
