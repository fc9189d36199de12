import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { RequestPasswordReset } from '../../domain/usecases';
import { ANALYTICS, type Analytics } from '../../ports';
import { Failures } from '../app/Failures';
import { submitForm } from '../app/submitForm';
import { firstFailingField } from '../app/firstFailingField';
import { emailProblem } from './fieldRules';
import { RESET_PASSWORD_BEFORE_LOGIN_SCREEN } from './NewPasswordForm';
import { SANDBOX_DEMO, type DemoMail, type SandboxDemo } from './SandboxDemo';

/** What ResetPasswordPresenter works with: adding a collaborator is one line here. */
@injectable()
class ResetPasswordPresenterDeps {
  constructor(
    @inject(RequestPasswordReset) readonly requestReset: RequestPasswordReset,
    @inject(Failures) readonly failures: Failures,
    @inject(SANDBOX_DEMO) readonly demo: SandboxDemo,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/** /resetPws: asks for a reset e-mail; in sandbox mode it also shows the sandbox's mailbox. */
@injectable()
export class ResetPasswordPresenter {
  email = '';
  submitting = false;
  attempted = false;
  sent = false;
  failure: AppError | null = null;
  /** The sandbox's messages to the address, newest first (sandbox mode only). */
  mail: readonly DemoMail[] = [];

  constructor(@inject(ResetPasswordPresenterDeps) private readonly deps: ResetPasswordPresenterDeps) {
    makeAutoObservable<ResetPasswordPresenter, 'deps'>(this, { deps: false });
  }

  open(): void {
    this.deps.analytics.screen(RESET_PASSWORD_BEFORE_LOGIN_SCREEN);
  }

  get emailError(): string | null {
    return this.attempted ? emailProblem(this.email) : null;
  }

  get failingField(): string | null {
    return firstFailingField({ email: this.emailError });
  }

  /** Whether the sandbox mailbox panel is shown (never against a real backend). */
  get showsMailbox(): boolean {
    return this.deps.demo.mailbox !== null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.failure = null;
    this.sent = false;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    if (this.emailError) return false;
    return submitForm(this, this.deps.failures, async () => {
      await this.deps.requestReset.execute({ email: this.email });
      runInAction(() => (this.sent = true));
      await this.refreshMailbox();
    });
  }

  async refreshMailbox(): Promise<void> {
    const { mailbox } = this.deps.demo;
    if (!mailbox) return;
    const messages = await mailbox(this.email);
    runInAction(() => (this.mail = [...messages].reverse()));
  }
}
