import { inject, injectable } from 'inversify';
import type { User } from '../../entities';
import {
  ANALYTICS,
  AUTH_API,
  ERROR_TRACING,
  SESSION_STORE,
  type Analytics,
  type AuthApi,
  type ErrorTracing,
  type SessionStore,
} from '../../../ports';
import { identifyLearner } from './analyticsIdentity';

/**
 * Start-up sign-in with the token kept from an earlier visit. Answers null when there is no token.
 * When the server refuses it, the stored session is cleared and the catalogue error is rethrown.
 */
@injectable()
export class SignInWithStoredToken {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
  ) {}

  async execute(): Promise<User | null> {
    if (!this.sessions.token()) return null;
    try {
      const user = await this.auth.signInWithToken();
      identifyLearner(user, this.analytics, this.errorTracing);
      return user;
    } catch (error) {
      this.sessions.clear();
      throw error;
    }
  }
}
