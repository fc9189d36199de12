import type { PartnerJson } from '@sreo/contract/wire';
import type { MailMessage } from './types';

/**
 * The sandbox's mutable state: plain JSON, kept by a `SandboxStateStore` after every change.
 * Study content (decks and cards) is not part of it: it is rebuilt from the seed at start-up, and the
 * state records which content it was made for (see `contentKey`).
 */
export interface SandboxState {
  readonly version: number;
  /** Fingerprint of the seed content the card ids refer to; a different one migrates them (stateMigration.ts). */
  readonly contentKey: string;
  /** What each card id meant in that content (`cardKeysOf`), so a seed change keeps each learner's cards. */
  readonly cardKeys: Readonly<Record<string, string>>;
  partners: PartnerRecord[];
  users: UserRecord[];
  nextUserId: number;
  /** By token. */
  sessions: Record<string, SessionRecord>;
  /** By `${userId}:${cardId}` (see cardStateKey). */
  cardStates: Record<string, CardStateRecord>;
  /** By the client's answer id, so that a resent answer is counted once. */
  answers: Record<string, AnswerLogEntry>;
  invites: InviteRecord[];
  /** By secret. */
  resetSecrets: Record<string, OneTimeSecret>;
  /** By code: the simulated identity provider's one-time codes. */
  ssoCodes: Record<string, SingleSignOnCode>;
  mailbox: MailMessage[];
  feedback: FeedbackRecord[];
  /** Each learner's queue for the current day, by user id (made at the day's first study call). */
  study?: Record<string, StudyDayRecord>;
}

/** 2: `cardKeys` added. */
export const STATE_VERSION = 2;

/** How a partner's learners sign in. */
type SignInMethodKind = 'password' | 'sso';

/**
 * A partner's name (`n`, which the app's logo is named by), flags, logo (`l`: one of the sandbox's,
 * `PARTNER_LOGOS`) and how its learners sign in, as a test's world states them.
 */
export type PartnerFlags = Partial<Omit<PartnerJson, 'id' | 'u'> & { readonly signInMethod: SignInMethodKind }>;

export type PartnerRecord = PartnerJson & {
  /** New cards a learner of this partner meets per day (N per partner, 10 unless the partner says otherwise). */
  readonly newCardsPerDay: number;
  readonly signInMethod: SignInMethodKind;
};

/** User status values (the spec leaves them open). */
export const UserStatus = {
  Active: 1,
  Blocked: 2,
} as const;

/** User typ values (the spec leaves them open): every sandbox account is a learner. */
export const UserTyp = {
  Learner: 0,
} as const;

export interface UserRecord {
  readonly id: number;
  status: number;
  readonly typ: number;
  readonly email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  /** Whole UTC hour 0..23, or null. */
  remindDt: number | null;
  /** Days of the week, 0 Sunday to 6 Saturday. */
  remindDays: number[];
  notifyEmail: boolean;
  notifyApp: boolean;
  libraryTourShown: boolean;
  schedulerType: number;
  ui: string | null;
  readonly partnerId: number;
  /** A salted hash of the password (see passwords.ts); null: the account has no password (single sign-on). */
  passwordHash: string | null;
  termsAccepted: boolean;
  readonly createdAt: number;
}

interface SessionRecord {
  readonly userId: number;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/**
 * A learner's memory of one card, in the fields the FSRS scheduler (ts-fsrs) needs. Replaced after a
 * review, never changed in place (the server's store hands card memory out frozen). Times are epoch
 * milliseconds; state follows ts-fsrs (0 New, 1 Learning, 2 Review, 3 Relearning).
 */
export interface CardStateRecord {
  readonly userId: number;
  readonly cardId: number;
  readonly due: number | null;
  readonly stability: number | null;
  readonly difficulty: number | null;
  readonly elapsedDays?: number;
  readonly scheduledDays?: number;
  readonly learningSteps?: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: number;
  readonly lastReview: number | null;
}

export function cardStateKey(userId: number, cardId: number): string {
  return `${userId}:${cardId}`;
}

export interface AnswerLogEntry {
  readonly id: string;
  readonly userId: number;
  readonly deckId: number;
  readonly cardId: number;
  /**
   * When the answer counts, epoch milliseconds, by the server's clock: the client's `dt` when it falls
   * on the server's current day and not after its now, else the time it arrived (see `answerTime`).
   */
  readonly dt: number;
  /** The `dt` the client sent, as it sent it (recorded, not trusted), when it differs from `dt`. */
  readonly clientDt?: string;
  readonly tta: number;
  readonly ans: number;
  readonly rawAnswers?: string;
  readonly mode: number;
  /** The grade the scheduler was given (ts-fsrs Rating 1..4), when the answer was graded. */
  readonly rating?: number;
}

export interface InviteRecord {
  readonly code: string;
  readonly partnerId: number;
  /** Null: never expires. */
  readonly expiresAt: number | null;
  /** An invitation sent to one address; null: anyone with the code. */
  readonly email: string | null;
}

interface OneTimeSecret {
  readonly userId: number;
  readonly expiresAt: number;
}

interface SingleSignOnCode extends OneTimeSecret {
  /** The sign-in attempt the provider's page knows it by (the code itself never leaves the server but there). */
  readonly request?: string;
}

interface FeedbackRecord {
  readonly userId: number;
  readonly text: string;
  readonly rating: number | null;
  readonly at: number;
}

/** A learner's study queue for one UTC day: card ids per group, fixed when the day's first call made it. */
export interface StudyDayRecord {
  /** UTC day number (epoch milliseconds / 86 400 000, floored). */
  readonly day: number;
  readonly main: number[];
  /** The Main cards that were new when the queue was made (the rest are learning cards). */
  readonly newCards: number[];
  readonly review: number[];
  readonly survey: number[];
  /** Cards of main, review and survey answered today. */
  done: number[];
  surveySkipped: boolean;
  /** "Review 10 more" cards, served in order after the day's groups; extraDone of them are answered. */
  extra: number[];
  extraDone: number;
}
