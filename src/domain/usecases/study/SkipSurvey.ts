import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import { StudyCycles } from './StudyCycles';

/** Skips today's survey questions (PUT /app/study?skipSurvey=true) and answers the step after them. */
@injectable()
export class SkipSurvey {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute({ userId }: { userId: number }): Promise<NextStep> {
    const step = await this.study.step({ skipSurvey: true });
    this.cycles.follow(userId, step);
    return step;
  }
}
