import { inject, injectable } from 'inversify';
import { Mode } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import type { AnswerOutcome } from './AnswerOutcome';
import { FlushAnswers, type FlushResult } from './FlushAnswers';
import { KeepAnswer, type KeepAnswerInput } from './KeepAnswer';
import { StudyCycles } from './StudyCycles';

/** The card on screen, the mode it is answered in (the library quiz's is Library), and the marked answer. */
export type AnswerCardInput = KeepAnswerInput;

/**
 * Answers a card in any mode (Main, Review, Survey, Library). The answer is kept on this device first
 * (`KeepAnswer`, one client id for good), then sent with whatever else waits (`FlushAnswers`), so it
 * survives a lost connection or a reload and reaches the server exactly once. The outcome says whether
 * the server has it (with the daily queue's next step, for the study modes) or it is kept, and why.
 */
@injectable()
export class AnswerCard {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(KeepAnswer) private readonly keep: KeepAnswer,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute(input: AnswerCardInput): Promise<AnswerOutcome> {
    this.keep.execute(input);
    return this.outcomeOf(await this.flush.execute({ userId: input.userId }), input.mode);
  }

  /** Sends what waits (the learner retries) and says what came of it for a card answered in `mode`. */
  async resend({ userId, mode }: { userId: number; mode: Mode }): Promise<AnswerOutcome> {
    return this.outcomeOf(await this.flush.execute({ userId }), mode);
  }

  /**
   * What a send of the waiting answers (this one, or the outbox's) means for a card answered in `mode`.
   * An answer the backend refused is dropped, and when none is left waiting its failure is thrown for
   * the learner to read.
   */
  async outcomeOf(result: FlushResult, mode: Mode): Promise<AnswerOutcome> {
    if (result.failure && result.waiting > 0) return { status: 'kept', waiting: result.waiting, failure: result.failure };
    if (result.failure) throw result.failure;
    if (mode === Mode.Library) return { status: 'sent', step: null };
    if (result.step) return { status: 'sent', step: result.step };
    // Another send delivered them (another tab, the reconnect): the queue as it stands, never "0 answers kept".
    const current = await this.study.step({});
    this.cycles.follow(current);
    return { status: 'sent', step: current };
  }
}
