import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi, type StudyStepRequest } from '../../../ports';
import { StudyDayLog } from './StudyDayLog';

/**
 * The daily queue as it stands (PUT /app/study with no answer, which records nothing), its cycle followed;
 * `reviewMore` adds the 10 cards least likely recalled now, `skipSurvey` skips today's survey questions.
 */
@injectable()
export class CurrentStep {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
  ) {}

  async execute({ userId, ...request }: { userId: number } & Pick<StudyStepRequest, 'reviewMore' | 'skipSurvey'>): Promise<NextStep> {
    const asked = this.days.signOuts;
    const step = await this.study.step(request);
    this.days.follow(userId, step, { reviewMore: request.reviewMore === true, asked });
    return step;
  }
}
