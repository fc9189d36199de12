import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { AnswerQueue, type SendResult } from '../../domain/usecases';
import { CONNECTIVITY, KEY_VALUE_STORAGE, type Connectivity, type KeyValueStorage } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { keptAnswersText } from '../app/keptAnswersText';

/**
 * The signed-in learner's waiting answers, observable, and the app's one listener to the connection: the
 * queue sends them when it returns, when a learner is signed in online, and when a screen asks.
 */
@injectable('Singleton')
export class AnswerOutbox {
  online: boolean;
  /** The send under way, which a screen holding kept answers follows; null when none is. */
  sending: Promise<SendResult> | null = null;
  /** Moves on every change the queue tells of, so that what is read from it is observable. */
  private revision = 0;

  constructor(
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(CONNECTIVITY) connectivity: Connectivity,
  ) {
    this.online = connectivity.isOnline();
    makeAutoObservable<AnswerOutbox, 'queue' | 'session' | 'failures' | 'storage'>(this, { queue: false, session: false, failures: false, storage: false, sending: observableRef });
    queue.onChange = () => runInAction(() => (this.revision += 1));
    connectivity.onChange((online) => {
      runInAction(() => (this.online = online));
      if (online) void this.sendWhenReady();
    });
    reaction(() => this.ready, () => void this.sendWhenReady(), { fireImmediately: true });
  }

  get waiting(): number {
    return this.waitingFor(this.session.learnerId);
  }

  waitingFor(userId: number | null): number {
    void this.revision;
    return userId === null ? 0 : this.queue.of(userId).length;
  }

  /** While the learner's answers wait after a send that could not deliver them: how many, and why. */
  get kept(): { readonly waiting: number; readonly failure: AppError } | null {
    // The failure changes with no change to the count: the revision is read for it.
    void this.revision;
    const userId = this.session.learnerId;
    const failure = userId !== null && this.waiting > 0 ? this.queue.failureOf(userId) : null;
    return failure ? { waiting: this.waiting, failure } : null;
  }

  /** How many answers wait, and where (on this device, or only in this tab), in words; null when none waits. */
  get keptText(): string | null {
    return this.waiting > 0 ? keptAnswersText(this.waiting, this.keptOnDevice) : null;
  }

  /** Whether waiting answers outlive the tab (false when the browser refuses the device's storage). */
  get keptOnDevice(): boolean {
    return this.storage.isPersistent();
  }

  /** Sends the signed-in learner's waiting answers (joining a send under way); its failure is noted once (being offline notes nothing). */
  send(): Promise<SendResult | null> {
    const userId = this.session.learnerId;
    if (userId === null) return Promise.resolve(null);
    this.sending ??= this.queue.send(userId).then((result) => {
      if (result.failure) this.failures.noteFailure(result.failure);
      runInAction(() => (this.sending = null));
      return result;
    });
    return this.sending;
  }

  sendWhenReady(): Promise<SendResult | null> {
    return this.ready && this.waiting > 0 ? this.send() : Promise.resolve(null);
  }

  /** A learner is signed in, and not only from the device. */
  private get ready(): boolean {
    return this.session.learnerId !== null && !this.session.fromDevice;
  }
}
