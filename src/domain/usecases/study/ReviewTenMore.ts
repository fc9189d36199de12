import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import { StudyCycles } from './StudyCycles';

/** "Review 10 more" after the day is done: the server adds the 10 cards least likely recalled now. */
@injectable()
export class ReviewTenMore {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute({ userId }: { userId: number }): Promise<NextStep> {
    const step = await this.study.step({ reviewMore: true });
    this.cycles.follow(userId, step, { reviewMore: true });
    return step;
  }
}
