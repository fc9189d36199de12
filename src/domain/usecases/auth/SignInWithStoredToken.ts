import { inject, injectable } from 'inversify';
import type { User } from '../../entities';
import {
  ANALYTICS,
  AUTH_API,
  DEPLOYMENT,
  ERROR_TRACING,
  SESSION_STORE,
  type Analytics,
  type AuthApi,
  type Deployment,
  type ErrorTracing,
  type SessionStore,
} from '../../../ports';
import { identifyLearner } from './analyticsIdentity';

/**
 * Start-up sign-in with the token kept from an earlier visit. Answers null when there is no token, or
 * when the deployment does not sign in automatically.
 * When the server refuses it, the stored session is cleared and the catalogue error is rethrown.
 */
@injectable()
export class SignInWithStoredToken {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
    @inject(DEPLOYMENT) private readonly deployment: Deployment,
  ) {}

  async execute(): Promise<User | null> {
    // The deployment's auto sign-in flag (SPEC.md section 9; true everywhere today) allows it at all.
    if (!this.deployment.autoSignIn || !this.sessions.token()) return null;
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
