import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { LearnerSession } from '../app/LearnerSession';
import { AnswerOutbox } from '../answering/AnswerOutbox';

/** checking (just asked to sign out); unsent (answers wait: the learner chooses); sending; signingOut. */
export type SignOutPhase = 'checking' | 'unsent' | 'sending' | 'signingOut';

/** What Logout works with: adding a collaborator is one line here. */
@injectable()
class SignOutPresenterDeps {
  constructor(
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(AnswerOutbox) readonly outbox: AnswerOutbox,
  ) {}
}

/**
 * Logout: signs out at once, unless the learner has answers not sent yet. Then it says how many and
 * offers to send them now or sign out anyway (they stay on this device, and go when this learner signs in
 * here again).
 */
@injectable()
export class SignOutPresenter {
  phase: SignOutPhase = 'checking';
  /** Why the last "send now" left some unsent. */
  failure: AppError | null = null;
  #begun = false;

  constructor(@inject(SignOutPresenterDeps) private readonly deps: SignOutPresenterDeps) {
    makeAutoObservable<SignOutPresenter, 'deps'>(this, { deps: false });
  }

  /** Answers of this learner still waiting on this device. */
  get unsent(): number {
    return this.deps.outbox.waiting;
  }

  /** The learner asked to sign out (once, however often the screen mounts). */
  async begin(): Promise<void> {
    if (this.#begun) return;
    this.#begun = true;
    if (this.unsent === 0) await this.signOut();
    else this.phase = 'unsent';
  }

  /** Sends the waiting answers; signs out once none is left. */
  async sendNow(): Promise<void> {
    if (this.phase !== 'unsent') return;
    this.phase = 'sending';
    this.failure = null;
    const result = await this.deps.outbox.send();
    if (result && result.waiting === 0) {
      await this.signOut();
      return;
    }
    runInAction(() => {
      this.failure = result?.failure ?? null;
      this.phase = 'unsent';
    });
  }

  async signOutAnyway(): Promise<void> {
    if (this.phase === 'unsent') await this.signOut();
  }

  /** What the learner reads about the answers that wait. */
  get unsentText(): string {
    const [answers, they, stay, are] = this.unsent === 1 ? ['1 answer has', 'it', 'stays', 'is'] : [`${this.unsent} answers have`, 'they', 'stay', 'are'];
    const after = this.deps.outbox.keptOnDevice ? `${stay} on this device and ${are} sent the next time you sign in here` : `${are} lost when this tab closes`;
    return `${answers} not been sent yet. If you sign out anyway, ${they} ${after}.`;
  }

  private async signOut(): Promise<void> {
    this.phase = 'signingOut';
    await this.deps.session.signOut();
  }
}
