import { sql, type Compilable } from 'kysely';
import { queryBuilder as q, type SqlDatabase } from './SqlDatabase';

/**
 * The store's schema, one migration per version (`PRAGMA user_version` counts those applied). A
 * migration is never changed once released: a new one is added after it.
 */
const MIGRATIONS: readonly (readonly (Compilable<unknown> | string)[])[] = [
  // 1: the former layout, one JSON record per learner, card or answer: read into the tables once (see `SandboxStore.open`).
  ['CREATE TABLE record (key TEXT PRIMARY KEY, value TEXT NOT NULL)'],
  // 2: the relational schema (docs/sandbox-store.md).
  [
    q.schema.createTable('meta').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()),
    q.schema
      .createTable('partner')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('l', 'text', (c) => c.notNull())
      .addColumn('u', 'text', (c) => c.notNull())
      .addColumn('n', 'text', (c) => c.notNull())
      .addColumn('showTermOfUse', 'integer', (c) => c.notNull())
      .addColumn('showFeedbackAlways', 'integer', (c) => c.notNull())
      .addColumn('showMostKnowledgeableUsersPercentage', 'integer', (c) => c.notNull())
      .addColumn('showFullUserKnowledgeList', 'integer', (c) => c.notNull())
      .addColumn('showLeaderboard', 'integer', (c) => c.notNull())
      .addColumn('enableLibrary', 'integer', (c) => c.notNull())
      .addColumn('enableUserPerformance', 'integer', (c) => c.notNull())
      .addColumn('enableExternalAnalytics', 'integer', (c) => c.notNull())
      .addColumn('allowUsersChangeRemindDays', 'integer', (c) => c.notNull())
      .addColumn('allowUsersChangeRemindTime', 'integer', (c) => c.notNull())
      .addColumn('termOfUseUrl', 'text')
      .addColumn('newCardsPerDay', 'integer', (c) => c.notNull())
      .addColumn('signInMethod', 'text', (c) => c.notNull()),
    q.schema
      .createTable('learner')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('partnerId', 'integer', (c) => c.notNull().references('partner.id'))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('typ', 'integer', (c) => c.notNull())
      .addColumn('firstName', 'text')
      .addColumn('lastName', 'text')
      .addColumn('username', 'text')
      .addColumn('remindDt', 'integer')
      .addColumn('remindDays', 'text', (c) => c.notNull())
      .addColumn('notifyEmail', 'integer', (c) => c.notNull())
      .addColumn('notifyApp', 'integer', (c) => c.notNull())
      .addColumn('libraryTourShown', 'integer', (c) => c.notNull())
      .addColumn('schedulerType', 'integer', (c) => c.notNull())
      .addColumn('ui', 'text')
      .addColumn('passwordHash', 'text')
      .addColumn('termsAccepted', 'integer', (c) => c.notNull())
      .addColumn('createdAt', 'integer', (c) => c.notNull()),
    q.schema.createIndex('learner_by_partner').on('learner').column('partnerId'),
    q.schema
      .createTable('session')
      .addColumn('tokenHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('createdAt', 'integer', (c) => c.notNull())
      .addColumn('expiresAt', 'integer', (c) => c.notNull()),
    q.schema.createIndex('session_by_learner').on('session').column('userId'),
    q.schema.createIndex('session_by_expiry').on('session').column('expiresAt'),
    q.schema
      .createTable('invite')
      .addColumn('code', 'text', (c) => c.primaryKey().modifyEnd(sql`collate nocase`))
      .addColumn('partnerId', 'integer', (c) => c.notNull().references('partner.id'))
      .addColumn('expiresAt', 'integer')
      .addColumn('email', 'text'),
    q.schema.createIndex('invite_by_email').on('invite').column('email'),
    q.schema
      .createTable('reset_secret')
      .addColumn('secretHash', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('expiresAt', 'integer', (c) => c.notNull()),
    q.schema.createIndex('reset_secret_by_expiry').on('reset_secret').column('expiresAt'),
    q.schema
      .createTable('sso_code')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('expiresAt', 'integer', (c) => c.notNull())
      .addColumn('request', 'text'),
    q.schema.createIndex('sso_code_by_request').on('sso_code').column('request'),
    q.schema.createIndex('sso_code_by_expiry').on('sso_code').column('expiresAt'),
    q.schema
      .createTable('mail')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('sentAt', 'integer', (c) => c.notNull()),
    q.schema.createIndex('mail_by_address').on('mail').column('to'),
    q.schema.createIndex('mail_by_time').on('mail').column('sentAt'),
    q.schema
      .createTable('feedback')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer')
      .addColumn('at', 'integer', (c) => c.notNull()),
    q.schema.createIndex('feedback_by_learner').on('feedback').columns(['userId', 'at']),
    q.schema
      .createTable('card_memory')
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('cardId', 'integer', (c) => c.notNull())
      .addColumn('due', 'integer')
      .addColumn('stability', 'real')
      .addColumn('difficulty', 'real')
      .addColumn('elapsedDays', 'real')
      .addColumn('scheduledDays', 'real')
      .addColumn('learningSteps', 'integer')
      .addColumn('reps', 'integer', (c) => c.notNull())
      .addColumn('lapses', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('lastReview', 'integer')
      .addPrimaryKeyConstraint('card_memory_key', ['userId', 'cardId']),
    q.schema
      .createTable('answer')
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('deckId', 'integer', (c) => c.notNull())
      .addColumn('cardId', 'integer', (c) => c.notNull())
      .addColumn('dt', 'integer', (c) => c.notNull())
      .addColumn('clientDt', 'text')
      .addColumn('tta', 'integer', (c) => c.notNull())
      .addColumn('ans', 'integer', (c) => c.notNull())
      .addColumn('rawAnswers', 'text')
      .addColumn('mode', 'integer', (c) => c.notNull())
      .addColumn('rating', 'integer')
      .addPrimaryKeyConstraint('answer_key', ['userId', 'id']),
    q.schema.createIndex('answer_by_learner_time').on('answer').columns(['userId', 'dt']),
    q.schema
      .createTable('study_day')
      .addColumn('userId', 'integer', (c) => c.notNull().references('learner.id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('answers', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('study_day_key', ['userId', 'day']),
    q.schema
      .createTable('study_queue')
      .addColumn('userId', 'integer', (c) => c.primaryKey().references('learner.id'))
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('main', 'text', (c) => c.notNull())
      .addColumn('newCards', 'text', (c) => c.notNull())
      .addColumn('review', 'text', (c) => c.notNull())
      .addColumn('survey', 'text', (c) => c.notNull())
      .addColumn('done', 'text', (c) => c.notNull())
      .addColumn('surveySkipped', 'integer', (c) => c.notNull())
      .addColumn('extra', 'text', (c) => c.notNull())
      .addColumn('extraDone', 'integer', (c) => c.notNull()),
    q.schema
      .createTable('peer_tkl')
      .addColumn('userId', 'integer', (c) => c.primaryKey().references('learner.id'))
      .addColumn('partnerId', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tkl', 'real', (c) => c.notNull())
      .addColumn('refreshedAt', 'integer', (c) => c.notNull()),
    q.schema.createIndex('peer_tkl_by_rank').on('peer_tkl').columns(['partnerId', 'tkl desc', 'name']),
  ],
  // 3: the peers' rows by age, so the stalest are refreshed first without a scan (sandbox/src/peerRefresh.ts).
  [q.schema.createIndex('peer_tkl_by_refresh').on('peer_tkl').columns(['refreshedAt', 'userId'])],
  // 4: how many of a partner's peers have a TKL in each hundredth, kept by triggers, so the percentile
  // sums at most a hundred rows instead of counting the partner's learners (docs/decisions/0120-percentile-from-tkl-bands.md).
  [
    q.schema
      .createTable('peer_tkl_band')
      .addColumn('partnerId', 'integer', (c) => c.notNull())
      .addColumn('band', 'integer', (c) => c.notNull())
      .addColumn('peers', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('peer_tkl_band_key', ['partnerId', 'band']),
    `INSERT INTO peer_tkl_band SELECT partnerId, ${tklBandSql('')}, count(*) FROM peer_tkl GROUP BY 1, 2`,
    `CREATE TRIGGER peer_tkl_band_insert AFTER INSERT ON peer_tkl BEGIN ${bandAdd('NEW', '+ 1')} END`,
    `CREATE TRIGGER peer_tkl_band_delete AFTER DELETE ON peer_tkl BEGIN ${bandAdd('OLD', '- 1')} END`,
    `CREATE TRIGGER peer_tkl_band_update AFTER UPDATE OF partnerId, tkl ON peer_tkl BEGIN ${bandAdd('OLD', '- 1')} ${bandAdd('NEW', '+ 1')} END`,
  ],
];

/** A TKL's band in `peer_tkl_band`: its hundredth, 0 to 100 (`tklBandSql` says the same in SQL). */
export function tklBand(tkl: number): number {
  return Math.trunc(tkl * 100);
}

/** A peer's TKL band (as `tklBand`), in SQL, of the row `row` ('NEW', 'OLD', or '' for the table's own). */
export function tklBandSql(row: '' | 'NEW' | 'OLD'): string {
  return `CAST(${row ? `${row}.` : ''}tkl * 100 AS INTEGER)`;
}

/** A trigger's step: the band of the peer row `row` counts one more (`+ 1`) or one fewer (`- 1`). */
function bandAdd(row: 'NEW' | 'OLD', change: '+ 1' | '- 1'): string {
  return `INSERT INTO peer_tkl_band VALUES (${row}.partnerId, ${tklBandSql(row)}, 0 ${change}) ON CONFLICT DO UPDATE SET peers = peers ${change};`;
}

/** The schema version this sandbox writes. */
const SCHEMA_VERSION = MIGRATIONS.length;

/** The schema version of a database: 0 for a new one. */
function schemaVersion(database: SqlDatabase): number {
  return Number(database.all('PRAGMA user_version', [])[0]?.user_version ?? 0);
}

/**
 * Brings the database's schema up to this sandbox's, within the caller's transaction. Throws when it is
 * newer than this sandbox's.
 */
export function migrate(database: SqlDatabase): void {
  const version = schemaVersion(database);
  if (version > SCHEMA_VERSION) throw new Error(`its schema version ${version} is newer than this sandbox's (${SCHEMA_VERSION})`);
  for (const step of MIGRATIONS.slice(version).flat()) {
    if (typeof step === 'string') database.exec(step);
    else database.run(step.compile().sql, []);
  }
  if (version !== SCHEMA_VERSION) database.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
}
