import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { RequestPasswordReset, SetPasswordFromSecret, UpdatePassword } from '../../domain/usecases';
import { APP_CONFIG, type AppConfig, type SandboxMail } from '../../ports';
import { submitForm } from '../app/submitForm';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { confirmationProblem, emailProblem, requiredProblem } from './fieldRules';

/** /resetPws: asks for a reset e-mail; in sandbox mode it also shows the sandbox's mailbox. */
@injectable()
export class ResetPasswordPresenter {
  email = '';
  submitting = false;
  attempted = false;
  sent = false;
  failure: AppError | null = null;
  /** The sandbox's messages to the address, newest first (sandbox mode only). */
  mail: readonly SandboxMail[] = [];

  constructor(
    @inject(RequestPasswordReset) private readonly requestReset: RequestPasswordReset,
    @inject(Failures) private readonly failures: Failures,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    makeAutoObservable<ResetPasswordPresenter, 'requestReset' | 'failures' | 'config'>(this, {
      requestReset: false,
      failures: false,
      config: false,
    });
  }

  get emailError(): string | null {
    return this.attempted ? emailProblem(this.email) : null;
  }

  /** Whether the sandbox mailbox panel is shown (never against a real backend). */
  get showsMailbox(): boolean {
    return this.config.mailbox !== undefined;
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
    return submitForm(this, this.failures, async () => {
      await this.requestReset.execute({ email: this.email });
      runInAction(() => (this.sent = true));
      await this.refreshMailbox();
    });
  }

  async refreshMailbox(): Promise<void> {
    if (!this.config.mailbox) return;
    const messages = await this.config.mailbox.messagesTo(this.email);
    runInAction(() => (this.mail = [...messages].reverse()));
  }
}

/** /pws?secret=: a new password from the e-mailed link. */
@injectable()
export class SetPasswordPresenter {
  secret = '';
  password = '';
  confirmation = '';
  submitting = false;
  attempted = false;
  done = false;
  failure: AppError | null = null;

  constructor(
    @inject(SetPasswordFromSecret) private readonly setPasswordFromSecret: SetPasswordFromSecret,
    @inject(Failures) private readonly failures: Failures,
  ) {
    makeAutoObservable<SetPasswordPresenter, 'setPasswordFromSecret' | 'failures'>(this, { setPasswordFromSecret: false, failures: false });
  }

  /** The link has no secret: nothing to submit, the learner needs a new link. */
  get missingSecret(): boolean {
    return this.secret.trim() === '';
  }

  get passwordError(): string | null {
    return this.attempted ? requiredProblem(this.password, 'Enter a new password.') : null;
  }

  get confirmationError(): string | null {
    return this.attempted ? confirmationProblem(this.password, this.confirmation) : null;
  }

  setSecret(secret: string): void {
    this.secret = secret;
  }

  setPassword(value: string): void {
    this.password = value;
    this.failure = null;
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.failure = null;
  }

  async submit(): Promise<boolean> {
    if (this.submitting || this.missingSecret) return false;
    this.attempted = true;
    if (this.passwordError || this.confirmationError) return false;
    return submitForm(this, this.failures, async () => {
      await this.setPasswordFromSecret.execute({ secret: this.secret, password: this.password });
      runInAction(() => {
        this.done = true;
        this.password = '';
        this.confirmation = '';
      });
    });
  }
}

/** /updatePws: a signed-in learner changes the password, giving the current one. */
@injectable()
export class UpdatePasswordPresenter {
  currentPassword = '';
  newPassword = '';
  confirmation = '';
  submitting = false;
  attempted = false;
  done = false;
  failure: AppError | null = null;

  constructor(
    @inject(UpdatePassword) private readonly updatePassword: UpdatePassword,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
  ) {
    makeAutoObservable<UpdatePasswordPresenter, 'updatePassword' | 'session' | 'failures'>(this, { updatePassword: false, session: false, failures: false });
  }

  get currentPasswordError(): string | null {
    return this.attempted ? requiredProblem(this.currentPassword, 'Enter your current password.') : null;
  }

  get newPasswordError(): string | null {
    return this.attempted ? requiredProblem(this.newPassword, 'Enter a new password.') : null;
  }

  get confirmationError(): string | null {
    return this.attempted ? confirmationProblem(this.newPassword, this.confirmation) : null;
  }

  setCurrentPassword(value: string): void {
    this.currentPassword = value;
    this.failure = null;
    this.done = false;
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
    this.failure = null;
    this.done = false;
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.failure = null;
    this.done = false;
  }

  async submit(): Promise<boolean> {
    const email = this.session.user?.email;
    if (this.submitting || !email) return false;
    this.attempted = true;
    if (this.currentPasswordError || this.newPasswordError || this.confirmationError) return false;
    return submitForm(this, this.failures, async () => {
      await this.updatePassword.execute({ email, currentPassword: this.currentPassword, newPassword: this.newPassword });
      runInAction(() => {
        this.done = true;
        this.attempted = false;
        this.currentPassword = '';
        this.newPassword = '';
        this.confirmation = '';
      });
    });
  }
}
