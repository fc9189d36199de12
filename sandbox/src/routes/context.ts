import type { PartnerJson, UserJson } from '@sreo/contract/wire';
import type { SandboxContent } from '../content';
import type { PasswordHasher } from '../passwords';
import type { PasswordThrottle, SignUpLimit } from '../PasswordThrottle';
import { UNKNOWN_REALM_DOMAIN } from '../demoData';
import { UserStatus, type PartnerRecord, type UserRecord } from '../model';
import type { SandboxStore } from '../store/SandboxStore';
import { secretHash } from '../store/secretHash';
import { resolveTerms, type SandboxSites } from '../sites';
import { AUTH_TOKEN_HEADER, fail, json, type SandboxRequest, type SandboxResponse } from '../types';

/** What a route sees of one call and of the sandbox. */
export interface RouteContext {
  readonly request: SandboxRequest;
  /** The path's parameters (`:deckId`), URI-decoded, in the order the path names them. */
  readonly params: readonly string[];
  /** The sandbox's tables. */
  readonly store: SandboxStore;
  readonly content: SandboxContent;
  /** Where media, the terms page and the identity provider are. */
  readonly sites: SandboxSites;
  readonly now: number;
  /** A fresh random id (tokens, secrets, codes): the only randomness in the sandbox, with password salts. */
  readonly randomId: () => string;
  readonly passwords: PasswordHasher;
  readonly throttle: PasswordThrottle;
  readonly signUps: SignUpLimit;
}

/** A call made with a valid session. */
export interface SignedInContext extends RouteContext {
  readonly token: string;
  readonly user: UserRecord;
  readonly partner: PartnerRecord;
}

/** A call of the contract: its method, its path as Hono declares it (`/app/library/decks/:deckId`) and its handler. */
export type Route =
  | {
      readonly method: string;
      readonly path: string;
      readonly signedIn: false;
      readonly handle: (context: RouteContext) => SandboxResponse;
    }
  | {
      readonly method: string;
      readonly path: string;
      readonly signedIn: true;
      readonly handle: (context: SignedInContext) => SandboxResponse;
    };

export function publicRoute(method: string, path: string, handle: (context: RouteContext) => SandboxResponse): Route {
  return { method, path, signedIn: false, handle };
}

export function signedInRoute(method: string, path: string, handle: (context: SignedInContext) => SandboxResponse): Route {
  return { method, path, signedIn: true, handle };
}

const DAY_MS = 86_400_000;
const SESSION_LIFETIME_MS = 30 * DAY_MS;

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const ACCOUNT_BLOCKED_MESSAGE = 'Your account is blocked. Please contact your supervisor.';
const PASSWORD_INCORRECT_MESSAGE = 'Username or password is incorrect.';

function sessionExpired(): never {
  return fail(403, 'SessionExpired', SESSION_EXPIRED_MESSAGE);
}

export function passwordIncorrect(): never {
  return fail(403, 'PasswordIsIncorrect', PASSWORD_INCORRECT_MESSAGE);
}

/** Any address at the unknown realm's domain belongs to no partner. */
export function checkRealm(email: string): void {
  if (email.endsWith(`@${UNKNOWN_REALM_DOMAIN}`)) {
    fail(404, 'RealmIsNotFound', `No organisation is set up for the e-mail domain ${UNKNOWN_REALM_DOMAIN}.`);
  }
}

/** A blocked account answers 503 on any call that names it (contract/openapi.yaml, AccountBlocked). */
export function checkNotBlocked(user: UserRecord | undefined): void {
  if (user?.status === UserStatus.Blocked) fail(503, 'AccountBlocked', ACCOUNT_BLOCKED_MESSAGE);
}

export function findUser(store: SandboxStore, email: string): UserRecord | undefined {
  return store.userByEmail(email);
}

export function partnerOf(store: SandboxStore, user: UserRecord): PartnerRecord {
  const partner = store.partner(user.partnerId);
  if (!partner) throw new Error(`User ${user.id} has no partner ${user.partnerId}`);
  return partner;
}

/**
 * The partner as the user's sign-in answer carries it (docs/product.md section 3). The terms overlay is asked
 * for only until this learner has accepted the terms: the user shape has no field of its own for that,
 * so acceptance shows in the next sign-in answer as showTermOfUse false.
 */
function partnerJson(partner: PartnerRecord, user: UserRecord, sites: SandboxSites): PartnerJson {
  return {
    id: partner.id,
    l: partner.l,
    u: partner.u,
    n: partner.n,
    showTermOfUse: partner.showTermOfUse && !user.termsAccepted,
    showFeedbackAlways: partner.showFeedbackAlways,
    showMostKnowledgeableUsersPercentage: partner.showMostKnowledgeableUsersPercentage,
    showFullUserKnowledgeList: partner.showFullUserKnowledgeList,
    showLeaderboard: partner.showLeaderboard,
    enableLibrary: partner.enableLibrary,
    enableUserPerformance: partner.enableUserPerformance,
    enableExternalAnalytics: partner.enableExternalAnalytics,
    allowUsersChangeRemindDays: partner.allowUsersChangeRemindDays,
    allowUsersChangeRemindTime: partner.allowUsersChangeRemindTime,
    termOfUseUrl: resolveTerms(partner.termOfUseUrl, sites),
  };
}

/** The user exactly as docs/product.md section 3 lists it, partner nested, remindDt in UTC hours. */
export function userJson({ store, sites }: Pick<RouteContext, 'store' | 'sites'>, user: UserRecord): UserJson {
  return {
    id: user.id,
    status: user.status,
    typ: user.typ,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    remindDt: user.remindDt,
    remindDays: [...user.remindDays],
    notifyEmail: user.notifyEmail,
    notifyApp: user.notifyApp,
    libraryTourShown: user.libraryTourShown,
    schedulerType: user.schedulerType,
    ui: user.ui,
    partner: partnerJson(partnerOf(store, user), user, sites),
  };
}

/** Opens a session: answers the user with the new token in the X-Auth-Token header. */
export function startSession(context: RouteContext, user: UserRecord): SandboxResponse {
  const token = context.randomId();
  context.store.insertSession(secretHash(token), { userId: user.id, createdAt: context.now, expiresAt: context.now + SESSION_LIFETIME_MS });
  return json(userJson(context, user), 200, { [AUTH_TOKEN_HEADER]: token });
}

/** The signed-in user of a token: 403 SessionExpired when there is none, 503 when the account is blocked. */
export function sessionUser(store: SandboxStore, token: string | null, now: number): UserRecord {
  if (!token) return sessionExpired();
  const session = store.session(secretHash(token));
  // An expired session is dropped by the next purge (SandboxServer).
  if (!session || session.expiresAt <= now) return sessionExpired();
  const user = store.userById(session.userId);
  if (!user) return sessionExpired();
  checkNotBlocked(user);
  return user;
}

/** Ends every session of a user (after the password changed through an e-mailed secret). */
export function endSessionsOf(store: SandboxStore, userId: number): void {
  store.deleteSessionsOf(userId);
}
