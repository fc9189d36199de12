import { inject, injectable } from 'inversify';
import { Mode, type StudyCard } from '../../entities';
import { toAppError, type AppError } from '../../errors';
import { CONNECTIVITY, type Connectivity } from '../../../ports';
import { AnswerQueue } from '../study/AnswerQueue';
import { FlushAnswers } from '../study/FlushAnswers';
import { KeepAnswer } from '../study/KeepAnswer';

export interface AnswerLibraryCardInput {
  /** The learner's id (the answer record's uId). */
  readonly userId: number;
  readonly card: StudyCard;
  /** When the card was shown, epoch milliseconds (the time to answer is measured from it). */
  readonly shownAt: number;
  /** The marked answer (`markAnswer`, as in the study flow). */
  readonly answer: number;
  readonly rawAnswers?: string;
}

/**
 * What came of a library answer: the server has it, or it is kept on this device (offline, or the server
 * failed: `failure` says how) with the learner's other waiting answers, and is sent later.
 */
export type LibraryAnswerOutcome =
  | { readonly status: 'sent' }
  | { readonly status: 'kept'; readonly waiting: number; readonly failure: AppError | null };

/**
 * A library quiz answer, recorded through the study flow (PUT /app/study) in mode 3 (Library), so that
 * it counts for the scheduler and the TKL. It goes the study answers' way: kept on this device first
 * (`KeepAnswer`, one client id for good), then sent with whatever else is waiting (`FlushAnswers`), so
 * it survives a lost connection or a reload and reaches the server exactly once.
 */
@injectable()
export class AnswerLibraryCard {
  constructor(
    @inject(KeepAnswer) private readonly keep: KeepAnswer,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
  ) {}

  async execute(input: AnswerLibraryCardInput): Promise<LibraryAnswerOutcome> {
    const { id } = this.keep.execute({ ...input, mode: Mode.Library });
    return this.sendKept(input.userId, id);
  }

  /**
   * Sends the learner's waiting answers (after a reconnect, or when the quiz retries). With `id`, the
   * outcome is that answer's; without, whether anything is still waiting. An answer the backend refused
   * is dropped, and its failure thrown for the learner to read.
   */
  async sendKept(userId: number, id?: string): Promise<LibraryAnswerOutcome> {
    const stillKept = () => (id === undefined ? this.queue.of(userId).length > 0 : this.queue.of(userId).some((answer) => answer.id === id));
    const kept = (failure: AppError | null): LibraryAnswerOutcome => ({ status: 'kept', waiting: this.queue.of(userId).length, failure });
    if (!this.connectivity.isOnline()) return kept(null);
    try {
      await this.flush.execute({ userId });
    } catch (error) {
      if (!stillKept()) throw error;
      return kept(toAppError(error));
    }
    return stillKept() ? kept(null) : { status: 'sent' };
  }
}
