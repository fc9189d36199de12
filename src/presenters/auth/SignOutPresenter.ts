import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorForNoResponse, type AppError } from '../../domain';
import { AnswerQueue, FlushAnswers } from '../../domain/usecases';
import { CONNECTIVITY, type Connectivity } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';

/** checking (just asked to sign out); unsent (answers wait: the learner chooses); sending; signingOut. */
export type SignOutPhase = 'checking' | 'unsent' | 'sending' | 'signingOut';

/**
 * Logout: signs out at once, unless the learner has answers not sent yet. Then it says how many and
 * offers to send them now or sign out anyway (they stay on this device, and go when this learner signs in
 * here again).
 */
@injectable()
export class SignOutPresenter {
  phase: SignOutPhase = 'checking';
  /** Answers of this learner still waiting on this device. */
  unsent = 0;
  /** Why the last "send now" left some unsent. */
  failure: AppError | null = null;
  private begun = false;

  constructor(
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
    @inject(FlushAnswers) private readonly flush: FlushAnswers,
    @inject(Failures) private readonly failures: Failures,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
  ) {
    makeAutoObservable<SignOutPresenter, 'session' | 'queue' | 'flush' | 'failures' | 'connectivity' | 'begun'>(this, {
      session: false,
      queue: false,
      flush: false,
      failures: false,
      connectivity: false,
      begun: false,
    });
  }

  /** The learner asked to sign out (once, however often the screen mounts). */
  async begin(): Promise<void> {
    if (this.begun) return;
    this.begun = true;
    this.unsent = this.waiting();
    if (this.unsent === 0) await this.signOut();
    else this.phase = 'unsent';
  }

  /** Sends the waiting answers; signs out once none is left. */
  async sendNow(): Promise<void> {
    const userId = this.session.learnerId;
    if (this.phase !== 'unsent' || userId === null) return;
    this.phase = 'sending';
    this.failure = null;
    let failure: AppError | null = null;
    if (!this.connectivity.isOnline()) failure = errorForNoResponse(false);
    else {
      try {
        await this.flush.execute({ userId });
      } catch (error) {
        failure = this.failures.noteFailure(error);
      }
    }
    const unsent = this.waiting();
    if (unsent === 0) {
      await this.signOut();
      return;
    }
    runInAction(() => {
      this.unsent = unsent;
      this.failure = failure;
      this.phase = 'unsent';
    });
  }

  async signOutAnyway(): Promise<void> {
    if (this.phase === 'unsent') await this.signOut();
  }

  /** What the learner reads about the answers that wait. */
  get unsentText(): string {
    const answers = this.unsent === 1 ? '1 answer has' : `${this.unsent} answers have`;
    const after = this.queue.keptOnDevice()
      ? 'If you sign out anyway, they stay on this device and are sent the next time you sign in here.'
      : 'If you sign out anyway, they are lost when this tab closes.';
    return `${answers} not been sent yet. ${after}`;
  }

  private waiting(): number {
    const userId = this.session.learnerId;
    return userId === null ? 0 : this.queue.of(userId).length;
  }

  private async signOut(): Promise<void> {
    this.phase = 'signingOut';
    await this.session.signOut();
  }
}
