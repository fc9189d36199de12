import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { SignIn } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type AppConfig, type DemoAccount, type Navigation } from '../../ports';
import { AppPresenter, START_PAGE } from '../app/AppPresenter';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form: its fields, their messages, and the one submission in flight at a time. */
@injectable()
export class SignInPresenter {
  email = '';
  password = '';
  submitting = false;
  /** Set once the learner has tried to submit, so field messages do not nag before that. */
  attempted = false;
  failure: AppError | null = null;

  constructor(
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(AppPresenter) private readonly app: AppPresenter,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    makeAutoObservable<SignInPresenter, 'signIn' | 'app' | 'navigation' | 'config'>(this, {
      signIn: false,
      app: false,
      navigation: false,
      config: false,
    });
  }

  /** The sandbox's demo accounts, offered on the page; none against a real backend. */
  get demoAccounts(): readonly DemoAccount[] {
    return this.config.demoAccounts;
  }

  fillDemoAccount(account: DemoAccount): void {
    this.setEmail(account.email);
    this.setPassword(account.password);
  }

  get emailError(): string | null {
    if (!this.attempted) return null;
    if (this.email.trim() === '') return 'Enter your e-mail address.';
    return EMAIL_SHAPE.test(this.email.trim()) ? null : 'Enter an e-mail address like name@example.com.';
  }

  get passwordError(): string | null {
    return this.attempted && this.password === '' ? 'Enter your password.' : null;
  }

  setEmail(email: string): void {
    this.email = email;
    this.failure = null;
  }

  setPassword(password: string): void {
    this.password = password;
    this.failure = null;
  }

  /** Submits once; a second call while the first is in flight does nothing. Resolves true on success. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    if (this.emailError || this.passwordError) return false;
    this.submitting = true;
    this.failure = null;
    try {
      const user = await this.signIn.execute({ email: this.email, password: this.password });
      this.app.enter(user);
      this.navigation.navigate(START_PAGE, { replace: true });
      return true;
    } catch (error) {
      const failure = this.app.noteFailure(error);
      runInAction(() => {
        this.failure = failure;
        this.password = '';
      });
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
