import { inject, injectable } from 'inversify';
import type { SignInMethod, User } from '../../entities';
import { invalidResponseFormat } from '../../errors';
import {
  ANALYTICS,
  AUTH_API,
  BROWSER,
  DEPLOYMENT,
  ERROR_TRACING,
  SESSION_STORE,
  type Analytics,
  type AuthApi,
  type Browser,
  type Deployment,
  type ErrorTracing,
  type SessionStore,
} from '../../../ports';
import { identifyLearner } from './analyticsIdentity';

/** The query parameter the identity provider's return carries. */
export const SSO_CODE_PARAMETER = 'sso_code';

/** The sign-in method check (GET /auth/method): password or single sign-on. */
@injectable()
export class CheckSignInMethod {
  constructor(@inject(AUTH_API) private readonly auth: AuthApi) {}

  execute({ email }: { email: string }): Promise<SignInMethod> {
    return this.auth.signInMethod(email.trim());
  }
}

export interface StartSingleSignOnInput {
  readonly email: string;
  /** Origins besides the app's own that the app may be sent to (the configured identity providers). */
  readonly identityProviderOrigins?: readonly string[];
}

/**
 * Starts single sign-on (PUT /oauth2 with the e-mail and the deployment's redirect URL, the app's own
 * address, as destination) and
 * sends the browser to the answered address. Only the app's origin or a configured identity provider
 * is followed: anything else is an invalid answer, so a tampered reply cannot send the learner away.
 */
@injectable()
export class StartSingleSignOn {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(BROWSER) private readonly browser: Browser,
    @inject(DEPLOYMENT) private readonly deployment: Deployment,
  ) {}

  async execute({ email, identityProviderOrigins = [] }: StartSingleSignOnInput): Promise<string> {
    const origin = this.browser.origin();
    // The configured redirect URL (docs/product.md section 9): the identity provider sends the learner back there.
    const data = await this.auth.startSingleSignOn(email.trim(), this.deployment.redirectUrl);
    const url = (data as { url?: unknown } | null)?.url;
    if (typeof url !== 'string') throw invalidResponseFormat({ reason: 'no url in the single-sign-on answer', data });
    let target: URL;
    try {
      target = new URL(url, origin);
    } catch {
      throw invalidResponseFormat({ reason: 'the single-sign-on url is not an address', url });
    }
    const allowed = [origin, ...identityProviderOrigins];
    if (!/^https?:$/.test(target.protocol) || !allowed.includes(target.origin)) {
      throw invalidResponseFormat({ reason: 'the single-sign-on url leads to an unknown host', url });
    }
    this.browser.assign(target.href);
    return target.href;
  }
}

/** Finishes single sign-on: trades the identity provider's one-time code for a session. */
@injectable()
export class CompleteSingleSignOn {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
  ) {}

  async execute({ code }: { code: string }): Promise<User> {
    const { user, token } = await this.auth.completeSingleSignOn(code.trim());
    this.sessions.save(token);
    identifyLearner(user, this.analytics, this.errorTracing);
    this.analytics.capture('login', { login_type: 'sso' });
    return user;
  }
}
