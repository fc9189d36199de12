import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PATHS, refusedPasswordText, type AppError } from '../../domain';
import { SignUpByApplication, SignUpByInvitation } from '../../domain/usecases';
import { ANALYTICS, NAVIGATION, type Analytics, type Navigation } from '../../ports';
import { submitForm } from '../app/submitForm';
import { firstFailingField } from '../app/firstFailingField';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { emailProblem, requiredProblem } from './fieldRules';
import { failureAboveForm, isRefusedPassword } from './failureAboveForm';

export type SignUpKind = 'application' | 'invitation';

/**
 * Sign-up by application or by invitation (docs/product.md sections 2 and 4): the form, its messages, one
 * submission at a time, and the automatic sign-in that follows.
 */
/** docs/product.md section 2's analytics screen name for signing up. */
const SIGNUP_SCREEN = 'signup';

/** What SignUpPresenter works with: adding a collaborator is one line here. */
@injectable()
class SignUpPresenterDeps {
  constructor(
    @inject(SignUpByApplication) readonly byApplication: SignUpByApplication,
    @inject(SignUpByInvitation) readonly byInvitation: SignUpByInvitation,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

@injectable()
export class SignUpPresenter {
  kind: SignUpKind = 'application';
  username = '';
  email = '';
  password = '';
  inviteCode = '';
  submitting = false;
  attempted = false;
  failure: AppError | null = null;

  constructor(@inject(SignUpPresenterDeps) private readonly deps: SignUpPresenterDeps) {
    makeAutoObservable<SignUpPresenter, 'deps'>(this, { deps: false });
  }

  open(): void {
    this.deps.analytics.screen(SIGNUP_SCREEN);
  }

  get usernameError(): string | null {
    return this.attempted ? requiredProblem(this.username, 'Enter a username.') : null;
  }

  get emailError(): string | null {
    return this.attempted ? emailProblem(this.email) : null;
  }

  /** The failure above the form: a refused password is said beside its field alone. */
  get formFailure(): AppError | null {
    return failureAboveForm(this.failure, isRefusedPassword);
  }

  /** Missing, or the server's rule it broke. */
  get passwordError(): string | null {
    return refusedPasswordText(this.failure) ?? (this.attempted ? requiredProblem(this.password, 'Enter a password.') : null);
  }

  /** An invited learner gives the code from the invitation; an application may carry one. */
  get inviteCodeError(): string | null {
    if (!this.attempted || this.kind !== 'invitation') return null;
    return requiredProblem(this.inviteCode, 'Enter the invite code from your invitation.');
  }

  get failingField(): string | null {
    return firstFailingField({ username: this.usernameError, email: this.emailError, password: this.passwordError, inviteCode: this.inviteCodeError });
  }

  setKind(kind: SignUpKind): void {
    this.kind = kind;
    this.failure = null;
  }

  setUsername(value: string): void {
    this.username = value;
    this.failure = null;
  }

  setEmail(value: string): void {
    this.email = value;
    this.failure = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.failure = null;
  }

  setInviteCode(value: string): void {
    this.inviteCode = value;
    this.failure = null;
  }

  /** Signs up, then in with the same credentials, and opens Today's Cards. Resolves true on success. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    if (this.failingField) return false;
    const input = { username: this.username, email: this.email, password: this.password, inviteCode: this.inviteCode };
    return submitForm(this, this.deps.failures, async () => {
      const user = await (this.kind === 'application' ? this.deps.byApplication : this.deps.byInvitation).execute(input);
      this.deps.session.enter(user);
      this.deps.navigation.navigate(PATHS.start, { replace: true });
    });
  }
}
