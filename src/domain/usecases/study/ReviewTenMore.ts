import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import { currentStep } from './AnswerCard';
import { StudyDayLog } from './StudyDayLog';

/** "Review 10 more" after the day is done: the server adds the 10 cards least likely recalled now. */
@injectable()
export class ReviewTenMore {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
  ) {}

  execute({ userId }: { userId: number }): Promise<NextStep> {
    return currentStep(this.study, this.days, userId, { reviewMore: true });
  }
}
