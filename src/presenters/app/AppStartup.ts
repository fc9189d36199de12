import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, SIGNED_OUT_ONLY_PATHS, isOnPath } from '../../domain';
import { CompleteSingleSignOn, SSO_CODE_PARAMETER, SignInWithStoredToken } from '../../domain/usecases';
import { NAVIGATION, type Navigation } from '../../ports';
import { Failures } from './Failures';
import { LearnerSession } from './LearnerSession';
import { StorageWarning } from './StorageWarning';

/**
 * Start-up (SPEC.md section 4): sign in with the stored token unless the page is one a signed-out
 * visitor uses (the privacy policy among them, which is why it is never redirected away from). A return
 * from the identity provider (`?sso_code=`) finishes single sign-on instead.
 */
@injectable()
export class AppStartup {
  /** True until the start-up sign-in has settled. */
  starting = true;
  private startup: Promise<void> | null = null;

  constructor(
    @inject(SignInWithStoredToken) private readonly signInWithStoredToken: SignInWithStoredToken,
    @inject(CompleteSingleSignOn) private readonly completeSingleSignOn: CompleteSingleSignOn,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(StorageWarning) private readonly storageWarning: StorageWarning,
  ) {
    makeAutoObservable<AppStartup, 'signInWithStoredToken' | 'completeSingleSignOn' | 'session' | 'failures' | 'navigation' | 'storageWarning' | 'startup'>(this, {
      signInWithStoredToken: false,
      completeSingleSignOn: false,
      session: false,
      failures: false,
      navigation: false,
      storageWarning: false,
      startup: false,
    });
  }

  /** Runs once, for the path the app was opened at (a second call, as in React's strict mode, joins it). */
  start(path: string, search = ''): Promise<void> {
    this.storageWarning.watch();
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
      if (user) this.session.enter(user);
      if (!onPrivacyPolicy) this.navigation.navigate(user ? PATHS.start : PATHS.signIn, { replace: true });
    } catch (error) {
      // A failed single sign-on is the learner's own attempt: tell them; a stale stored token is not news.
      if (ssoCode) this.failures.showFailure(error);
      else this.failures.noteFailure(error);
      if (!onPrivacyPolicy) this.navigation.navigate(PATHS.signIn, { replace: true });
    } finally {
      runInAction(() => (this.starting = false));
    }
  }
}
