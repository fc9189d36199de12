import { inject, injectable } from 'inversify';
import type { AnswerRecord, Mode, StudyCard } from '../../entities';
import { timeToAnswer, typedAnswerAsSent } from '../../values';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';

export interface KeepAnswerInput {
  readonly userId: number;
  readonly card: StudyCard;
  /** The mode the card was answered in (the library quiz's is Library). */
  readonly mode: Mode;
  /** When the card was shown, epoch milliseconds: the time to answer is measured from it. */
  readonly shownAt: number;
  /** The marked answer (`markAnswer`). */
  readonly answer: number;
  /** A typed answer's text. */
  readonly rawAnswers?: string;
}

/**
 * An answer the learner gave, made into its record (a new client id, the time, the time to answer) and
 * kept on this device before anything is sent: the one way into the answer queue, for the study screen
 * and the library quiz alike. The id stays with the record, so a resend counts once.
 */
@injectable()
export class KeepAnswer {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
  ) {}

  execute({ userId, card, mode, shownAt, answer, rawAnswers }: KeepAnswerInput): AnswerRecord {
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
    return record;
  }
}
