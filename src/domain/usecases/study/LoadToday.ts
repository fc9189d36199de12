import { inject, injectable } from 'inversify';
import type { NextStep } from '../../entities';
import { STUDY_API, type StudyApi } from '../../../ports';
import { FlushAnswers } from './FlushAnswers';
import { StudyCycles } from './StudyCycles';

/**
 * Today's queue as it stands, for Today's Cards: answers still waiting on this device are sent first
 * (best effort: one that fails stays waiting), then PUT /app/study with no answer, which records nothing.
 */
@injectable()
export class LoadToday {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute({ userId }: { userId?: number } = {}): Promise<NextStep> {
    if (userId !== undefined) {
      try {
        const flushed = await this.flush.execute({ userId });
        if (flushed.step) this.cycles.follow(flushed.step, { answered: flushed.sent });
      } catch {
        // Kept for the next try; Today's Cards still shows the server's view.
      }
    }
    return this.study.step({});
  }
}
