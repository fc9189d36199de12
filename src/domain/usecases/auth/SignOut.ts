import { inject, injectable } from 'inversify';
import {
  ANALYTICS,
  AUTH_API,
  ERROR_TRACING,
  KEY_VALUE_STORAGE,
  LEARNER_KEY_PREFIX,
  SESSION_STORE,
  type Analytics,
  type AuthApi,
  type ErrorTracing,
  type KeyValueStorage,
  type SessionStore,
} from '../../../ports';
import { StudyDayLog } from '../study/StudyDayLog';

/** Storage entries the identity provider's sign-in callback leaves behind start with this. */
export const IDENTITY_PROVIDER_CALLBACK_PREFIX = 'oidc.';

/**
 * Signs out everywhere it can. The local session always ends, even when the server cannot be told
 * (offline, or the session had already expired): a learner who asks to leave is never kept in. The
 * learner's analytics cycle left open (signed out mid-study) is completed first, with completed false.
 */
@injectable()
export class SignOut {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
  ) {}

  /** `userId`: who signs out (null when no learner is known). */
  async execute({ userId }: { readonly userId: number | null }): Promise<void> {
    // Their cycle under way ends here, unfinished, while analytics still knows whose it is.
    this.days.abandon(userId);
    try {
      if (this.sessions.token()) await this.auth.signOut();
    } catch {
      // The server-side session ends by itself; the local one ends below regardless.
    } finally {
      this.sessions.clear();
      for (const key of this.storage.keys()) {
        if (key.startsWith(IDENTITY_PROVIDER_CALLBACK_PREFIX) || key.startsWith(LEARNER_KEY_PREFIX)) this.storage.remove(key);
      }
      this.analytics.capture('logout');
      this.analytics.reset();
      this.errorTracing.setUser(null);
    }
  }
}
