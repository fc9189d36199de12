import { inject, injectable } from 'inversify';
import { toAppError } from '../../errors';
import { CONNECTIVITY, STUDY_API, type Connectivity, type StudyApi } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';
import { FlushAnswers } from './FlushAnswers';
import { KeepAnswer, type KeepAnswerInput } from './KeepAnswer';
import { keptOffline, type StudyOutcome } from './StudyOutcome';
import { StudyCycles } from './StudyCycles';

/** The card on screen, the mode it was served in, and the marked answer. */
export type SubmitAnswerInput = KeepAnswerInput;

/**
 * Answers the card on screen. The answer is kept on this device (`KeepAnswer`) before it is sent, and
 * removed only once the server has it; offline or on a failure it stays kept and the outcome says so.
 * Then the NextStep follow-up runs (the analytics cycles).
 */
@injectable()
export class SubmitAnswer {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(KeepAnswer) private readonly keep: KeepAnswer,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute(input: SubmitAnswerInput): Promise<StudyOutcome> {
    this.keep.execute(input);
    return this.send(input.userId);
  }

  /**
   * Sends what is waiting (after a reconnect, or when the learner retries) and answers the daily queue's
   * next step: the server's reply to the last study answer, or, when another send already delivered
   * them all, the queue as it stands.
   */
  async send(userId: number): Promise<StudyOutcome> {
    const waitingBefore = this.queue.of(userId).length;
    if (!this.connectivity.isOnline() && waitingBefore > 0) return keptOffline(waitingBefore);
    try {
      const { step } = await this.flush.execute({ userId });
      if (step) return { status: 'step', step };
      // Never "0 answers kept": with none waiting (another tab sent them), the queue as it stands.
      const waiting = this.queue.of(userId).length;
      if (waiting > 0) return keptOffline(waiting);
      const current = await this.study.step({});
      this.cycles.follow(current);
      return { status: 'step', step: current };
    } catch (error) {
      const waiting = this.queue.of(userId).length;
      if (waiting === 0) throw error;
      return { status: 'kept', waiting, failure: toAppError(error) };
    }
  }
}
