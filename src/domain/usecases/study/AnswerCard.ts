import { inject, injectable } from 'inversify';
import { Mode, type AnswerRecord, type StudyCard } from '../../entities';
import { timeToAnswer, typedAnswerAsSent } from '../../values';
import { CLOCK, ID_GENERATOR, STUDY_API, type Clock, type IdGenerator, type StudyApi } from '../../../ports';
import type { AnswerOutcome } from './AnswerOutcome';
import { AnswerQueue } from './AnswerQueue';
import { FlushAnswers, type FlushResult } from './FlushAnswers';
import { StudyCycles } from './StudyCycles';

/** The card on screen, the mode it is answered in (the library quiz's is Library), and the marked answer. */
export interface AnswerCardInput {
  readonly userId: number;
  readonly card: StudyCard;
  readonly mode: Mode;
  /** When the card was shown, epoch milliseconds: the time to answer is measured from it. */
  readonly shownAt: number;
  /** The marked answer (`markAnswer`). */
  readonly answer: number;
  /** A typed answer's text. */
  readonly rawAnswers?: string;
}

/**
 * Answers a card in any mode (Main, Review, Survey, Library). The answer is made into its record (a new
 * client id for good, the time, the time to answer) and kept on this device first, then sent with
 * whatever else waits (`FlushAnswers`), so it survives a lost connection or a reload and reaches the
 * server exactly once. The outcome says whether the server has it (with the daily queue's next step,
 * for the study modes) or it is kept, and why.
 */
@injectable()
export class AnswerCard {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ userId, card, mode, shownAt, answer, rawAnswers }: AnswerCardInput): Promise<AnswerOutcome> {
    const now = this.clock.now();
    const record: AnswerRecord = {
      id: this.ids.newId(),
      userId,
      deckId: card.deckId,
      cardId: card.cardId,
      answeredAt: new Date(now).toISOString(),
      timeToAnswerMs: timeToAnswer(shownAt, now),
      answer,
      ...(rawAnswers === undefined ? {} : { rawAnswers: typedAnswerAsSent(rawAnswers) }),
      mode,
    };
    this.queue.add(record);
    return this.outcomeOf(await this.flush.execute({ userId }), userId, mode);
  }

  /** Sends what waits (the learner retries) and says what came of it for a card answered in `mode`. */
  async resend({ userId, mode }: { userId: number; mode: Mode }): Promise<AnswerOutcome> {
    return this.outcomeOf(await this.flush.execute({ userId }), userId, mode);
  }

  /**
   * What a send of the learner's waiting answers (this one, or the outbox's) means for a card answered in
   * `mode`. An answer the backend refused is dropped, and when none is left waiting its failure is thrown
   * for the learner to read.
   */
  async outcomeOf(result: FlushResult, userId: number, mode: Mode): Promise<AnswerOutcome> {
    if (result.failure && result.waiting > 0) return { status: 'kept', waiting: result.waiting, failure: result.failure };
    if (result.failure) throw result.failure;
    if (mode === Mode.Library) return { status: 'sent', step: null };
    if (result.step) return { status: 'sent', step: result.step };
    // Another send delivered them (another tab, the reconnect): the queue as it stands, never "0 answers kept".
    const current = await this.study.step({});
    this.cycles.follow(userId, current);
    return { status: 'sent', step: current };
  }
}
