import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import { currentStep } from './AnswerCard';
import { StudyDayLog } from './StudyDayLog';

/** Skips today's survey questions (PUT /app/study?skipSurvey=true) and answers the step after them. */
@injectable()
export class SkipSurvey {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
  ) {}

  execute({ userId }: { userId: number }): Promise<NextStep> {
    return currentStep(this.study, this.days, userId, { skipSurvey: true });
  }
}
