import { inject, injectable } from 'inversify';
import type { AppError } from '../../errors';
import { Mode, type AnswerRecord, type StudyCard, type NextStep } from '../../entities';
import { timeToAnswer, typedAnswerAsSent } from '../../values';
import { BROWSER, CLOCK, ID_GENERATOR, type Browser, type Clock, type IdGenerator } from '../../../ports';
import { AnswerQueue, type SendResult } from './AnswerQueue';
import { CurrentStep } from './CurrentStep';
import { StudyDayLog } from './StudyDayLog';

/**
 * What came of answering a card, opening the study session or sending what waits: sent, with the daily
 * queue's next step (the library quiz's: null), or `waiting` answers kept on this device and why.
 */
export type AnswerOutcome = { readonly status: 'sent'; readonly step: NextStep | null } | { readonly status: 'kept'; readonly waiting: number; readonly failure: AppError };

/**
 * The answer as `markAnswer` gives it (`correct`: null where the learner grades themselves), the card it
 * answers and when it was shown (epoch ms); `sendAfterPaint`: the screen went on at the answer (decision 0280).
 */
export type AnswerCardInput = Pick<AnswerRecord, 'userId' | 'mode' | 'answer' | 'rawAnswers'> & { readonly correct?: boolean | null; readonly card: StudyCard; readonly shownAt: number; readonly sendAfterPaint?: boolean };

/**
 * Answers a card in any mode: its record (its id for good, the time, the time to answer) is kept on this
 * device first, then sent with whatever else waits (once the next card is painted, if it is already up), so
 * it survives a lost connection or a reload. The day's log notes it now, and is written after the paint.
 */
@injectable()
export class AnswerCard {
  constructor(
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(CurrentStep) private readonly current: CurrentStep,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
    @inject(BROWSER) private readonly browser: Browser,
  ) {}

  async execute({ userId, card: { deckId, cardId }, mode, shownAt, answer, rawAnswers, correct = null, sendAfterPaint }: AnswerCardInput): Promise<AnswerOutcome> {
    const now = this.clock.now();
    const record = { id: this.ids.newId(), userId, deckId, cardId, answeredAt: new Date(now).toISOString(), timeToAnswerMs: timeToAnswer(shownAt, now), answer, mode };
    this.days.record(userId, { tta: record.timeToAnswerMs, correct });
    this.queue.add(rawAnswers === undefined ? record : { ...record, rawAnswers: typedAnswerAsSent(rawAnswers) });
    if (sendAfterPaint) await new Promise<void>((resolve) => this.browser.afterPaint(resolve));
    return this.outcomeOf(await this.queue.send(userId), userId, mode).finally(() => this.days.saveAfterPaint());
  }

  /**
   * What a send (this one, or the outbox's) means for a card answered in `mode`. An answer the backend
   * refused is dropped, and when none is left waiting its failure is thrown for the learner to read.
   */
  async outcomeOf({ failure, waiting, step }: SendResult, userId: number, mode: Mode): Promise<AnswerOutcome> {
    if (failure && waiting > 0) return { status: 'kept', waiting, failure };
    if (failure) throw failure;
    if (mode === Mode.Library) return { status: 'sent', step: null };
    // Another send may have delivered them (another tab, the reconnect): the queue as it stands.
    return { status: 'sent', step: step ?? (await this.current.execute({ userId })) };
  }

  /** Opens the study session (also after a reload): what waits on this device is sent first, so the server's current card is the right one. */
  async open({ userId }: { userId: number }): Promise<AnswerOutcome> {
    return this.outcomeOf(await this.queue.send(userId), userId, Mode.Main);
  }
}
