import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, SIGNED_OUT_ONLY_PATHS, isOnPath, requiresTermsOfUse, toAppError, type AppError, type User } from '../../domain';
import { AcceptAgreement, CompleteSingleSignOn, SSO_CODE_PARAMETER, SignInWithStoredToken, SignOut } from '../../domain/usecases';
import { ERROR_TRACING, KEY_VALUE_STORAGE, NAVIGATION, type ErrorTracing, type KeyValueStorage, type Navigation } from '../../ports';
import { submitForm, type SubmittingForm } from './submitForm';
import { ToastQueue } from './ToastQueue';

export type Theme = 'light' | 'dark';
/** Where the learner's theme choice is kept on this device. */
export const THEME_STORAGE_KEY = 'sreo.theme';


/**
 * The client state of SPEC.md section 3 (current user, toasts, notification, error, the side-menu
 * force-open flag, theme, agreement state) and the commands that change it for every screen.
 */
@injectable()
export class AppPresenter {
  user: User | null = null;
  /** True until the start-up sign-in has settled. */
  starting = true;
  /** A failure without a friendly explanation, shown as a full-page error. */
  error: AppError | null = null;
  notification: string | null = null;
  forceOpenSidebar = false;
  theme: Theme = 'light';
  /** The terms-of-use overlay: undefined until a partner asks for it, then open until accepted. */
  agreementOpen: boolean | undefined = undefined;
  /** The overlay's 'Got it' as a form: in flight, and the last failure for its alert. */
  readonly agreement: SubmittingForm = { submitting: false, failure: null };
  readonly toasts = new ToastQueue();
  private startup: Promise<void> | null = null;

  constructor(
    @inject(SignInWithStoredToken) private readonly signInWithStoredToken: SignInWithStoredToken,
    @inject(SignOut) private readonly signOutUseCase: SignOut,
    @inject(CompleteSingleSignOn) private readonly completeSingleSignOn: CompleteSingleSignOn,
    @inject(AcceptAgreement) private readonly acceptAgreementUseCase: AcceptAgreement,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<
      AppPresenter,
      'signInWithStoredToken' | 'signOutUseCase' | 'completeSingleSignOn' | 'acceptAgreementUseCase' | 'navigation' | 'errorTracing' | 'startup' | 'storage'
    >(this, {
      startup: false,
      signInWithStoredToken: false,
      completeSingleSignOn: false,
      signOutUseCase: false,
      acceptAgreementUseCase: false,
      navigation: false,
      errorTracing: false,
      storage: false,
      toasts: false,
    });
    if (storage.get(THEME_STORAGE_KEY) === 'dark') this.theme = 'dark';
  }

  get loggedIn(): boolean {
    return this.user !== null;
  }

  /**
   * Start-up (SPEC.md section 4): sign in with the stored token unless the page is one a signed-out
   * visitor uses (the privacy policy among them, which is why it is never redirected away from). A
   * return from the identity provider (`?sso_code=`) finishes single sign-on instead.
   */
  start(path: string, search = ''): Promise<void> {
    this.startup ??= this.signInAtStartup(path, search);
    return this.startup;
  }

  private async signInAtStartup(path: string, search: string): Promise<void> {
    if (SIGNED_OUT_ONLY_PATHS.some((route) => isOnPath(path, route))) {
      this.starting = false;
      return;
    }
    const onPrivacyPolicy = isOnPath(path, PATHS.privacyPolicy);
    const ssoCode = new URLSearchParams(search).get(SSO_CODE_PARAMETER);
    try {
      const user = ssoCode
        ? await this.completeSingleSignOn.execute({ code: ssoCode })
        : await this.signInWithStoredToken.execute();
      if (user) this.enter(user);
      if (!onPrivacyPolicy) this.navigation.navigate(user ? PATHS.start : PATHS.signIn, { replace: true });
    } catch (error) {
      runInAction(() => (this.user = null));
      // A failed single sign-on is the learner's own attempt: tell them; a stale stored token is not news.
      if (ssoCode) this.showFailure(error);
      else this.noteFailure(error);
      if (!onPrivacyPolicy) this.navigation.navigate(PATHS.signIn, { replace: true });
    } finally {
      runInAction(() => (this.starting = false));
    }
  }

  /** A sign-in of any kind succeeded: keep the learner and open the terms overlay if required. */
  enter(user: User): void {
    this.user = user;
    this.error = null;
    this.agreementOpen = requiresTermsOfUse(user.partner) ? true : undefined;
  }

  /** The server answered the user anew (after PUT /app/user): keep it, leaving the overlays as they are. */
  updateUser(user: User): void {
    this.user = user;
  }

  async acceptAgreement(): Promise<void> {
    if (this.agreement.submitting) return;
    await submitForm(this.agreement, this, async () => {
      await this.acceptAgreementUseCase.execute();
      runInAction(() => (this.agreementOpen = false));
    });
  }

  async signOut(): Promise<void> {
    await this.signOutUseCase.execute();
    runInAction(() => {
      this.user = null;
      this.agreementOpen = undefined;
      this.error = null;
    });
    this.navigation.navigate(PATHS.signInPage, { replace: true });
  }

  /**
   * Every failure passes here once: it becomes a catalogue error, is reported when the catalogue says
   * so, and an expired session ends the local one. The caller decides where the learner reads it.
   */
  noteFailure(error: unknown): AppError {
    const failure = toAppError(error);
    if (failure.report) this.errorTracing.report(failure, { title: failure.title, status: failure.status });
    if (failure.isSessionExpired && this.user) void this.signOut();
    return failure;
  }

  /** A failure no form shows inline: a friendly one becomes an error toast, others the shared error. */
  showFailure(error: unknown): void {
    const failure = this.noteFailure(error);
    if (failure.hasFriendlyExplanation) this.toasts.push('error', failure.text);
    else this.error = failure;
  }

  dismissError(): void {
    this.error = null;
  }

  /** A blocking message the learner dismisses with 'Got it' (the modal message). */
  notify(text: string): void {
    this.notification = text;
  }

  dismissNotification(): void {
    this.notification = null;
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.storage.set(THEME_STORAGE_KEY, theme);
  }

  setForceOpenSidebar(open: boolean): void {
    this.forceOpenSidebar = open;
  }
}
