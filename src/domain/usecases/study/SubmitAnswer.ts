import { inject, injectable } from 'inversify';
import { toAppError } from '../../errors';
import type { Mode, StudyCard } from '../../entities';
import { CLOCK, CONNECTIVITY, type Clock, type Connectivity } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';
import { FlushAnswers } from './FlushAnswers';
import type { StudyOutcome } from './StudyOutcome';
import { StudyCycles } from './StudyCycles';

export interface SubmitAnswerInput {
  readonly userId: number;
  readonly card: StudyCard;
  /** The mode the card was served in. */
  readonly mode: Mode;
  /** When the card was shown, epoch milliseconds: tta is measured from it. */
  readonly shownAt: number;
  /** A recall grade 1 to 4, or the chosen option's number from 1 (multiple choice, survey). */
  readonly ans: number;
  /** A typed answer's text. */
  readonly rawAnswers?: string;
}

/**
 * Answers the card on screen. The answer record (a new client UUID as id) is kept on this device before
 * it is sent, and removed only once the server has it; offline or on a failure it stays kept and the
 * outcome says so. Then the NextStep follow-up runs (the analytics cycles).
 */
@injectable()
export class SubmitAnswer {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute({ userId, card, mode, shownAt, ans, rawAnswers }: SubmitAnswerInput): Promise<StudyOutcome> {
    const now = this.clock.now();
    this.queue.add({
      id: globalThis.crypto.randomUUID(),
      uId: userId,
      dId: card.dId,
      cId: card.cId,
      dt: new Date(now).toISOString(),
      tta: Math.max(0, now - shownAt),
      ans,
      ...(rawAnswers === undefined ? {} : { rawAnswers }),
      mode,
    });
    return this.send(userId);
  }

  /** Sends what is waiting (after a reconnect, or when the learner retries). */
  async send(userId: number): Promise<StudyOutcome> {
    if (!this.connectivity.isOnline()) return { status: 'kept', waiting: this.queue.of(userId).length, failure: null };
    try {
      const { sent, step } = await this.flush.execute({ userId });
      if (step) {
        this.cycles.follow(step, { answered: sent });
        return { status: 'step', step };
      }
      return { status: 'kept', waiting: this.queue.of(userId).length, failure: null };
    } catch (error) {
      const waiting = this.queue.of(userId).length;
      if (waiting === 0) throw error;
      return { status: 'kept', waiting, failure: toAppError(error) };
    }
  }
}
