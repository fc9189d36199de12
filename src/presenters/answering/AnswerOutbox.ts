import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { AnswerQueue, FlushAnswers, type FlushResult } from '../../domain/usecases';
import { CONNECTIVITY, type Connectivity } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { keptAnswersText } from './keptAnswersText';

/** What the outbox works with: adding a collaborator is one line here. */
@injectable()
class AnswerOutboxDeps {
  constructor(
    @inject(AnswerQueue) readonly queue: AnswerQueue,
    @inject(FlushAnswers) readonly flush: FlushAnswers,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(CONNECTIVITY) readonly connectivity: Connectivity,
  ) {}
}

/** Answers waiting on this device, and why they wait (the catalogue's words). */
export interface KeptAnswers {
  readonly waiting: number;
  readonly failure: AppError;
}

/**
 * The answers waiting on this device, for every screen that shows or sends them (the study session, the
 * library quiz, Today's Cards, Logout, the start-up panel): the signed-in learner's own count and why
 * their last send left some, observable, and one send at a time. It is the app's one listener to the
 * connection for answers: when the connection returns, or a learner is signed in (and, let in from the
 * device, once the backend confirmed the session), it sends what waits. Per learner: another learner's
 * answers on a shared device are never counted, shown or sent for the one signed in. One for the app,
 * scoped by its decorator rather than bound in `presentersModule`, so that it stays off the sign-in
 * page's critical path and loads with the screens that use it.
 */
@injectable('Singleton')
export class AnswerOutbox {
  /** Whether the browser says it is online. */
  online: boolean;
  /** The send under way, which a screen holding kept answers follows; null when none is. */
  sending: Promise<FlushResult | null> | null = null;
  /** Moves on every change to the waiting answers (the queue says so), so that the counts are observable. */
  private revision = 0;

  constructor(@inject(AnswerOutboxDeps) private readonly deps: AnswerOutboxDeps) {
    this.online = deps.connectivity.isOnline();
    makeAutoObservable<AnswerOutbox, 'deps'>(this, { deps: false, sending: observableRef });
    deps.queue.subscribe(() => runInAction(() => (this.revision += 1)));
    deps.connectivity.onChange((online) => {
      runInAction(() => (this.online = online));
      if (online) void this.sendWhenReady();
    });
    reaction(
      () => this.ready,
      () => void this.sendWhenReady(),
      { fireImmediately: true },
    );
  }

  /** The signed-in learner's answers waiting on this device. */
  get waiting(): number {
    return this.waitingFor(this.deps.session.learnerId);
  }

  /** One learner's answers waiting on this device (none for nobody). */
  waitingFor(userId: number | null): number {
    void this.revision;
    return userId === null ? 0 : this.deps.queue.of(userId).length;
  }

  /** While the learner's answers wait after a send that could not deliver them: how many, and why. */
  get kept(): KeptAnswers | null {
    void this.revision;
    const userId = this.deps.session.learnerId;
    const failure = userId === null ? null : this.deps.queue.failureOf(userId);
    return failure && this.waiting > 0 ? { waiting: this.waiting, failure } : null;
  }

  /** How many answers wait, and where (on this device, or only in this tab), in words; null when none waits. */
  get keptText(): string | null {
    return this.waiting > 0 ? keptAnswersText(this.waiting, this.keptOnDevice) : null;
  }

  /** Whether waiting answers outlive the tab (false when the browser refuses the device's storage). */
  get keptOnDevice(): boolean {
    return this.deps.queue.keptOnDevice();
  }

  /**
   * Sends the signed-in learner's waiting answers (a second call while one is under way joins it) and
   * says what came of it: what is left, and why (offline included). A failure is noted once (reported
   * when the catalogue says so; an ended session signs out). Null when nobody is signed in.
   */
  send(): Promise<FlushResult | null> {
    this.sending ??= this.sendOnce().finally(() => runInAction(() => (this.sending = null)));
    return this.sending;
  }

  /** Whether answers may go without the learner asking: a learner is signed in, not only from the device. */
  private get ready(): boolean {
    return this.deps.session.learnerId !== null && !this.deps.session.fromDevice;
  }

  private sendWhenReady(): Promise<FlushResult | null> {
    return this.ready && this.waiting > 0 ? this.send() : Promise.resolve(null);
  }

  private async sendOnce(): Promise<FlushResult | null> {
    const userId = this.deps.session.learnerId;
    if (userId === null) return null;
    const result = await this.deps.flush.execute({ userId });
    if (result.failure && !result.offline) this.deps.failures.noteFailure(result.failure);
    return result;
  }
}
