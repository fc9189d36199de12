import { inject, injectable } from 'inversify';
import type { AppError } from '../../errors';
import { Mode, type StudyCard, type NextStep } from '../../entities';
import { timeToAnswer, typedAnswerAsSent } from '../../values';
import { CLOCK, ID_GENERATOR, STUDY_API, type Clock, type IdGenerator, type StudyApi } from '../../../ports';
import { AnswerQueue, FlushAnswers, type SendResult } from './AnswerQueue';
import { StudyDayLog } from './StudyDayLog';

/**
 * What came of answering a card (or of opening the study session, or of sending what waits): the server
 * has the answers, with the daily queue's next step where the mode has one (the library quiz's: null);
 * or `waiting` answers are kept on this device, `failure` saying why in the catalogue's words.
 */
export type AnswerOutcome = { readonly status: 'sent'; readonly step: NextStep | null } | { readonly status: 'kept'; readonly waiting: number; readonly failure: AppError };

/** The card on screen, the mode it is answered in, when it was shown (epoch ms), the marked answer (`markAnswer`) and a typed answer's text. */
export interface AnswerCardInput {
  readonly userId: number;
  readonly card: StudyCard;
  readonly mode: Mode;
  readonly shownAt: number;
  readonly answer: number;
  readonly rawAnswers?: string;
}

/**
 * Answers a card in any mode (Main, Review, Survey, Library): the answer's record (a client id for good,
 * the time, the time to answer) is kept on this device first, then sent with whatever else waits, so it
 * survives a lost connection or a reload and reaches the server exactly once.
 */
@injectable()
export class AnswerCard {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ userId, card, mode, shownAt, answer, rawAnswers }: AnswerCardInput): Promise<AnswerOutcome> {
    const now = this.clock.now();
    const typed = rawAnswers === undefined ? {} : { rawAnswers: typedAnswerAsSent(rawAnswers) };
    const { deckId, cardId } = card;
    this.queue.add({ id: this.ids.newId(), userId, deckId, cardId, answeredAt: new Date(now).toISOString(), timeToAnswerMs: timeToAnswer(shownAt, now), answer, ...typed, mode });
    return this.resend({ userId, mode });
  }

  /** Sends what waits (the learner retries) and says what came of it for a card answered in `mode`. */
  async resend({ userId, mode }: { userId: number; mode: Mode }): Promise<AnswerOutcome> {
    return this.outcomeOf(await this.flush.execute({ userId }), userId, mode);
  }

  /**
   * What a send (this one, or the outbox's) means for a card answered in `mode`. An answer the backend
   * refused is dropped, and when none is left waiting its failure is thrown for the learner to read.
   */
  async outcomeOf({ failure, waiting, step }: SendResult, userId: number, mode: Mode): Promise<AnswerOutcome> {
    if (failure && waiting > 0) return { status: 'kept', waiting, failure };
    if (failure) throw failure;
    if (mode === Mode.Library) return { status: 'sent', step: null };
    // Another send may have delivered them (another tab, the reconnect): the queue as it stands, never "0 answers kept".
    return { status: 'sent', step: step ?? (await currentStep(this.study, this.days, userId)) };
  }
}

/**
 * Opens the study session (also after a reload): answers still waiting on this device are sent first, so
 * the server's current card is the right one; while they cannot be sent, they stay kept and the outcome says why.
 */
@injectable()
export class StartStudy {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
  ) {}

  async execute({ userId }: { userId: number }): Promise<AnswerOutcome> {
    const { failure, waiting, step } = this.queue.of(userId).length > 0 ? await this.flush.execute({ userId }) : { waiting: 0, failure: null };
    if (failure && waiting > 0) return { status: 'kept', waiting, failure };
    return { status: 'sent', step: step ?? (await currentStep(this.study, this.days, userId)) };
  }
}

/** The daily queue as it stands (PUT /app/study with no answer, which records nothing), its cycle followed. */
export async function currentStep(study: StudyApi, days: StudyDayLog, userId: number, options: { reviewMore?: boolean; skipSurvey?: boolean } = {}): Promise<NextStep> {
  const step = await study.step(options);
  days.follow(userId, step, { reviewMore: options.reviewMore === true });
  return step;
}
