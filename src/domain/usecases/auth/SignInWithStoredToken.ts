import { inject, injectable } from 'inversify';
import type { User } from '../../entities';
import { errorForNoResponse, toAppError, type AppError } from '../../errors';
import {
  ANALYTICS,
  AUTH_API,
  CONNECTIVITY,
  DEPLOYMENT,
  ERROR_TRACING,
  SESSION_STORE,
  type Analytics,
  type AuthApi,
  type Connectivity,
  type Deployment,
  type ErrorTracing,
  type SessionStore,
} from '../../../ports';
import { identifyLearner } from './analyticsIdentity';

/**
 * Whether the backend has said that the stored session is not valid (docs/product.md section 4's "failure" that
 * clears it): an ended session (401, 403 SessionExpired), or a 403 or 404 in the backend's own error body.
 * Anything else (offline, no answer, a 5xx, a proxy's page, a part of the app that failed to load) says
 * nothing about the session, which is kept.
 */
export function refusesStoredSession(error: AppError): boolean {
  return error.isSessionExpired || (error.serverType !== undefined && (error.status === 403 || error.status === 404));
}

/**
 * Start-up sign-in with the token kept from an earlier visit. Answers null when there is no token, or
 * when the deployment does not sign in automatically. While the browser is offline it does not try, and
 * fails with the catalogue's offline row. The stored session is cleared only when the backend refuses it
 * (refusesStoredSession); the catalogue error is rethrown.
 */
@injectable()
export class SignInWithStoredToken {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
    @inject(DEPLOYMENT) private readonly deployment: Deployment,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
  ) {}

  async execute(): Promise<User | null> {
    // The deployment's auto sign-in flag (docs/product.md section 9; true everywhere today) allows it at all.
    if (!this.deployment.autoSignIn || !this.sessions.token()) return null;
    if (!this.connectivity.isOnline()) throw errorForNoResponse(false);
    try {
      const user = await this.auth.signInWithToken();
      identifyLearner(user, this.analytics, this.errorTracing);
      return user;
    } catch (error) {
      const failure = toAppError(error);
      if (refusesStoredSession(failure)) this.sessions.clear();
      throw failure;
    }
  }
}
