import { inject, injectable } from 'inversify';
import { Mode, type AnswerRecord, type NextStep } from '../../entities';
import { errorForNoResponse, refusesAnswer, toAppError, type AppError } from '../../errors';
import { ANSWER_STORE, BROWSER, CONNECTIVITY, STUDY_API, type AnswerStore, type Browser, type Connectivity, type StudyApi } from '../../../ports';
import { StudyDayLog } from './StudyDayLog';

/** What a send left: the next step when a study answer went, how many wait, and why (offline too, when none could be tried). */
export interface SendResult {
  readonly step?: NextStep;
  readonly waiting: number;
  readonly failure: AppError | null;
}

/**
 * The answers the server has not confirmed, kept on the device (each learner's read once and held, another
 * tab's change arriving by `onChangeElsewhere`), and their one sender: oldest first, one send at a time,
 * stopping at the first failure; each answer's id is for good, so the server counts it once.
 */
@injectable('Singleton')
export class AnswerQueue {
  /** Told of every change to the waiting answers or to a learner's last failure: the outbox observes the queue by it. */
  onChange = (): void => undefined;
  #sending: Promise<unknown> = Promise.resolve();
  readonly #failures = new Map<number, AppError>();
  /** Each learner's answers as the device holds them: read once, then held. */
  readonly #held = new Map<number, readonly AnswerRecord[]>();
  /** The answers the server has (their ids): no longer waiting, and let go on the device once the next card is on screen. */
  readonly #sent = new Set<string>();

  constructor(
    @inject(ANSWER_STORE) private readonly store: AnswerStore,
    @inject(STUDY_API) private readonly study: StudyApi,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
    @inject(BROWSER) private readonly browser: Browser,
  ) {
    store.onChangeElsewhere(() => {
      this.#held.clear();
      this.onChange();
    });
  }

  /** The learner's own waiting answers, oldest first: those the device holds that the server does not have. */
  of(userId: number): readonly AnswerRecord[] {
    if (!this.#held.has(userId)) this.#held.set(userId, this.store.read(userId));
    return this.#held.get(userId)!.filter((answer) => !this.#sent.has(answer.id));
  }

  add(answer: AnswerRecord): void {
    this.write(answer.userId, [...this.of(answer.userId), answer]);
  }

  /** Why the learner's last send left answers waiting (null: it left none, or none was tried). */
  failureOf(userId: number): AppError | null {
    return this.#failures.get(userId) ?? null;
  }

  /** Sends the learner's waiting answers once every send started before it has settled, unless they signed out meanwhile; never throws. */
  send(userId: number): Promise<SendResult> {
    const signOuts = this.days.signOuts;
    const run = this.#sending.then(() => this.sendWaiting(userId, signOuts));
    this.#sending = run.catch(() => undefined);
    return run;
  }

  private async sendWaiting(userId: number, signOuts: number): Promise<SendResult> {
    const replies: NextStep[] = []; // to the study answers, not the library's
    let failure: AppError | null = null;
    // Read afresh each time: an answer kept meanwhile joins the end of this send; a sign-out ends it.
    for (let answer = this.of(userId)[0]; answer && this.connectivity.isOnline() && signOuts === this.days.signOuts; answer = this.of(userId)[0]) {
      try {
        const reply = await this.study.step({ answer });
        if (answer.mode !== Mode.Library) replies.push(reply);
      } catch (error) {
        failure = toAppError(error);
        if (refusesAnswer(failure)) this.remove(answer);
        break;
      }
      this.remove(answer);
    }
    const waiting = this.of(userId).length;
    if (waiting > 0 && !this.connectivity.isOnline()) failure ??= errorForNoResponse(false);
    if (failure) this.#failures.set(userId, failure);
    if (failure || this.#failures.delete(userId)) this.onChange();
    const step = replies.at(-1);
    if (step) this.days.follow(userId, step, { answered: replies.length, asked: signOuts });
    return { waiting, failure, step };
  }

  /**
   * Lets the answer go: at once from what waits (told once), on the device once the next card is on screen,
   * unless a write meanwhile did (a tab closed before sends it again, and the server counts it once).
   */
  private remove({ userId, id }: AnswerRecord): void {
    this.#sent.add(id);
    this.browser.afterPaint(() => void (this.of(userId).length < this.#held.get(userId)!.length && this.write(userId, this.of(userId), false)));
    this.onChange();
  }

  private write(userId: number, answers: readonly AnswerRecord[], tell = true): void {
    this.#held.set(userId, answers);
    this.store.write(userId, answers);
    if (tell) this.onChange();
  }
}
