import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { AnswerQueue, FlushAnswers, type SendResult } from '../../domain/usecases';
import { CONNECTIVITY, type Connectivity } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { keptAnswersText } from './keptAnswersText';

/**
 * The signed-in learner's answers waiting on this device, observable, and their one sender (when the
 * connection returns, when a learner is signed in online, when a screen asks): docs/answering.md, the outbox.
 */
@injectable('Singleton')
export class AnswerOutbox {
  /** Whether the browser says it is online. */
  online: boolean;
  /** The send under way, which a screen holding kept answers follows; null when none is. */
  sending: Promise<SendResult | null> | null = null;
  /** Moves on every change to the waiting answers (the queue says so), so that the counts are observable. */
  private revision = 0;

  constructor(
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(CONNECTIVITY) connectivity: Connectivity,
  ) {
    this.online = connectivity.isOnline();
    makeAutoObservable<AnswerOutbox, 'queue' | 'flush' | 'session' | 'failures'>(this, { queue: false, flush: false, session: false, failures: false, sending: observableRef });
    queue.subscribe(() => runInAction(() => (this.revision += 1)));
    connectivity.onChange((online) => {
      runInAction(() => (this.online = online));
      if (online) void this.sendWhenReady();
    });
    reaction(() => this.ready, () => void this.sendWhenReady(), { fireImmediately: true });
  }

  /** The signed-in learner's answers waiting on this device. */
  get waiting(): number {
    return this.waitingFor(this.session.learnerId);
  }

  /** One learner's answers waiting on this device (none for nobody). */
  waitingFor(userId: number | null): number {
    void this.revision;
    return userId === null ? 0 : this.queue.of(userId).length;
  }

  /** While the learner's answers wait after a send that could not deliver them: how many, and why. */
  get kept(): { readonly waiting: number; readonly failure: AppError } | null {
    void this.revision;
    const failure = this.session.learnerId === null ? null : this.queue.failureOf(this.session.learnerId);
    return failure && this.waiting > 0 ? { waiting: this.waiting, failure } : null;
  }

  /** How many answers wait, and where (on this device, or only in this tab), in words; null when none waits. */
  get keptText(): string | null {
    return this.waiting > 0 ? keptAnswersText(this.waiting, this.keptOnDevice) : null;
  }

  /** Whether waiting answers outlive the tab (false when the browser refuses the device's storage). */
  get keptOnDevice(): boolean {
    return this.queue.keptOnDevice();
  }

  /**
   * Sends the signed-in learner's waiting answers (a call while a send is under way joins it) and says
   * what came of it; a failure other than being offline is noted once. Null when nobody is signed in.
   */
  send(): Promise<SendResult | null> {
    this.sending ??= this.sendOnce().finally(() => runInAction(() => (this.sending = null)));
    return this.sending;
  }

  /** Sends what waits, unless nobody is signed in, or only from the device. */
  sendWhenReady(): Promise<SendResult | null> {
    return this.ready && this.waiting > 0 ? this.send() : Promise.resolve(null);
  }

  private get ready(): boolean {
    return this.session.learnerId !== null && !this.session.fromDevice;
  }

  private async sendOnce(): Promise<SendResult | null> {
    const userId = this.session.learnerId;
    if (userId === null) return null;
    const result = await this.flush.execute({ userId });
    if (result.failure && !result.offline) this.failures.noteFailure(result.failure);
    return result;
  }
}
