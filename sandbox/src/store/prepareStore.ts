import { cardKeysOf, type SandboxContent } from '../content';
import { cardStateKey, type CardStateRecord, type SandboxState, type UserRecord } from '../model';
import { looksHashed, type PasswordHasher } from '../passwords';
import { checkedState, migrateState, UnreadableStateError } from '../stateMigration';
import { SandboxStoreError } from '../types';
import { formerRecords, stateFromRecords } from './formerLayouts';
import { migrate } from './migrations';
import { SandboxStore, writeState } from './SandboxStore';

export interface StoreSetting {
  readonly content: SandboxContent;
  /** The seed state, made now. */
  readonly seed: () => SandboxState;
  readonly passwords: PasswordHasher;
  /** A learner's overall TKL now, from their card memory (the peers' table is filled with it). */
  readonly tklOf: (memory: ReadonlyMap<number, CardStateRecord>) => number;
  readonly now: number;
  /** A state of an earlier layout (the JSON snapshot) to start a new store from, instead of the seed. */
  readonly formerState?: unknown;
}

/**
 * Makes a store ready to serve, in one transaction: its schema migrated; a store of the former record
 * layout read into the tables; an empty one seeded; one made for other seed content given the seed's
 * card ids and what the seed has that it lacks. The data of a current store is not read.
 */
export function prepareStore(store: SandboxStore, setting: StoreSetting): void {
  const { database } = store.db;
  if (schemaless(store)) throw new SandboxStoreError('it is an SQLite database, but not a sandbox store');
  store.db.transaction(() => {
    migrate(database);
    const former = formerRecords(store.db);
    if (former !== null) {
      database.exec('DROP TABLE record');
      if (former.length > 0) return importState(store, readable(() => stateFromRecords(former)), setting);
    }
    if (store.meta('contentKey') === undefined) {
      return setting.formerState === undefined ? seedInto(store, setting.seed(), setting) : importState(store, setting.formerState, setting);
    }
    if (store.meta('contentKey') !== setting.content.key) return reseed(store, setting);
  });
}

/** A state of an earlier layout (the record table, the JSON snapshot) into the empty tables, migrated to this seed. */
function importState(store: SandboxStore, kept: unknown, setting: StoreSetting): void {
  const state = readable(() => migrateState(kept, setting.content, setting.seed));
  seedInto(store, withHashedPasswords(state, setting.passwords), setting);
}

function seedInto(store: SandboxStore, state: SandboxState, setting: StoreSetting): void {
  writeState(store, state, setting.now, (userId) => setting.tklOf(memoryIn(state, userId)));
  store.putMeta('contentKey', setting.content.key);
  store.putMeta('cardKeys', JSON.stringify(cardKeysOf(setting.content)));
}

/**
 * A store made for other seed content: read whole (a seed change is rare, and learners' card ids move),
 * migrated as a kept state is, and written again.
 */
function reseed(store: SandboxStore, setting: StoreSetting): void {
  const state = readState(store);
  store.clear();
  const migrated = migrateState(state, setting.content, setting.seed);
  writeState(store, migrated, setting.now, (userId) => setting.tklOf(memoryIn(migrated, userId)), { hashed: true });
  store.putMeta('contentKey', setting.content.key);
  store.putMeta('cardKeys', JSON.stringify(cardKeysOf(setting.content)));
}

/** The whole store as a state (sessions and secrets by their hashes). */
function readState(store: SandboxStore): SandboxState {
  const { db } = store;
  const rows = <T extends keyof import('./schema').SandboxTables>(table: T) => db.rows(db.q.selectFrom(table).selectAll()) as Record<string, unknown>[];
  const users = rows('learner').map((row) => store.userById(Number(row.id))!) as UserRecord[];
  const cardStates: Record<string, CardStateRecord> = {};
  for (const user of users) for (const record of store.memoryOf(user.id).values()) cardStates[cardStateKey(record.userId, record.cardId)] = record;
  const byKey = <Row extends Record<string, unknown>>(list: Row[], key: string) =>
    Object.fromEntries(list.map((row) => [String(row[key]), row]));
  return checkedState({
    version: 2,
    contentKey: store.meta('contentKey'),
    cardKeys: JSON.parse(store.meta('cardKeys') ?? '{}') as Record<string, string>,
    partners: rows('partner').map((row) => store.partner(Number(row.id))!),
    users,
    nextUserId: Math.max(0, ...users.map((user) => user.id)) + 1,
    sessions: byKey(rows('session'), 'tokenHash'),
    cardStates,
    answers: Object.fromEntries(store.answers().map((answer) => [`${answer.userId}:${answer.id}`, answer])),
    invites: rows('invite'),
    resetSecrets: byKey(rows('reset_secret'), 'secretHash'),
    ssoCodes: byKey(rows('sso_code'), 'code'),
    mailbox: store.mail(),
    feedback: rows('feedback'),
    study: Object.fromEntries(users.flatMap((user) => {
      const queue = store.studyQueue(user.id);
      return queue ? [[String(user.id), queue]] : [];
    })),
  });
}

function memoryIn(state: SandboxState, userId: number): Map<number, CardStateRecord> {
  return new Map(Object.values(state.cardStates).filter((record) => record.userId === userId).map((record) => [record.cardId, record]));
}

/** A state saved before passwords were hashed holds them in plain text (`password`): hashed as it is read. */
function withHashedPasswords(state: SandboxState, passwords: PasswordHasher): SandboxState {
  const users = state.users.map((user) => {
    const { password, ...rest } = user as UserRecord & { password?: string | null };
    if (user.passwordHash !== undefined && (user.passwordHash === null || looksHashed(user.passwordHash))) return rest;
    const plain = user.passwordHash ?? password ?? null;
    return { ...rest, passwordHash: plain === null ? null : passwords.hash(plain) };
  });
  return { ...state, users };
}

function readable<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof UnreadableStateError || error instanceof SyntaxError) {
      throw new SandboxStoreError(`its kept state cannot be read: ${error.message}`);
    }
    throw error;
  }
}

/** An SQLite database with tables but no schema version: some other program's. */
function schemaless(store: SandboxStore): boolean {
  const version = Number(store.db.database.all('PRAGMA user_version', [])[0]?.user_version ?? 0);
  const tables = store.db.database.all("SELECT count(*) AS count FROM sqlite_schema WHERE type = 'table'", [])[0]?.count;
  return version === 0 && Number(tables) > 0;
}

