import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type AppError, type SignInMethod } from '../../domain';
import { CheckSignInMethod, SignIn, StartSingleSignOn } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type AppConfig, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { submitForm } from '../app/submitForm';
import { firstFailingField } from '../app/firstFailingField';
import { emailProblem } from './fieldRules';
import { SANDBOX_DEMO, type DemoAccount, type SandboxDemo } from './SandboxDemo';

/** What SignInPresenter works with: adding a collaborator is one line here. */
@injectable()
class SignInPresenterDeps {
  constructor(
    @inject(SignIn) readonly signIn: SignIn,
    @inject(CheckSignInMethod) readonly checkSignInMethod: CheckSignInMethod,
    @inject(StartSingleSignOn) readonly startSingleSignOn: StartSingleSignOn,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(APP_CONFIG) readonly config: AppConfig,
    @inject(SANDBOX_DEMO) readonly demo: SandboxDemo,
  ) {}
}

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

  constructor(@inject(SignInPresenterDeps) private readonly deps: SignInPresenterDeps) {
    this.failure = deps.failures.takeSessionEnd();
    makeAutoObservable<SignInPresenter, 'deps'>(this, { deps: false });
  }

  /** The sandbox's demo accounts, offered on the page; none against a real backend. */
  get demoAccounts(): readonly DemoAccount[] {
    return this.deps.demo.accounts;
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

  get failingField(): string | null {
    return firstFailingField({ email: this.emailError, password: this.passwordError });
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
    return submitForm(this, this.deps.failures, async () => {
      const method = await this.deps.checkSignInMethod.execute({ email: this.email });
      runInAction(() => (this.method = method));
      if (method === 'sso') {
        await this.deps.startSingleSignOn.execute({ email: this.email, identityProviderOrigins: this.deps.config.identityProviderOrigins });
        runInAction(() => (this.redirecting = true));
        return true;
      }
      if (this.passwordError) return false;
      const user = await this.deps.signIn.execute({ email: this.email, password: this.password });
      this.deps.session.enter(user);
      this.deps.navigation.navigate(PATHS.start, { replace: true });
      return true;
    });
  }
}
