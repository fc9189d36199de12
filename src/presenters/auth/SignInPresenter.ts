import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type AppError, type SignInMethod } from '../../domain';
import { CheckSignInMethod, SignIn, StartSingleSignOn } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type AppConfig, type DemoAccount, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { submitForm } from '../app/submitForm';
import { emailProblem } from './fieldRules';

/**
 * The sign-in form: its fields, their messages, and the one submission in flight at a time. The
 * e-mail's sign-in method is checked first: a single-sign-on address leaves for the identity provider
 * (no password needed), any other signs in with the password.
 */
@injectable()
export class SignInPresenter {
  email = '';
  password = '';
  submitting = false;
  /** Set once the learner has tried to submit, so field messages do not nag before that. */
  attempted = false;
  failure: AppError | null = null;
  /** The checked e-mail's sign-in method, once known. */
  method: SignInMethod | null = null;
  /** True while the browser is leaving for the identity provider. */
  redirecting = false;

  constructor(
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(CheckSignInMethod) private readonly checkSignInMethod: CheckSignInMethod,
    @inject(StartSingleSignOn) private readonly startSingleSignOn: StartSingleSignOn,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    makeAutoObservable<SignInPresenter, 'signIn' | 'checkSignInMethod' | 'startSingleSignOn' | 'session' | 'failures' | 'navigation' | 'config'>(this, {
      signIn: false,
      checkSignInMethod: false,
      startSingleSignOn: false,
      session: false,
      failures: false,
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
    return this.attempted ? emailProblem(this.email) : null;
  }

  /** A single-sign-on address needs no password. */
  get passwordError(): string | null {
    return this.attempted && this.method !== 'sso' && this.password === '' ? 'Enter your password.' : null;
  }

  setEmail(email: string): void {
    this.email = email;
    this.failure = null;
    this.method = null;
  }

  setPassword(password: string): void {
    this.password = password;
    this.failure = null;
  }

  /** Submits once; a second call while the first is in flight does nothing. Resolves true on success. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    if (this.emailError) return false;
    // Whatever the failure, the e-mail and the password stay as typed, to be corrected or sent again.
    return submitForm(this, this.failures, async () => {
      const method = await this.checkSignInMethod.execute({ email: this.email });
      runInAction(() => (this.method = method));
      if (method === 'sso') {
        await this.startSingleSignOn.execute({ email: this.email, identityProviderOrigins: this.config.identityProviderOrigins });
        runInAction(() => (this.redirecting = true));
        return true;
      }
      if (this.passwordError) return false;
      const user = await this.signIn.execute({ email: this.email, password: this.password });
      this.session.enter(user);
      this.navigation.navigate(PATHS.start, { replace: true });
      return true;
    });
  }
}
