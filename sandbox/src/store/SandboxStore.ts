import { sql, type Insertable, type Selectable } from 'kysely';
import type { AnswerLogEntry, CardStateRecord, InviteRecord, PartnerRecord, SandboxState, StudyDayRecord, UserRecord } from '../model';
import type { MailMessage } from '../types';
import { tklBand, tklBandSql } from './migrations';
import type { LearnerTable, PartnerTable, SandboxTables } from './schema';
import { secretHash } from './secretHash';
import type { SandboxDb } from './SqlDatabase';

type Row<Table extends keyof SandboxTables> = Selectable<SandboxTables[Table]>;

/** A session, a reset secret or a single-sign-on code: whose it is and until when. */
export interface Grant {
  readonly userId: number;
  readonly expiresAt: number;
}

/** A learner as their peers rank them. */
export interface PeerRow {
  readonly userId: number;
  readonly name: string;
  readonly tkl: number;
}

/**
 * Every read and write the sandbox makes, as typed queries on its tables (store/schema.ts): each
 * per-learner query goes through an index led by the learner's id, so it costs what their own rows cost.
 */
export class SandboxStore {
  constructor(readonly db: SandboxDb) {}

  private get q() {
    return this.db.q;
  }

  // Partners and learners

  partner(id: number): PartnerRecord | undefined {
    const row = this.db.first(this.q.selectFrom('partner').selectAll().where('id', '=', id));
    return row && partnerRecord(row);
  }

  userById(id: number): UserRecord | undefined {
    const row = this.db.first(this.q.selectFrom('learner').selectAll().where('id', '=', id));
    return row && userRecord(row);
  }

  userByEmail(email: string): UserRecord | undefined {
    const row = this.db.first(this.q.selectFrom('learner').selectAll().where('email', '=', email));
    return row && userRecord(row);
  }

  /** Adds an account (its id the next free one when none is given) and answers it. */
  insertUser(user: Omit<UserRecord, 'id'> & { id?: number }): UserRecord {
    const inserted = this.db.first(this.q.insertInto('learner').values(learnerRow(user) as Insertable<LearnerTable>).returning('id'));
    return { ...user, id: Number(inserted!.id) };
  }

  updateUser(id: number, changes: Partial<Omit<UserRecord, 'id'>>): void {
    const row = learnerRow(changes);
    if (Object.keys(row).length > 0) this.db.run(this.q.updateTable('learner').set(row).where('id', '=', id));
  }

  // Sessions, secrets and codes

  insertSession(tokenHash: string, session: Grant & { createdAt: number }): void {
    this.db.run(this.q.insertInto('session').values({ tokenHash, ...session }));
  }

  session(tokenHash: string): Grant | undefined {
    return this.db.first(this.q.selectFrom('session').select(['userId', 'expiresAt']).where('tokenHash', '=', tokenHash));
  }

  deleteSession(tokenHash: string): void {
    this.db.run(this.q.deleteFrom('session').where('tokenHash', '=', tokenHash));
  }

  deleteSessionsOf(userId: number): void {
    this.db.run(this.q.deleteFrom('session').where('userId', '=', userId));
  }

  insertResetSecret(secretHash: string, grant: Grant): void {
    this.db.run(this.q.insertInto('reset_secret').values({ secretHash, ...grant }));
  }

  resetSecret(secretHash: string): Grant | undefined {
    return this.db.first(this.q.selectFrom('reset_secret').select(['userId', 'expiresAt']).where('secretHash', '=', secretHash));
  }

  deleteResetSecret(secretHash: string): void {
    this.db.run(this.q.deleteFrom('reset_secret').where('secretHash', '=', secretHash));
  }

  insertSsoCode(code: string, grant: Grant & { request: string | null }): void {
    this.db.run(this.q.insertInto('sso_code').values({ code, ...grant }));
  }

  ssoCode(code: string): (Grant & { request: string | null }) | undefined {
    return this.db.first(this.q.selectFrom('sso_code').select(['userId', 'expiresAt', 'request']).where('code', '=', code));
  }

  ssoCodeOfRequest(request: string): (Grant & { code: string }) | undefined {
    return this.db.first(this.q.selectFrom('sso_code').select(['code', 'userId', 'expiresAt']).where('request', '=', request));
  }

  deleteSsoCode(code: string): void {
    this.db.run(this.q.deleteFrom('sso_code').where('code', '=', code));
  }

  // Invitations

  /** The invitation of a code, whatever its case. */
  invite(code: string): InviteRecord | undefined {
    return this.db.first(this.q.selectFrom('invite').selectAll().where('code', '=', code));
  }

  inviteSentTo(email: string): InviteRecord | undefined {
    return this.db.first(this.q.selectFrom('invite').selectAll().where('email', '=', email));
  }

  deleteInvite(code: string): void {
    this.db.run(this.q.deleteFrom('invite').where('code', '=', code));
  }

  // Mail and feedback

  insertMail(message: MailMessage): void {
    this.db.run(this.q.insertInto('mail').values({ ...message, sentAt: Date.parse(message.at) }));
  }

  /** The e-mails sent, oldest first: all, or those to one address. */
  mail(to?: string): MailMessage[] {
    let query = this.q.selectFrom('mail').select(['to', 'subject', 'secret', 'link', 'at']).orderBy('id');
    if (to !== undefined) query = query.where('to', '=', to);
    return this.db.rows(query);
  }

  insertFeedback(feedback: { userId: number; text: string; rating: number | null; at: number }): void {
    this.db.run(this.q.insertInto('feedback').values(feedback));
  }

  /** How many feedback messages a learner sent since `since`. */
  feedbackSince(userId: number, since: number): { count: number } {
    const row = this.db.first(
      this.q
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .where('at', '>=', since),
    );
    return { count: Number(row?.count ?? 0) };
  }

  // Card memory, answers and study days

  /** Every card memory of a learner, by card id. */
  memoryOf(userId: number): Map<number, CardStateRecord> {
    const rows = this.db.rows(this.q.selectFrom('card_memory').selectAll().where('userId', '=', userId));
    return new Map(rows.map((row) => [row.cardId, cardStateRecord(row)]));
  }

  cardMemory(userId: number, cardId: number): CardStateRecord | undefined {
    const row = this.db.first(this.q.selectFrom('card_memory').selectAll().where('userId', '=', userId).where('cardId', '=', cardId));
    return row && cardStateRecord(row);
  }

  putCardMemory(record: CardStateRecord): void {
    const row = {
      userId: record.userId,
      cardId: record.cardId,
      due: record.due,
      stability: record.stability,
      difficulty: record.difficulty,
      elapsedDays: record.elapsedDays ?? null,
      scheduledDays: record.scheduledDays ?? null,
      learningSteps: record.learningSteps ?? null,
      reps: record.reps,
      lapses: record.lapses,
      state: record.state,
      lastReview: record.lastReview,
    };
    this.db.run(this.q.insertInto('card_memory').values(row).onConflict((oc) => oc.columns(['userId', 'cardId']).doUpdateSet(row)));
  }

  hasAnswer(userId: number, id: string): boolean {
    return this.db.first(this.q.selectFrom('answer').select('id').where('userId', '=', userId).where('id', '=', id)) !== undefined;
  }

  /** Logs an answer and counts it on its learner's study day. */
  insertAnswer(answer: AnswerLogEntry, day: number): void {
    this.db.run(
      this.q.insertInto('answer').values({
        userId: answer.userId,
        id: answer.id,
        deckId: answer.deckId,
        cardId: answer.cardId,
        dt: answer.dt,
        clientDt: answer.clientDt ?? null,
        tta: answer.tta,
        ans: answer.ans,
        rawAnswers: answer.rawAnswers ?? null,
        mode: answer.mode,
        rating: answer.rating ?? null,
      }),
    );
    this.db.run(
      this.q
        .insertInto('study_day')
        .values({ userId: answer.userId, day, answers: 1 })
        .onConflict((oc) => oc.columns(['userId', 'day']).doUpdateSet((eb) => ({ answers: eb('study_day.answers', '+', 1) }))),
    );
  }

  /** A learner's answers (or everyone's), oldest first. */
  answers(userId?: number): AnswerLogEntry[] {
    let query = this.q.selectFrom('answer').selectAll().orderBy('dt').orderBy(sql`rowid`);
    if (userId !== undefined) query = query.where('userId', '=', userId);
    return this.db.rows(query).map(answerEntry);
  }

  /** A learner's graded answers, oldest first (the TKL history replays them). */
  gradedAnswers(userId: number): { cardId: number; dt: number; rating: number }[] {
    return this.db.rows(
      this.q.selectFrom('answer').select(['cardId', 'dt', 'rating']).where('userId', '=', userId).where('rating', 'is not', null).orderBy('dt'),
    ) as { cardId: number; dt: number; rating: number }[];
  }

  /** How many of the given decks' cards a learner has answered. */
  cardsStudied(userId: number, deckIds: readonly number[]): number {
    if (deckIds.length === 0) return 0;
    const row = this.db.first(
      this.q
        .selectFrom('answer')
        .select((eb) => eb.fn.count<number>('cardId').distinct().as('cards'))
        .where('userId', '=', userId)
        .where('deckId', 'in', deckIds),
    );
    return Number(row?.cards ?? 0);
  }

  /** The days a learner answered on, with how many answers, oldest first. */
  studyDays(userId: number): { day: number; answers: number }[] {
    return this.db.rows(this.q.selectFrom('study_day').select(['day', 'answers']).where('userId', '=', userId).orderBy('day'));
  }

  studyQueue(userId: number): StudyDayRecord | undefined {
    const row = this.db.first(this.q.selectFrom('study_queue').selectAll().where('userId', '=', userId));
    if (!row) return undefined;
    return {
      day: row.day,
      main: JSON.parse(row.main) as number[],
      newCards: JSON.parse(row.newCards) as number[],
      review: JSON.parse(row.review) as number[],
      survey: JSON.parse(row.survey) as number[],
      done: JSON.parse(row.done) as number[],
      surveySkipped: row.surveySkipped === 1,
      extra: JSON.parse(row.extra) as number[],
      extraDone: row.extraDone,
    };
  }

  putStudyQueue(userId: number, queue: StudyDayRecord): void {
    const row = {
      day: queue.day,
      main: JSON.stringify(queue.main),
      newCards: JSON.stringify(queue.newCards),
      review: JSON.stringify(queue.review),
      survey: JSON.stringify(queue.survey),
      done: JSON.stringify(queue.done),
      surveySkipped: queue.surveySkipped ? 1 : 0,
      extra: JSON.stringify(queue.extra),
      extraDone: queue.extraDone,
    };
    this.db.run(this.q.insertInto('study_queue').values({ userId, ...row }).onConflict((oc) => oc.column('userId').doUpdateSet(row)));
  }

  // Peers

  /** Sets how a learner's peers see them: their name and overall TKL, as of `now`. */
  putPeer(peer: PeerRow & { partnerId: number }, now: number): void {
    const row = { partnerId: peer.partnerId, name: peer.name, tkl: peer.tkl, refreshedAt: now };
    this.db.run(this.q.insertInto('peer_tkl').values({ userId: peer.userId, ...row }).onConflict((oc) => oc.column('userId').doUpdateSet(row)));
  }

  /** The learners whose peers' row was last refreshed at or before `before`, stalest first, at most `limit`. */
  stalePeers(before: number, limit: number): number[] {
    const rows = this.db.rows(
      this.q.selectFrom('peer_tkl').select('userId').where('refreshedAt', '<=', before).orderBy('refreshedAt').orderBy('userId').limit(limit),
    );
    return rows.map((row) => row.userId);
  }

  /** Sets a learner's overall TKL as their peers see it, as of `now`. */
  refreshPeer(userId: number, tkl: number, now: number): void {
    this.db.run(this.q.updateTable('peer_tkl').set({ tkl, refreshedAt: now }).where('userId', '=', userId));
  }

  renamePeer(userId: number, name: string): void {
    this.db.run(this.q.updateTable('peer_tkl').set({ name }).where('userId', '=', userId));
  }

  /** A partner's learners ranked by TKL (then name), the first `limit` of them, or all. */
  ranking(partnerId: number, limit?: number): PeerRow[] {
    let query = this.q
      .selectFrom('peer_tkl')
      .select(['userId', 'name', 'tkl'])
      .where('partnerId', '=', partnerId)
      .orderBy('tkl', 'desc')
      .orderBy('name');
    if (limit !== undefined) query = query.limit(limit);
    return this.db.rows(query);
  }

  /**
   * How many of a partner's ranked learners there are besides `userId`, and how many of those rank below
   * `tkl`: the bands below `tkl`'s summed, and the rows of its own band (and the one under it, as
   * floating-point hundredths may round either way) counted through `peer_tkl_by_rank`.
   */
  peersBelow(partnerId: number, tkl: number, userId: number): { others: number; below: number } {
    const band = tklBand(tkl);
    const bands = this.db.first(
      this.q
        .selectFrom('peer_tkl_band')
        .select((eb) => [eb.fn.sum<number>('peers').as('all'), eb.fn.sum<number>('peers').filterWhere('band', '<', band).as('below')])
        .where('partnerId', '=', partnerId),
    );
    const inBand = this.db.first(
      this.q
        .selectFrom('peer_tkl')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('partnerId', '=', partnerId)
        .where('tkl', '>=', (band - 1) / 100)
        .where('tkl', '<', tkl)
        .where(sql.raw<number>(tklBandSql('')), '>=', band),
    );
    const own = this.db.first(this.q.selectFrom('peer_tkl').select('tkl').where('userId', '=', userId).where('partnerId', '=', partnerId));
    const ownCount = own ? 1 : 0;
    const ownBelow = own && own.tkl < tkl ? 1 : 0;
    return {
      others: Number(bands?.all ?? 0) - ownCount,
      below: Number(bands?.below ?? 0) + Number(inBand?.count ?? 0) - ownBelow,
    };
  }

  // Upkeep

  /** Drops what has expired (sessions, secrets, codes, e-mails older than `mailBefore`); keeps the newest `mailKept` e-mails. */
  purge(now: number, mailBefore: number, mailKept: number): void {
    this.db.run(this.q.deleteFrom('session').where('expiresAt', '<=', now));
    this.db.run(this.q.deleteFrom('reset_secret').where('expiresAt', '<=', now));
    this.db.run(this.q.deleteFrom('sso_code').where('expiresAt', '<=', now));
    this.db.run(this.q.deleteFrom('mail').where('sentAt', '<=', mailBefore));
    this.db.run(
      this.q.deleteFrom('mail').where('id', 'not in', this.q.selectFrom('mail').select('id').orderBy('id', 'desc').limit(mailKept)),
    );
  }

  /** Every row of every table gone (a reset, before the seed is written again). */
  clear(): void {
    for (const table of TABLES_CHILDREN_FIRST) this.db.run(this.q.deleteFrom(table));
  }

  meta(key: string): string | undefined {
    return this.db.first(this.q.selectFrom('meta').select('value').where('key', '=', key))?.value;
  }

  putMeta(key: string, value: string): void {
    this.db.run(this.q.insertInto('meta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })));
  }
}

/** The tables, those whose rows name a learner or a partner before those they name. */
const TABLES_CHILDREN_FIRST = [
  'study_queue',
  'peer_tkl',
  'peer_tkl_band',
  'study_day',
  'answer',
  'card_memory',
  'feedback',
  'mail',
  'sso_code',
  'reset_secret',
  'session',
  'invite',
  'learner',
  'partner',
  'meta',
] as const satisfies readonly (keyof SandboxTables)[];

function partnerRecord(row: Row<'partner'>): PartnerRecord {
  return {
    ...row,
    showTermOfUse: row.showTermOfUse === 1,
    showFeedbackAlways: row.showFeedbackAlways === 1,
    showMostKnowledgeableUsersPercentage: row.showMostKnowledgeableUsersPercentage === 1,
    showFullUserKnowledgeList: row.showFullUserKnowledgeList === 1,
    showLeaderboard: row.showLeaderboard === 1,
    enableLibrary: row.enableLibrary === 1,
    enableUserPerformance: row.enableUserPerformance === 1,
    enableExternalAnalytics: row.enableExternalAnalytics === 1,
    allowUsersChangeRemindDays: row.allowUsersChangeRemindDays === 1,
    allowUsersChangeRemindTime: row.allowUsersChangeRemindTime === 1,
    signInMethod: row.signInMethod === 'sso' ? 'sso' : 'password',
  };
}

function partnerRow(partner: PartnerRecord): PartnerTable {
  return {
    id: partner.id,
    l: partner.l,
    u: partner.u,
    n: partner.n,
    showTermOfUse: Number(partner.showTermOfUse),
    showFeedbackAlways: Number(partner.showFeedbackAlways),
    showMostKnowledgeableUsersPercentage: Number(partner.showMostKnowledgeableUsersPercentage),
    showFullUserKnowledgeList: Number(partner.showFullUserKnowledgeList),
    showLeaderboard: Number(partner.showLeaderboard),
    enableLibrary: Number(partner.enableLibrary),
    enableUserPerformance: Number(partner.enableUserPerformance),
    enableExternalAnalytics: Number(partner.enableExternalAnalytics),
    allowUsersChangeRemindDays: Number(partner.allowUsersChangeRemindDays),
    allowUsersChangeRemindTime: Number(partner.allowUsersChangeRemindTime),
    termOfUseUrl: partner.termOfUseUrl,
    newCardsPerDay: partner.newCardsPerDay,
    signInMethod: partner.signInMethod,
  };
}

function userRecord(row: Row<'learner'>): UserRecord {
  return {
    ...row,
    remindDays: JSON.parse(row.remindDays) as number[],
    notifyEmail: row.notifyEmail === 1,
    notifyApp: row.notifyApp === 1,
    libraryTourShown: row.libraryTourShown === 1,
    termsAccepted: row.termsAccepted === 1,
  };
}

type LearnerValues = { -readonly [Column in keyof LearnerTable]?: Column extends 'id' ? number : LearnerTable[Column] };

function learnerRow(user: Partial<UserRecord>): LearnerValues {
  const row: LearnerValues = {};
  for (const [column, value] of Object.entries(user)) {
    if (value === undefined) continue;
    (row as Record<string, unknown>)[column] =
      column === 'remindDays' ? JSON.stringify(value) : typeof value === 'boolean' ? Number(value) : value;
  }
  return row;
}

function cardStateRecord(row: Row<'card_memory'>): CardStateRecord {
  const { elapsedDays, scheduledDays, learningSteps, ...rest } = row;
  return {
    ...rest,
    ...(elapsedDays === null ? {} : { elapsedDays }),
    ...(scheduledDays === null ? {} : { scheduledDays }),
    ...(learningSteps === null ? {} : { learningSteps }),
  };
}

function answerEntry(row: Row<'answer'>): AnswerLogEntry {
  const { clientDt, rawAnswers, rating, ...rest } = row;
  return {
    ...rest,
    ...(clientDt === null ? {} : { clientDt }),
    ...(rawAnswers === null ? {} : { rawAnswers }),
    ...(rating === null ? {} : { rating }),
  };
}

/**
 * The state's whole content, written into empty tables: the seed, or a store of an earlier layout.
 * Its sessions and reset secrets are by token and secret, or by their hashes when `hashed`.
 */
export function writeState(
  store: SandboxStore,
  state: SandboxState,
  now: number,
  tklOf: (userId: number) => number,
  { hashed = false }: { hashed?: boolean } = {},
): void {
  const { db } = store;
  const hash = hashed ? (key: string) => key : secretHash;
  for (const partner of state.partners) db.run(db.q.insertInto('partner').values(partnerRow(partner)));
  for (const user of state.users) store.insertUser(user);
  for (const invite of state.invites) db.run(db.q.insertInto('invite').values(invite));
  for (const record of Object.values(state.cardStates)) store.putCardMemory(record);
  for (const answer of Object.values(state.answers)) store.insertAnswer(answer, Math.floor(answer.dt / 86_400_000));
  for (const [token, session] of Object.entries(state.sessions)) store.insertSession(hash(token), session);
  for (const [secret, grant] of Object.entries(state.resetSecrets)) store.insertResetSecret(hash(secret), grant);
  for (const [code, grant] of Object.entries(state.ssoCodes)) store.insertSsoCode(code, { userId: grant.userId, expiresAt: grant.expiresAt, request: grant.request ?? null });
  for (const message of state.mailbox) store.insertMail(message);
  for (const feedback of state.feedback) store.insertFeedback(feedback);
  for (const [userId, queue] of Object.entries(state.study ?? {})) store.putStudyQueue(Number(userId), queue);
  for (const user of state.users) {
    if (user.status === 1) store.putPeer({ userId: user.id, partnerId: user.partnerId, name: peerName(user), tkl: tklOf(user.id) }, now);
  }
}

/** How other learners see a learner: first name and last initial, else the username. */
export function peerName(user: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'username'>): string {
  return user.firstName ? `${user.firstName}${user.lastName ? ` ${user.lastName.charAt(0)}.` : ''}` : (user.username ?? `Learner ${user.id}`);
}
