import type { Generated } from 'kysely';

/**
 * The sandbox's tables, as Kysely sees them (docs/sandbox-store.md draws them). Booleans are stored as
 * 0 and 1, times as epoch milliseconds, short lists of ids as JSON text. Each learner's rows are found
 * through their `userId`, first column of every per-learner primary key or index.
 */
export interface SandboxTables {
  meta: MetaTable;
  partner: PartnerTable;
  learner: LearnerTable;
  session: SessionTable;
  invite: InviteTable;
  reset_secret: ResetSecretTable;
  sso_code: SsoCodeTable;
  mail: MailTable;
  feedback: FeedbackTable;
  card_memory: CardMemoryTable;
  answer: AnswerTable;
  study_day: StudyDayTable;
  study_queue: StudyQueueTable;
  peer_tkl: PeerTklTable;
  peer_tkl_band: PeerTklBandTable;
}

/** The store's own facts: the seed content its card ids refer to (`contentKey`, `cardKeys`). */
interface MetaTable {
  key: string;
  value: string;
}

export interface PartnerTable {
  id: number;
  l: string;
  u: string;
  n: string;
  showTermOfUse: number;
  showFeedbackAlways: number;
  showMostKnowledgeableUsersPercentage: number;
  showFullUserKnowledgeList: number;
  showLeaderboard: number;
  enableLibrary: number;
  enableUserPerformance: number;
  enableExternalAnalytics: number;
  allowUsersChangeRemindDays: number;
  allowUsersChangeRemindTime: number;
  termOfUseUrl: string | null;
  newCardsPerDay: number;
  signInMethod: string;
}

/** Every account: every sandbox account is a learner. */
export interface LearnerTable {
  id: Generated<number>;
  email: string;
  partnerId: number;
  status: number;
  typ: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  remindDt: number | null;
  /** JSON list of week days, 0 Sunday. */
  remindDays: string;
  notifyEmail: number;
  notifyApp: number;
  libraryTourShown: number;
  schedulerType: number;
  ui: string | null;
  passwordHash: string | null;
  termsAccepted: number;
  createdAt: number;
}

/** A session, by the SHA-256 of its token: the token itself is never stored. */
interface SessionTable {
  tokenHash: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

interface InviteTable {
  /** Compared without regard to case. */
  code: string;
  partnerId: number;
  expiresAt: number | null;
  email: string | null;
}

/** A password-reset secret, by its SHA-256. */
interface ResetSecretTable {
  secretHash: string;
  userId: number;
  expiresAt: number;
}

interface SsoCodeTable {
  code: string;
  userId: number;
  expiresAt: number;
  request: string | null;
}

/** The e-mails the sandbox "sent" (GET /sandbox/mailbox). */
interface MailTable {
  id: Generated<number>;
  to: string;
  subject: string;
  secret: string;
  link: string;
  /** ISO 8601. */
  at: string;
  sentAt: number;
}

interface FeedbackTable {
  id: Generated<number>;
  userId: number;
  text: string;
  rating: number | null;
  at: number;
}

/** A learner's memory of one card, as the FSRS scheduler keeps it. */
interface CardMemoryTable {
  userId: number;
  cardId: number;
  due: number | null;
  stability: number | null;
  difficulty: number | null;
  elapsedDays: number | null;
  scheduledDays: number | null;
  learningSteps: number | null;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

/** An answer, by its learner and the id the client gave it: ids are the learner's own. */
interface AnswerTable {
  userId: number;
  id: string;
  deckId: number;
  cardId: number;
  dt: number;
  clientDt: string | null;
  tta: number;
  ans: number;
  rawAnswers: string | null;
  mode: number;
  rating: number | null;
}

/** How many answers a learner gave on a UTC day (their study days and streak). */
interface StudyDayTable {
  userId: number;
  day: number;
  answers: number;
}

/** A learner's queue for the current day: card ids per group, as JSON lists. */
interface StudyQueueTable {
  userId: number;
  day: number;
  main: string;
  newCards: string;
  review: string;
  survey: string;
  done: string;
  surveySkipped: number;
  extra: string;
  extraDone: number;
}

/**
 * Each active learner's overall TKL as their peers see it (leaderboard, percentile, full list):
 * refreshed when they answer, and when it is older than a few minutes (sandbox/src/peerRefresh.ts).
 */
interface PeerTklTable {
  userId: number;
  partnerId: number;
  name: string;
  tkl: number;
  refreshedAt: number;
}

/** How many of a partner's peers have a TKL in each hundredth (`band`, 0 to 100): kept by triggers on peer_tkl. */
interface PeerTklBandTable {
  partnerId: number;
  band: number;
  peers: number;
}
