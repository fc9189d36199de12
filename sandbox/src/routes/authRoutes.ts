import { DEFAULT_PARTNER_ID, MAIL_FAILURE_EMAIL, newUserRecord } from '../demoData';
import type { InviteRecord, UserRecord } from '../model';
import { standInHash } from '../passwords';
import { peerName, type SandboxStore } from '../store/SandboxStore';
import { secretHash } from '../store/secretHash';
import { NO_CONTENT, fail, json, type SandboxResponse } from '../types';
import {
  checkKey,
  checkPasswordRule,
  invalid,
  requireEmail,
  requirePassword,
  requireText,
} from '../validation';
import {
  checkNotBlocked,
  checkRealm,
  endSessionsOf,
  findUser,
  partnerOf,
  passwordIncorrect,
  publicRoute,
  signedInRoute,
  startSession,
  userJson,
  type Route,
  type RouteContext,
} from './context';
import { APP_BASE_PATH, PATHS } from '@sreo/contract';

const MINUTE_MS = 60_000;
/** How long an e-mailed password-reset secret can be used. */
export const RESET_SECRET_LIFETIME_MS = 24 * 60 * MINUTE_MS;
const SSO_CODE_LIFETIME_MS = 5 * MINUTE_MS;

const SSO_REQUIRED_MESSAGE = "This account signs in through single sign-on. Please use your organisation's sign-in.";

/** POST /auth: password sign-in. */
function signIn(context: RouteContext): SandboxResponse {
  const email = requireEmail(context.request.form.email);
  const pws = requirePassword(context.request.form.pws);
  checkRealm(email);
  context.throttle.check(email, context.request.clientAddress, context.now);
  const user = findUser(context.store, email);
  if (!user) {
    // As long as a known account's check, so the answer's time does not tell whether the account exists.
    context.passwords.verify(pws, standInHash(context.passwords));
    return wrongPassword(context, email);
  }
  checkNotBlocked(user);
  if (usesSso(context, user)) fail(403, 'SsoRequired', SSO_REQUIRED_MESSAGE);
  checkPassword(context, user, pws);
  return startSession(context, user);
}

function usesSso(context: RouteContext, user: UserRecord): boolean {
  return partnerOf(context.store, user).signInMethod === 'sso' || user.passwordHash === null;
}

/** The password given for an account, against its hash: a wrong one is counted by the throttle (PasswordThrottle). */
function checkPassword(context: RouteContext, user: UserRecord, password: string): void {
  context.throttle.check(user.email, context.request.clientAddress, context.now);
  if (user.passwordHash === null || !context.passwords.verify(password, user.passwordHash)) wrongPassword(context, user.email);
  context.throttle.noteSuccess(user.email);
}

function wrongPassword(context: RouteContext, email: string): never {
  context.throttle.noteFailure(email, context.request.clientAddress, context.now);
  return passwordIncorrect();
}

/** GET /auth/method?email=: how the address signs in. An unknown address signs in with a password. */
function signInMethod(context: RouteContext): SandboxResponse {
  const email = requireEmail(context.request.query.email);
  checkRealm(email);
  const user = findUser(context.store, email);
  checkNotBlocked(user);
  return json({ method: user && usesSso(context, user) ? 'sso' : 'password' });
}

interface SignUpFields {
  readonly email: string;
  readonly pws: string;
  readonly username: string;
  readonly inviteCode: string | null;
}

function signUpFields(context: RouteContext): SignUpFields {
  const { form } = context.request;
  const email = requireEmail(form.email);
  const pws = requirePassword(form.pws);
  const username = requireText(form.username, 'username', 50);
  const code = checkKey((form.invite_code ?? '').trim(), 'invite_code');
  return { email, pws, username, inviteCode: code === '' ? null : code };
}

function checkNotRegistered(context: RouteContext, email: string): void {
  const existing = findUser(context.store, email);
  checkNotBlocked(existing);
  if (existing) fail(409, 'UserAlreadyExists', 'User already exists with this e-mail address.');
}

/** The invitation a code names: 409 when unknown, expired or addressed to someone else. */
function inviteFor(context: RouteContext, code: string, email: string): InviteRecord {
  const invite = context.store.invite(code);
  if (!invite) fail(409, 'InviteCodeInvalid', 'Invite code is not valid. Please check it, or ask your supervisor for a new one.');
  if (invite.expiresAt !== null && invite.expiresAt <= context.now) fail(409, 'InviteCodeExpired', 'Invite code has expired');
  if (invite.email !== null && invite.email !== email) {
    fail(409, 'InviteCodeInvalid', 'This invitation was sent to another e-mail address.');
  }
  return invite;
}

function createUser(context: RouteContext, fields: SignUpFields, partnerId: number, invite: InviteRecord | null): SandboxResponse {
  checkPasswordRule(fields.pws);
  context.signUps.admit(context.request.clientAddress, context.now);
  const { store } = context;
  const { id: _unset, ...fresh } = newUserRecord(
    { id: 0, email: fields.email, partnerId, username: fields.username, passwordHash: context.passwords.hash(fields.pws) },
    context.now,
  );
  const user = store.insertUser(fresh);
  store.putPeer({ userId: user.id, partnerId, name: peerName(user), tkl: 0 }, context.now);
  // An invitation addressed to one person is used up; a shared code (DEMO-INVITE) stays valid.
  if (invite?.email) store.deleteInvite(invite.code);
  return startSession(context, user);
}

/** PUT /auth/signup/app: sign-up by application (uuid is the app's identifier), an invite code optional. */
function signUpByApplication(context: RouteContext): SandboxResponse {
  checkKey(requireText(context.request.form.uuid, 'uuid', 200), 'uuid');
  const fields = signUpFields(context);
  checkRealm(fields.email);
  checkNotRegistered(context, fields.email);
  const invite = fields.inviteCode === null ? null : inviteFor(context, fields.inviteCode, fields.email);
  return createUser(context, fields, invite?.partnerId ?? DEFAULT_PARTNER_ID, invite);
}

/** PUT /auth: the invited user's sign-up; without a code, an invitation sent to the address is looked up. */
function signUpByInvitation(context: RouteContext): SandboxResponse {
  const fields = signUpFields(context);
  checkRealm(fields.email);
  checkNotRegistered(context, fields.email);
  let invite: InviteRecord;
  if (fields.inviteCode !== null) {
    invite = inviteFor(context, fields.inviteCode, fields.email);
  } else {
    const sent = context.store.inviteSentTo(fields.email);
    if (!sent) fail(409, 'InvitationNotFound', 'No invitation was found for this e-mail address. Please ask your supervisor to send you one.');
    invite = inviteFor(context, sent.code, fields.email);
  }
  return createUser(context, fields, invite.partnerId, invite);
}

/** DELETE /auth: ends the session of the token, if any; answers 204 even when there was none. */
function signOut(context: RouteContext): SandboxResponse {
  const { token } = context.request;
  if (token) context.store.deleteSession(secretHash(token));
  return NO_CONTENT;
}

/**
 * POST /auth/pws/reset: "e-mails" a one-time secret, i.e. puts it in the sandbox mailbox (GET
 * /sandbox/mailbox). An unknown address answers the same 204 without a message, as a real server would.
 */
function requestPasswordReset(context: RouteContext): SandboxResponse {
  const email = requireEmail(context.request.form.email);
  checkRealm(email);
  const user = findUser(context.store, email);
  checkNotBlocked(user);
  if (email === MAIL_FAILURE_EMAIL) fail(424, 'MandrillError', 'The e-mail provider could not send the message.');
  if (!user) return NO_CONTENT;
  if (usesSso(context, user)) fail(403, 'SsoRequired', SSO_REQUIRED_MESSAGE);
  const secret = context.randomId();
  context.store.insertResetSecret(secretHash(secret), { userId: user.id, expiresAt: context.now + RESET_SECRET_LIFETIME_MS });
  context.store.insertMail({
    to: user.email,
    subject: 'Reset your password',
    secret,
    link: `${APP_BASE_PATH}${PATHS.setPassword}?secret=${encodeURIComponent(secret)}`,
    at: new Date(context.now).toISOString(),
  });
  return NO_CONTENT;
}

/** POST /auth/pws/upd: the new password for the e-mailed secret; the secret is used up, old sessions end. */
function setPasswordFromSecret(context: RouteContext): SandboxResponse {
  const secret = checkKey((context.request.form.secret ?? '').trim(), 'secret');
  const pws = requirePassword(context.request.form.pws);
  const entry = secret === '' ? undefined : context.store.resetSecret(secretHash(secret));
  const user = entry && entry.expiresAt > context.now ? context.store.userById(entry.userId) : undefined;
  if (!user) fail(403, 'ResetLinkInvalid', 'This password reset link is not valid any more. Please ask for a new one.');
  checkNotBlocked(user);
  checkPasswordRule(pws);
  context.store.updateUser(user.id, { passwordHash: context.passwords.hash(pws) });
  context.store.deleteResetSecret(secretHash(secret));
  endSessionsOf(context.store, user.id);
  return NO_CONTENT;
}

/** PUT /auth/pws/upd: a signed-in learner changes their own password, giving the current one. */
const updatePassword = signedInRoute('PUT', '/auth/pws/upd', (context) => {
  const { form } = context.request;
  const email = requireEmail(form.email);
  const newPws = requirePassword(form.newPws, 'newPws');
  const pws = requirePassword(form.pws);
  if (email !== context.user.email) fail(403, 'Forbidden', 'You can only change your own password.');
  if (usesSso(context, context.user)) fail(403, 'SsoRequired', SSO_REQUIRED_MESSAGE);
  checkPassword(context, context.user, pws);
  checkPasswordRule(newPws);
  context.store.updateUser(context.user.id, { passwordHash: context.passwords.hash(newPws) });
  return NO_CONTENT;
});

/**
 * PUT /oauth2?email=&destination=: the single-sign-on start. The sandbox simulates the partner's identity
 * provider, which would sign the learner in and send the browser back to `destination` with a one-time
 * `sso_code` query parameter. With a provider on its own origin (the sandbox server), `{url}` is the
 * provider's sign-in page for this attempt (`?request=`, no code): the code is handed over only there, on
 * the way back to the app, so neither this answer nor a request log carries it. In the page (no provider
 * origin, and nothing outside the page to hide it from) `{url}` is the return address itself, so the app
 * "leaves" for the provider and lands straight back. The app then finishes with POST /auth/sso (form
 * `code`), which answers the user and a session token like POST /auth.
 */
function startSingleSignOn(context: RouteContext): SandboxResponse {
  const email = requireEmail(context.request.query.email);
  const destination = (context.request.query.destination ?? '').trim();
  checkRealm(email);
  const user = findUser(context.store, email);
  checkNotBlocked(user);
  if (!user || !usesSso(context, user)) fail(403, 'SsoNotAvailable', 'This e-mail address signs in with a password.');
  if (destination === '') invalid('destination is required.');
  checkReturnAddress(destination);
  const provider = context.sites.identityProvider;
  const request = context.randomId();
  const code = issueSsoCode(context, user, request);
  return json({ url: provider ? `${provider}/authorize?${new URLSearchParams({ request, destination })}` : withQueryParameter(destination, 'sso_code', code) });
}

function issueSsoCode(context: RouteContext, user: UserRecord, request: string): string {
  const code = context.randomId();
  context.store.insertSsoCode(code, { userId: user.id, expiresAt: context.now + SSO_CODE_LIFETIME_MS, request });
  return code;
}

/**
 * What the simulated identity provider shows for a sign-in the app sent it (`request`, from PUT
 * /oauth2's address): whose it is, and the address that leads back (`destination` with the `sso_code`);
 * null when the attempt is unknown, spent or expired.
 */
export function pendingSingleSignOn(
  store: SandboxStore,
  now: number,
  request: string,
  destination: string,
): { email: string; returnUrl: string } | null {
  const entry = request === '' ? undefined : store.ssoCodeOfRequest(request);
  const user = entry && entry.expiresAt > now ? store.userById(entry.userId) : undefined;
  if (!entry || !user) return null;
  const { code } = entry;
  try {
    return { email: user.email, returnUrl: withQueryParameter(destination, 'sso_code', code) };
  } catch {
    return null;
  }
}

function checkReturnAddress(destination: string): void {
  if (!/^(https?:\/\/|\/)/i.test(destination)) invalid('destination must be an http(s) address or a path.');
}

function withQueryParameter(destination: string, name: string, value: string): string {
  checkReturnAddress(destination);
  const hashAt = destination.indexOf('#');
  const base = hashAt < 0 ? destination : destination.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : destination.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${name}=${encodeURIComponent(value)}${hash}`;
}

/** POST /auth/sso (sandbox): trades the simulated identity provider's one-time code for a session. */
function completeSingleSignOn(context: RouteContext): SandboxResponse {
  const code = checkKey((context.request.form.code ?? '').trim(), 'code');
  const entry = code === '' ? undefined : context.store.ssoCode(code);
  if (entry) context.store.deleteSsoCode(code);
  const user = entry && entry.expiresAt > context.now ? context.store.userById(entry.userId) : undefined;
  if (!user) fail(403, 'SsoCodeInvalid', 'The single sign-on attempt is not valid any more. Please sign in again.');
  checkNotBlocked(user);
  return startSession(context, user);
}

export const authRoutes: readonly Route[] = [
  publicRoute('POST', '/auth', signIn),
  signedInRoute('GET', '/auth', (context) => json(userJson(context, context.user))),
  publicRoute('GET', '/auth/method', signInMethod),
  publicRoute('PUT', '/auth/signup/app', signUpByApplication),
  publicRoute('PUT', '/auth', signUpByInvitation),
  publicRoute('DELETE', '/auth', signOut),
  publicRoute('POST', '/auth/pws/reset', requestPasswordReset),
  publicRoute('POST', '/auth/pws/upd', setPasswordFromSecret),
  updatePassword,
  publicRoute('PUT', '/oauth2', startSingleSignOn),
  publicRoute('POST', '/auth/sso', completeSingleSignOn),
];
