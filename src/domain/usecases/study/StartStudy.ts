import { inject, injectable } from 'inversify';
import { STUDY_API, type StudyApi } from '../../../ports';
import type { AnswerOutcome } from './AnswerOutcome';
import { AnswerQueue } from './AnswerQueue';
import { FlushAnswers } from './FlushAnswers';
import { StudyCycles } from './StudyCycles';

/**
 * Opens the study session (also after a reload): answers still waiting on this device are sent first,
 * so the server's current card is the right one; while they cannot be sent (offline, or the server
 * fails), they stay kept and the outcome says why.
 */
@injectable()
export class StartStudy {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  async execute({ userId }: { userId: number }): Promise<AnswerOutcome> {
    if (this.queue.of(userId).length > 0) {
      const flushed = await this.flush.execute({ userId });
      if (flushed.failure && flushed.waiting > 0) return { status: 'kept', waiting: flushed.waiting, failure: flushed.failure };
      if (flushed.step) return { status: 'sent', step: flushed.step };
    }
    const step = await this.study.step({});
    this.cycles.follow(userId, step);
    return { status: 'sent', step };
  }
}
