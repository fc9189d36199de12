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

export interface SignInInput {
  readonly email: string;
  readonly password: string;
}

/** Password sign-in: keeps the session token and tells analytics and error tracing who this is. */
@injectable()
export class SignIn {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
  ) {}

  async execute({ email, password }: SignInInput): Promise<User> {
    const { user, token } = await this.auth.signIn(email.trim(), password);
    this.sessions.save(token);
    identifyLearner(user, this.analytics, this.errorTracing);
    this.analytics.capture('login', { login_type: 'password' });
    return user;
  }
}
