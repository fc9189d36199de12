import { inject, injectable } from 'inversify';
import type { Session, SignInMethod, User } from '../../domain/entities';
import { sessionTokenMissing } from '../../domain/errors';
import type { AuthApi, SignUpByApplication, SignUpByInvitation } from '../../ports';
import { SignInMethodDto, UserDto } from './dto';
import { HttpClient, type HttpAnswer } from './HttpClient';
import { parseOne } from './parseResponse';

/** The account calls of docs/product.md section 7 and contract/openapi.yaml over HTTP. */
@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  signIn(email: string, pws: string): Promise<Session> {
    return this.http.call({ method: 'POST', path: '/auth', form: { email, pws } }, readSession);
  }

  signInWithToken(): Promise<User> {
    return this.http.call({ method: 'GET', path: '/auth' }, readUser);
  }

  signInMethod(email: string): Promise<SignInMethod> {
    return this.http.call({ method: 'GET', path: '/auth/method', query: { email } }, ({ data }) =>
      parseOne(SignInMethodDto, data).toDomain(),
    );
  }

  signUpByApplication({ uuid, email, pws, username, inviteCode }: SignUpByApplication): Promise<User> {
    return this.http.call(
      { method: 'PUT', path: '/auth/signup/app', form: { uuid, email, pws, username, invite_code: inviteCode } },
      readUser,
    );
  }

  signUpByInvitation({ email, pws, username, inviteCode }: SignUpByInvitation): Promise<User> {
    return this.http.call({ method: 'PUT', path: '/auth', form: { email, pws, username, invite_code: inviteCode } }, readUser);
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

function readUser({ data }: HttpAnswer): User {
  return parseOne(UserDto, data).toDomain();
}

/**
 * A sign-in answer: the user in the body, the session token in the X-Auth-Token header. A missing
 * header is most often a backend on another origin that does not expose it through CORS, which the
 * page cannot tell from one never sent: the error says what the backend must do.
 */
function readSession(answer: HttpAnswer): Session {
  const user = readUser(answer);
  if (answer.authToken === null) throw sessionTokenMissing({ reason: 'no readable X-Auth-Token header on a sign-in answer' });
  return { user, token: answer.authToken };
}
