import { inject, injectable } from 'inversify';
import type { Session, SignInMethod, User } from '../../domain/entities';
import { invalidResponseFormat } from '../../domain/errors';
import type { AuthApi, SignUpByApplication, SignUpByInvitation } from '../../ports';
import { AUTH_TOKEN_HEADER, type SandboxResponse } from '../../sandbox';
import { SandboxClient, responseHeader } from './SandboxClient';

/** The account calls against the sandbox, without HTTP. */
@injectable()
export class MemoryAuthApi implements AuthApi {
  constructor(@inject(SandboxClient) private readonly client: SandboxClient) {}

  async signIn(email: string, pws: string): Promise<Session> {
    return session(await this.client.call('POST', '/auth', { form: { email, pws } }));
  }

  async signInWithToken(): Promise<User> {
    return (await this.client.call('GET', '/auth')).body as User;
  }

  async signInMethod(email: string): Promise<SignInMethod> {
    const { body } = await this.client.call('GET', '/auth/method', { query: { email } });
    const method = (body as { method?: unknown } | undefined)?.method;
    if (method !== 'password' && method !== 'sso') throw invalidResponseFormat(body);
    return method;
  }

  async signUpByApplication({ uuid, email, pws, username, inviteCode }: SignUpByApplication): Promise<Session> {
    return session(
      await this.client.call('PUT', '/auth/signup/app', { form: { uuid, email, pws, username, invite_code: inviteCode } }),
    );
  }

  async signUpByInvitation({ email, pws, username, inviteCode }: SignUpByInvitation): Promise<Session> {
    return session(await this.client.call('PUT', '/auth', { form: { email, pws, username, invite_code: inviteCode } }));
  }

  async signOut(): Promise<void> {
    await this.client.call('DELETE', '/auth');
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.client.call('POST', '/auth/pws/reset', { form: { email } });
  }

  async setPasswordFromSecret(secret: string, pws: string): Promise<void> {
    await this.client.call('POST', '/auth/pws/upd', { form: { secret, pws } });
  }

  async updatePassword(email: string, newPws: string, pws: string): Promise<void> {
    await this.client.call('PUT', '/auth/pws/upd', { form: { email, newPws, pws } });
  }

  async startSingleSignOn(email: string, destination: string): Promise<unknown> {
    return (await this.client.call('PUT', '/oauth2', { query: { email, destination } })).body;
  }

  /** Trades the simulated identity provider's one-time `sso_code` for a session (POST /auth/sso). */
  async completeSingleSignOn(code: string): Promise<Session> {
    return session(await this.client.call('POST', '/auth/sso', { form: { code } }));
  }
}

function session(response: SandboxResponse): Session {
  const token = responseHeader(response, AUTH_TOKEN_HEADER);
  if (!token) throw invalidResponseFormat(response);
  return { user: response.body as User, token };
}
