import { inject, injectable } from 'inversify';
import type { Session, SignInMethod, User } from '../../domain/entities';
import { invalidResponseFormat } from '../../domain/errors';
import type { AuthApi, SignUpByApplication, SignUpByInvitation } from '../../ports';
import { SignInMethodDto, UserDto } from './dto';
import { HttpClient, type HttpAnswer } from './HttpClient';
import { parseOne } from './parseResponse';

/** The account calls of SPEC.md section 7 and DESIGN.md over HTTP. */
@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  signIn(email: string, pws: string): Promise<Session> {
    return this.http.call({ method: 'POST', path: '/auth', form: { email, pws } }, readSession);
  }

  signInWithToken(): Promise<User> {
    return this.http.call({ method: 'GET', path: '/auth' }, ({ data }) => parseOne(UserDto, data).toDomain());
  }

  signInMethod(email: string): Promise<SignInMethod> {
    return this.http.call({ method: 'GET', path: '/auth/method', query: { email } }, ({ data }) =>
      parseOne(SignInMethodDto, data).toDomain(),
    );
  }

  signUpByApplication({ uuid, email, pws, username, inviteCode }: SignUpByApplication): Promise<Session> {
    return this.http.call(
      { method: 'PUT', path: '/auth/signup/app', form: { uuid, email, pws, username, invite_code: inviteCode } },
      readSession,
    );
  }

  signUpByInvitation({ email, pws, username, inviteCode }: SignUpByInvitation): Promise<Session> {
    return this.http.call(
      { method: 'PUT', path: '/auth', form: { email, pws, username, invite_code: inviteCode } },
      readSession,
    );
  }

  signOut(): Promise<void> {
    return this.http.send({ method: 'DELETE', path: '/auth' });
  }

  requestPasswordReset(email: string): Promise<void> {
    return this.http.send({ method: 'POST', path: '/auth/pws/reset', form: { email } });
  }

  setPasswordFromSecret(secret: string, pws: string): Promise<void> {
    return this.http.send({ method: 'POST', path: '/auth/pws/upd', form: { secret, pws } });
  }

  updatePassword(email: string, newPws: string, pws: string): Promise<void> {
    return this.http.send({ method: 'PUT', path: '/auth/pws/upd', form: { email, newPws, pws } });
  }

  startSingleSignOn(email: string, destination: string): Promise<unknown> {
    return this.http.call({ method: 'PUT', path: '/oauth2', query: { email, destination } }, ({ data }) => data);
  }

  completeSingleSignOn(code: string): Promise<Session> {
    return this.http.call({ method: 'POST', path: '/auth/sso', form: { code } }, readSession);
  }
}

/** A sign-in answer: the user in the body, the session token in the X-Auth-Token header. */
function readSession({ data, authToken }: HttpAnswer): Session {
  const user = parseOne(UserDto, data).toDomain();
  if (authToken === null) throw invalidResponseFormat({ reason: 'no X-Auth-Token header on a sign-in answer' });
  return { user, token: authToken };
}
