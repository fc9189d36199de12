import { inject, injectable } from 'inversify';
import { InvalidResponseFormatError, errorForNoResponse, toAppError, type AppError } from '../../errors';
import { Mode, type NextStep } from '../../entities';
import { CONNECTIVITY, STUDY_API, type Connectivity, type StudyApi } from '../../../ports';
import { AnswerQueue } from './AnswerQueue';
import { StudyCycles } from './StudyCycles';

export interface FlushResult {
  /** How many waiting answers the server confirmed. */
  readonly sent: number;
  /**
   * The server's answer to the last study answer sent, when any was: the daily queue's next step. A
   * library answer's reply leaves the queue as it was, so it is not one.
   */
  readonly step?: NextStep;
  /** How many of the learner's answers still wait on this device after this send. */
  readonly waiting: number;
  /**
   * Why some still wait, in the catalogue's words: its row for no response with the browser offline when
   * nothing could be tried, else the failure that stopped the send. A refused answer is dropped, and its
   * failure still said here (so `waiting` may be 0). Null when the send met no failure.
   */
  readonly failure: AppError | null;
  /** True when the browser was offline with answers waiting, so nothing was tried. */
  readonly offline: boolean;
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
function refusesAnswer(error: AppError): boolean {
  const { status, serverType } = error;
  if (status === undefined || serverType === undefined || status < 400 || status >= 500) return false;
  return !error.isSessionExpired && !WORTH_RETRYING.includes(status);
}

/** The backend answered 2xx (so it has the answer) with a body this app cannot read: resending repeats that. */
function delivered(error: AppError): boolean {
  return error instanceof InvalidResponseFormatError;
}

/**
 * Sends the learner's waiting answers (study and library alike), oldest first, each with its own id (so
 * one the server already has counts once), then runs the NextStep follow-up (the analytics cycles) for
 * the study answers it sent. Stops at the first failure, keeping it and the rest; offline it sends
 * nothing and says so. Never throws: the result counts what is left and says why (the learner's last
 * failure is also kept with the queue, for the screens that show it). One flush at a time for the whole app (`AnswerQueue.exclusively`): a second call waits for
 * the first and then sends what is still waiting, so no answer is ever sent twice at once and an answer
 * kept while a flush was under way is not left behind.
 */
@injectable()
export class FlushAnswers {
  constructor(
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(StudyCycles) private readonly cycles: StudyCycles,
  ) {}

  execute({ userId }: { userId: number }): Promise<FlushResult> {
    return this.queue.exclusively(() => this.sendWaiting(userId));
  }

  private async sendWaiting(userId: number): Promise<FlushResult> {
    let sent = 0;
    let studied = 0;
    let step: NextStep | undefined;
    let failure: AppError | null = null;
    const tried = new Set<string>();
    // Read afresh each time: an answer kept meanwhile joins the end of this flush.
    for (let answer = this.queue.of(userId)[0]; answer && !tried.has(answer.id); answer = this.queue.of(userId)[0]) {
      if (!this.connectivity.isOnline()) break;
      tried.add(answer.id);
      let reply: NextStep;
      try {
        reply = await this.study.step({ answer });
      } catch (error) {
        failure = toAppError(error);
        if (refusesAnswer(failure) || delivered(failure)) this.queue.remove(answer);
        break;
      }
      this.queue.remove(answer);
      sent += 1;
      if (answer.mode !== Mode.Library) {
        step = reply;
        studied += 1;
      }
    }
    const waiting = this.queue.of(userId).length;
    const offline = failure === null && waiting > 0 && !this.connectivity.isOnline();
    if (offline) failure = errorForNoResponse(false);
    this.queue.noteFailure(userId, failure);
    if (step) this.cycles.follow(userId, step, { answered: studied });
    return { sent, waiting, failure, offline, ...(step ? { step } : {}) };
  }
}
