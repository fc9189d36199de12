import { inject, injectable } from 'inversify';
import { CONNECTIVITY, STUDY_API, type Connectivity, type StudyApi } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';
import { FlushAnswers } from './FlushAnswers';
import { keptOffline, type StudyOutcome } from './StudyOutcome';
import { StudyCycles } from './StudyCycles';

/**
 * Opens the study session (also after a reload): answers still waiting on this device are sent first,
 * so the server's current card is the right one; while offline with answers waiting, they stay kept.
 */
@injectable()
export class StartStudy {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute({ userId }: { userId: number }): Promise<StudyOutcome> {
    const waiting = this.queue.of(userId).length;
    if (waiting > 0) {
      if (!this.connectivity.isOnline()) return keptOffline(waiting);
      const flushed = await this.flush.execute({ userId });
      if (flushed.step) return { status: 'step', step: flushed.step };
    }
    const step = await this.study.step({});
    this.cycles.follow(step);
    return { status: 'step', step };
  }
}
