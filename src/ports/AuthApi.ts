import type { Session, SignInMethod, User } from '../domain/entities';

export interface SignUpByApplication {
  readonly uuid: string;
  readonly email: string;
  readonly pws: string;
  readonly username: string;
  readonly inviteCode?: string;
}

export interface SignUpByInvitation {
  readonly email: string;
  readonly pws: string;
  readonly username: string;
  readonly inviteCode?: string;
}

/** The server's account calls (docs/product.md section 7). Failures reject with a catalogue AppError. */
export interface AuthApi {
  /** POST /auth. */
  signIn(email: string, pws: string): Promise<Session>;
  /** GET /auth with the stored token. */
  signInWithToken(): Promise<User>;
  /** GET /auth/method?email=. */
  signInMethod(email: string): Promise<SignInMethod>;
  /**
   * PUT /auth/signup/app: answers the new user. Any session token the answer carries is not needed:
   * sign-up is followed by a sign-in (docs/product.md section 4), so a backend need not send one.
   */
  signUpByApplication(input: SignUpByApplication): Promise<User>;
  /** PUT /auth (invited user): answers the new user, as above. */
  signUpByInvitation(input: SignUpByInvitation): Promise<User>;
  /** DELETE /auth. */
  signOut(): Promise<void>;
  /** POST /auth/pws/reset. */
  requestPasswordReset(email: string): Promise<void>;
  /** POST /auth/pws/upd: a new password from the e-mailed secret. */
  setPasswordFromSecret(secret: string, pws: string): Promise<void>;
  /** PUT /auth/pws/upd: change the password while signed in. */
  updatePassword(email: string, newPws: string, pws: string): Promise<void>;
  /** PUT /oauth2?email=&destination=: the single-sign-on start; the data is returned as is. */
  startSingleSignOn(email: string, destination: string): Promise<unknown>;
  /** POST /auth/sso (form code): trades the identity provider's one-time code for a session. */
  completeSingleSignOn(code: string): Promise<Session>;
}

export const AUTH_API = Symbol.for('AuthApi');
