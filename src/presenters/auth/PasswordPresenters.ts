import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { RequestPasswordReset, SetPasswordFromSecret, UpdatePassword } from '../../domain/usecases';
import { ANALYTICS, APP_CONFIG, type Analytics, type AppConfig, type SandboxMail } from '../../ports';
import { submitForm } from '../app/submitForm';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { confirmationProblem, emailProblem, requiredProblem } from './fieldRules';

/** SPEC.md section 2's analytics screens for resetting a password, signed out and signed in. */
const RESET_PASSWORD_BEFORE_LOGIN_SCREEN = 'reset password before login';
const RESET_PASSWORD_AFTER_LOGIN_SCREEN = 'reset password after login';

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
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {
    makeAutoObservable<ResetPasswordPresenter, 'requestReset' | 'failures' | 'config' | 'analytics'>(this, {
      requestReset: false,
      failures: false,
      config: false,
      analytics: false,
    });
  }

  open(): void {
    this.analytics.screen(RESET_PASSWORD_BEFORE_LOGIN_SCREEN);
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

/**
 * A new password typed twice, as both forms that set one ask for it (from an e-mailed link, and signed in
 * with the current one): its field messages once the learner has tried to submit, one submission at a
 * time, the failure, and on success the fields cleared and `done`.
 */
export class NewPasswordForm {
  password = '';
  confirmation = '';
  submitting = false;
  attempted = false;
  done = false;
  failure: AppError | null = null;

  constructor(private readonly failures: Failures) {
    makeAutoObservable<NewPasswordForm, 'failures'>(this, { failures: false });
  }

  get passwordError(): string | null {
    return this.attempted ? requiredProblem(this.password, 'Enter a new password.') : null;
  }

  get confirmationError(): string | null {
    return this.attempted ? confirmationProblem(this.password, this.confirmation) : null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.edited();
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.edited();
  }

  /** A field changed: the last answer (failure or success) no longer applies. */
  edited(): void {
    this.failure = null;
    this.done = false;
  }

  /**
   * Sends the new password through `save` when these fields, and the caller's own (`othersValid`, read
   * once the messages show), are valid. Resolves true when it was saved.
   */
  async submit(othersValid: () => boolean, save: (password: string) => Promise<void>): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    if (!othersValid() || this.passwordError || this.confirmationError) return false;
    const saved = await submitForm(this, this.failures, () => save(this.password));
    if (saved) {
      runInAction(() => {
        this.done = true;
        this.attempted = false;
        this.password = '';
        this.confirmation = '';
      });
    }
    return saved;
  }
}

/** /pws?secret=: a new password from the e-mailed link. */
@injectable()
export class SetPasswordPresenter {
  secret = '';
  readonly form: NewPasswordForm;

  constructor(
    @inject(SetPasswordFromSecret) private readonly setPasswordFromSecret: SetPasswordFromSecret,
    @inject(Failures) failures: Failures,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {
    this.form = new NewPasswordForm(failures);
    makeAutoObservable<SetPasswordPresenter, 'setPasswordFromSecret' | 'analytics'>(this, { form: false, setPasswordFromSecret: false, analytics: false });
  }

  /** The e-mailed link's page is the rest of the same signed-out reset. */
  open(): void {
    this.analytics.screen(RESET_PASSWORD_BEFORE_LOGIN_SCREEN);
  }

  /** The link has no secret: nothing to submit, the learner needs a new link. */
  get missingSecret(): boolean {
    return this.secret.trim() === '';
  }

  setSecret(secret: string): void {
    this.secret = secret;
  }

  submit(): Promise<boolean> {
    if (this.missingSecret) return Promise.resolve(false);
    const secret = this.secret;
    return this.form.submit(
      () => true,
      (password) => this.setPasswordFromSecret.execute({ secret, password }),
    );
  }
}

/** /updatePws: a signed-in learner changes the password, giving the current one. */
@injectable()
export class UpdatePasswordPresenter {
  currentPassword = '';
  readonly form: NewPasswordForm;

  constructor(
    @inject(UpdatePassword) private readonly updatePassword: UpdatePassword,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) failures: Failures,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {
    this.form = new NewPasswordForm(failures);
    makeAutoObservable<UpdatePasswordPresenter, 'updatePassword' | 'session' | 'analytics'>(this, {
      form: false,
      updatePassword: false,
      session: false,
      analytics: false,
    });
  }

  open(): void {
    this.analytics.screen(RESET_PASSWORD_AFTER_LOGIN_SCREEN);
  }

  get currentPasswordError(): string | null {
    return this.form.attempted ? requiredProblem(this.currentPassword, 'Enter your current password.') : null;
  }

  setCurrentPassword(value: string): void {
    this.currentPassword = value;
    this.form.edited();
  }

  submit(): Promise<boolean> {
    const email = this.session.user?.email;
    if (!email) return Promise.resolve(false);
    return this.form.submit(
      () => this.currentPasswordError === null,
      async (newPassword) => {
        await this.updatePassword.execute({ email, currentPassword: this.currentPassword, newPassword });
        runInAction(() => (this.currentPassword = ''));
      },
    );
  }
}
