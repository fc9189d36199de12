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
  readonly #held = new Map<number, readonly AnswerRecord[]>();
  /** Answers the server has, still on the device until the next card is on screen: each learner's ids. */
  readonly #lettingGo = new Map<number, Set<string>>();

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

  /** The learner's own waiting answers, oldest first: read from the device once (but those being let go), then held. */
  of(userId: number): readonly AnswerRecord[] {
    const held = this.#held.get(userId);
    if (held) return held;
    const read = this.store.read(userId).filter((answer) => !this.#lettingGo.get(userId)?.has(answer.id));
    this.#held.set(userId, read);
    return read;
  }

  add(answer: AnswerRecord): void {
    this.write(answer.userId, [...this.of(answer.userId), answer]);
  }

  /** Why the learner's last send left answers waiting (null: it left none, or none was tried). */
  failureOf(userId: number): AppError | null {
    return this.#failures.get(userId) ?? null;
  }

  /** Sends the learner's waiting answers once every send started before it has settled; never throws. */
  send(userId: number): Promise<SendResult> {
    const run = this.#sending.then(() => this.sendWaiting(userId));
    this.#sending = run.catch(() => undefined);
    return run;
  }

  private async sendWaiting(userId: number): Promise<SendResult> {
    const replies: NextStep[] = []; // to the study answers, not the library's
    let failure: AppError | null = null;
    const tried = new Set<string>();
    // Read afresh each time: an answer kept meanwhile joins the end of this send.
    for (let answer = this.of(userId)[0]; answer && !tried.has(answer.id) && this.connectivity.isOnline(); answer = this.of(userId)[0]) {
      tried.add(answer.id);
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
    if (step) this.days.follow(userId, step, { answered: replies.length });
    return { waiting, failure, step };
  }

  /** Lets the answer go: at once in memory (told once), on the device once the next card is on screen (a tab closed meanwhile sends it again, and the server counts it once). */
  private remove({ userId, id }: AnswerRecord): void {
    this.#held.set(userId, this.of(userId).filter((answer) => answer.id !== id));
    const ids = this.#lettingGo.get(userId) ?? new Set<string>();
    if (ids.size === 0) this.browser.afterPaint(() => void (this.#lettingGo.has(userId) && this.write(userId, this.of(userId), false)));
    this.#lettingGo.set(userId, ids.add(id));
    this.onChange();
  }

  private write(userId: number, answers: readonly AnswerRecord[], tell = true): void {
    this.#held.set(userId, answers);
    this.#lettingGo.delete(userId);
    this.store.write(userId, answers);
    if (tell) this.onChange();
  }
}
