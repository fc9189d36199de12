import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, SIGNED_OUT_ONLY_PATHS, isOnPath, type AppError, type User } from '../../domain';
import { CompleteSingleSignOn, SSO_CODE_PARAMETER, SignInWithStoredToken, refusesStoredSession } from '../../domain/usecases';
import { CONNECTIVITY, KEPT_PROFILE_STORE, NAVIGATION, type Connectivity, type KeptProfileStore, type Navigation } from '../../ports';
import { AnswerOutbox } from '../answering/AnswerOutbox';
import { Failures } from './Failures';
import { LearnerSession, type SessionFromDevice } from './LearnerSession';
import { StorageWarning } from './StorageWarning';

/** What start-up works with: adding a collaborator is one line here. */
@injectable()
class AppStartupDeps {
  constructor(
    @inject(SignInWithStoredToken) readonly signInWithStoredToken: SignInWithStoredToken,
    @inject(CompleteSingleSignOn) readonly completeSingleSignOn: CompleteSingleSignOn,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(StorageWarning) readonly storageWarning: StorageWarning,
    @inject(CONNECTIVITY) readonly connectivity: Connectivity,
    @inject(AnswerOutbox) readonly answers: AnswerOutbox,
    @inject(KEPT_PROFILE_STORE) readonly keptProfiles: KeptProfileStore,
  ) {}
}

/**
 * Start-up (docs/product.md section 4): sign in with the stored token unless the page is one only a signed-out
 * visitor uses. The privacy policy is shown to both, so start-up signs in there too but never leaves it.
 * A return from the identity provider (`?sso_code=`) finishes single sign-on instead.
 *
 * The stored session is cleared only when the backend refuses it. When it cannot be asked (offline, no
 * answer, a failing server, a part of the app that did not load), the session is kept. With no answer at
 * all and a profile kept on this device for it, the learner is let in from that (`LearnerSession.fromDevice`)
 * and lands on Today's Cards as kept; otherwise (a failing server or a blocked account answers: that is
 * not a connection to wait for) `failure` holds the catalogue's text for a full-page message with Try
 * again. The connection coming back also retries: a success confirms the session where the learner is, a
 * refusal signs them out.
 */
@injectable()
export class AppStartup {
  /** True until the start-up sign-in has settled. */
  starting = true;
  /** Why the stored session could not be tried (it is kept); null otherwise. */
  failure: AppError | null = null;
  /**
   * While `failure` shows: whether the browser says it is offline, and how many of this session's
   * learner's answers wait on this device (known from the profile kept for the session; none without one).
   */
  device = { offline: false, answersWaiting: 0 };
  /** True while Try again is under way. */
  retrying = false;
  #startup: Promise<void> | null = null;
  #opened: { path: string; search: string } = { path: PATHS.signIn, search: '' };
  #stopWatching: (() => void) | null = null;

  constructor(@inject(AppStartupDeps) private readonly deps: AppStartupDeps) {
    makeAutoObservable<AppStartup, 'deps'>(this, { deps: false });
  }

  /** Runs once, for the path the app was opened at (a second call, as in React's strict mode, joins it). */
  start(path: string, search = ''): Promise<void> {
    this.deps.storageWarning.watch();
    this.#opened = { path, search };
    this.#startup ??= this.signInAtStartup(path, search);
    return this.#startup;
  }

  /** Try again, after start-up could not reach the backend (its panel, or a learner let in from the device). */
  async retry(): Promise<void> {
    if (!(this.failure || this.deps.session.fromDevice) || this.retrying) return;
    this.retrying = true;
    try {
      await this.signInWithToken(this.#opened.path);
    } finally {
      runInAction(() => (this.retrying = false));
    }
  }

  private async signInAtStartup(path: string, search: string): Promise<void> {
    try {
      if (SIGNED_OUT_ONLY_PATHS.some((route) => isOnPath(path, route))) return;
      const ssoCode = new URLSearchParams(search).get(SSO_CODE_PARAMETER);
      if (ssoCode) await this.finishSingleSignOn(ssoCode, path);
      else await this.signInWithToken(path);
    } finally {
      runInAction(() => (this.starting = false));
    }
  }

  private async finishSingleSignOn(code: string, path: string): Promise<void> {
    try {
      this.signedIn(await this.deps.completeSingleSignOn.execute({ code }), path);
    } catch (error) {
      // A failed single sign-on is the learner's own attempt: tell them.
      this.deps.failures.showFailure(error);
      this.leaveFor(PATHS.signIn, path);
    }
  }

  private async signInWithToken(path: string): Promise<void> {
    try {
      const user = await this.deps.signInWithStoredToken.execute();
      runInAction(() => (this.failure = null));
      this.stopWatchingConnection();
      if (!user) this.leaveFor(PATHS.signIn, path);
      // Confirmed: a learner let in from the device stays where they are.
      else if (this.deps.session.fromDevice) this.deps.session.enter(user);
      else this.signedIn(user, path);
    } catch (error) {
      const failure = this.deps.failures.noteFailure(error);
      if (refusesStoredSession(failure)) {
        // The backend said the session is over: a stale stored token is not news; sign in again.
        runInAction(() => (this.failure = null));
        this.stopWatchingConnection();
        if (!this.deps.session.loggedIn) this.leaveFor(PATHS.signIn, path);
        // Let in from the device: noteFailure has signed out an expired session; any other refusal ends here.
        else if (!failure.isSessionExpired) await this.deps.session.signOut();
        return;
      }
      this.retryWhenOnline();
      if (this.deps.session.fromDevice) return;
      const profile = await this.deps.keptProfiles.read().catch(() => null);
      const kept = failure.noAnswer ? profile : null;
      if (kept) this.signedIn(kept.user, path, { profile: kept, confirm: () => this.retry() });
      else if (!isOnPath(path, PATHS.privacyPolicy)) {
        runInAction(() => {
          this.failure = failure;
          // Only the answers of the learner whose session this is (the kept profile says who), never another's.
          this.device = { offline: !this.deps.connectivity.isOnline(), answersWaiting: this.deps.answers.waitingFor(profile?.user.id ?? null) };
        });
      }
    }
  }

  private signedIn(user: User, path: string, fromDevice?: SessionFromDevice): void {
    runInAction(() => (this.failure = null));
    this.deps.session.enter(user, fromDevice);
    this.leaveFor(PATHS.start, path);
  }

  /** Goes to `to`, except from the privacy policy, which both signed-in and signed-out visitors read. */
  private leaveFor(to: typeof PATHS.start | typeof PATHS.signIn, from: string): void {
    if (!isOnPath(from, PATHS.privacyPolicy)) this.deps.navigation.navigate(to, { replace: true });
  }

  private retryWhenOnline(): void {
    this.stopWatchingConnection();
    this.#stopWatching = this.deps.connectivity.onChange((online) => {
      if (online) void this.retry();
    });
  }

  private stopWatchingConnection(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }
}
