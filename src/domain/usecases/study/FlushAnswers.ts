import { inject, injectable } from 'inversify';
import { InvalidResponseFormatError, toAppError, type AppError } from '../../errors';
import type { NextStep } from '../../entities';
import { CONNECTIVITY, STUDY_API, type Connectivity, type StudyApi } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';

export interface FlushResult {
  /** How many waiting answers the server confirmed. */
  readonly sent: number;
  /** The server's answer to the last one sent, when any was. */
  readonly step?: NextStep;
}

/** Client-error statuses that a later try may pass, or that a gateway or sign-on host answers. */
const WORTH_RETRYING = [405, 408, 425, 429];

/**
 * Whether the backend itself has definitely refused this answer, so that resending it is pointless and it
 * is dropped: a 4xx that carries the sreo error body (`{type, message}`, DESIGN.md), other than an ended
 * session (401 or SessionExpired: sent again after the next sign-in) and the statuses worth retrying.
 * Anything else keeps the answer: a 4xx without that body comes from a proxy, a gateway or an SSO
 * redirect, not from the backend's judgement of this answer; a 5xx, a time-out or no answer may pass later.
 */
export function refusesAnswer(error: AppError): boolean {
  const { status, serverType } = error;
  if (status === undefined || serverType === undefined || status < 400 || status >= 500) return false;
  return !error.isSessionExpired && !WORTH_RETRYING.includes(status);
}

/** The backend answered 2xx (so it has the answer) with a body this app cannot read: resending repeats that. */
function delivered(error: AppError): boolean {
  return error instanceof InvalidResponseFormatError;
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
        if (refusesAnswer(failure) || delivered(failure)) this.queue.remove(answer.id);
        throw failure;
      }
      this.queue.remove(answer.id);
      sent += 1;
    }
    return step ? { sent, step } : { sent };
  }
}
