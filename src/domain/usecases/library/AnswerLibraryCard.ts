import { inject, injectable } from 'inversify';
import { Mode, type NextStep, type StudyCard } from '../../entities';
import { CLOCK, STUDY_API, type Clock, type StudyApi } from '../../../ports';

export interface AnswerLibraryCardInput {
  /** The learner's id (the answer record's uId). */
  readonly userId: number;
  readonly card: StudyCard;
  /** When the card was shown, epoch milliseconds (tta is measured from it). */
  readonly shownAt: number;
  /** As in the study flow: a recall grade 1 to 4, or the chosen option's number from 1. */
  readonly ans: number;
  readonly rawAnswers?: string;
}

/**
 * A library quiz answer, recorded through the study flow (PUT /app/study) in mode 3 (Library), so that
 * it counts for the scheduler and the TKL. The record's id is made here once: a retry of the same
 * record (same id) is counted once by the server.
 */
@injectable()
export class AnswerLibraryCard {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, card, shownAt, ans, rawAnswers }: AnswerLibraryCardInput): Promise<NextStep> {
    const now = this.clock.now();
    return this.study.step({
      answer: {
        id: globalThis.crypto.randomUUID(),
        uId: userId,
        dId: card.dId,
        cId: card.cId,
        dt: new Date(now).toISOString(),
        tta: Math.max(0, now - shownAt),
        ans,
        ...(rawAnswers === undefined ? {} : { rawAnswers }),
        mode: Mode.Library,
      },
    });
  }
}
