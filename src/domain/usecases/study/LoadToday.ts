import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import { FlushAnswers } from './FlushAnswers';

/**
 * Today's queue as it stands, for Today's Cards: answers still waiting on this device are sent first
 * (best effort: one that fails stays waiting), then PUT /app/study with no answer, which records nothing.
 */
@injectable()
export class LoadToday {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
  ) {}

  async execute({ userId }: { userId?: number } = {}): Promise<NextStep> {
    if (userId !== undefined) {
      try {
        await this.flush.execute({ userId });
      } catch {
        // Kept for the next try; Today's Cards still shows the server's view.
      }
    }
    return this.study.step({});
  }
}
