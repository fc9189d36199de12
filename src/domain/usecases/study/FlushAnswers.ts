import { inject, injectable } from 'inversify';
import type { AppError } from '../../errors';
import { toAppError } from '../../errors';
import type { NextStep } from '../../entities';
import { CONNECTIVITY, STUDY_API, type Connectivity, type StudyApi } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';

export interface FlushResult {
  /** How many waiting answers the server confirmed. */
  readonly sent: number;
  /** The server's answer to the last one sent, when any was. */
  readonly step?: NextStep;
}

/** Statuses that say the server will never take this answer: it is dropped rather than resent for ever. */
function refused(error: AppError): boolean {
  const status = error.status;
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/**
 * Sends the learner's waiting answers, oldest first, each with its own id (so one the server already has
 * counts once). Stops at the first failure, keeping it and the rest; does nothing while offline.
 */
@injectable()
export class FlushAnswers {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
  ) {}

  async execute({ userId }: { userId: number }): Promise<FlushResult> {
    let sent = 0;
    let step: NextStep | undefined;
    for (const answer of this.queue.of(userId)) {
      if (!this.connectivity.isOnline()) break;
      try {
        step = await this.study.step({ answer });
      } catch (error) {
        const failure = toAppError(error);
        if (refused(failure)) this.queue.remove(answer.id);
        throw failure;
      }
      this.queue.remove(answer.id);
      sent += 1;
    }
    return step ? { sent, step } : { sent };
  }
}
