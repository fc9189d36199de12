import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import type { SandboxState } from '../model';
import { SandboxStoreError, type SandboxStateStore } from '../types';
import { LiveRecords } from './LiveRecords';
import { allRecords, stateFromRecords } from './stateRecords';
import { untracked } from './trackedState';

/** The database's own schema version (`PRAGMA user_version`); each step below brings a store up by one. */
const SCHEMA_STEPS: readonly string[] = ['CREATE TABLE record (key TEXT PRIMARY KEY, value TEXT NOT NULL)'];
const SCHEMA_VERSION = SCHEMA_STEPS.length;

/**
 * The sandbox server's state in an SQLite database (libsql): one row per record of `stateRecords.ts`
 * (a learner, an answer, a partner...). Each save writes the records that changed since the last one,
 * in one transaction, in WAL mode with synchronous commits: once `save` returns, the change survives
 * the process being killed. A file that is not a readable store stops the server (`open` throws a
 * `SandboxStoreError` naming it) and is left as it is.
 *
 * What changed is known without looking at the rest: the sandbox changes the state `watch` answered
 * (`LiveRecords`), so a save builds and serialises only the records its changes touched, whatever the
 * number of learners. The first save after `watch` or `load`, and a save of any other state, compares
 * every record with the one kept instead.
 */
export class SqliteStateStore implements SandboxStateStore {
  readonly whenUnreadable = 'refuse';
  /** The records as last committed, by key: a save writes only what differs. */
  private committed = new Map<string, string>();
  /** The state being watched, and whether the kept records are known to match it but for its noted changes. */
  private live: LiveRecords | null = null;
  private liveInStep = false;

  private constructor(
    private readonly db: Database.Database,
    private readonly lock: Database.Database,
    readonly path: string,
  ) {}

  /** Opens the store at `path`, made (with its folder) when there is no file there yet. */
  static open(path: string): SqliteStateStore {
    if (!existsSync(path)) create(path);
    const lock = holdLock(path);
    let db: Database.Database | null = null;
    try {
      if (statSync(path).size === 0) throw new Error('the file is empty');
      db = new Database(path);
      const check = firstValue(db, 'PRAGMA quick_check');
      if (check !== 'ok') throw new Error(String(check));
      upgradeSchema(db);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      // A record rewritten (a password hashed, a secret used) leaves no copy of its former text in the file.
      db.pragma('secure_delete = ON');
      const store = new SqliteStateStore(db, lock, path);
      store.committed = store.readRecords();
      return store;
    } catch (error) {
      db?.close();
      lock.close();
      throw new SandboxStoreError(
        `The sandbox store ${path} cannot be read (${reasonOf(error)}). It was left as it is: ` +
          'restore it from a backup, or move it aside (or run `npm run sandbox -- --reset`) to start again from the seed.',
      );
    }
  }

  /** Deletes the store at `path` (and its write-ahead log), unless a server has it open: the next start begins from the seed. */
  static remove(path: string): void {
    const lock = existsSync(path) ? holdLock(path) : null;
    try {
      removeFiles(path);
    } finally {
      lock?.close();
    }
  }

  /**
   * Copies the store at `path` to `to` (a new file), consistent as of one moment, while a server may be
   * running on it: SQLite's `VACUUM INTO`, through a connection of its own.
   */
  static backup(path: string, to: string): void {
    if (!existsSync(path)) throw new SandboxStoreError(`There is no sandbox store at ${path}.`);
    if (existsSync(to)) throw new SandboxStoreError(`${to} already exists: a backup is written to a new file.`);
    mkdirSync(dirname(to), { recursive: true });
    const db = new Database(path);
    try {
      db.prepare('VACUUM INTO ?').run(to);
    } finally {
      db.close();
    }
  }

  load(): unknown {
    this.committed = this.readRecords();
    this.liveInStep = false;
    if (this.committed.size === 0) return null;
    try {
      return stateFromRecords(this.committed);
    } catch (error) {
      throw new SandboxStoreError(`The sandbox store ${this.path} holds a record that cannot be read (${reasonOf(error)}).`);
    }
  }

  /** The state to change from now on: every change made through it is noted, for `save` to write only those. */
  watch(state: SandboxState): SandboxState {
    this.live = new LiveRecords(untracked(state));
    this.liveInStep = false;
    return this.live.state;
  }

  save(state: SandboxState): void {
    const live = this.live?.state === state ? this.live : null;
    const { changed, removed } = live && this.liveInStep ? this.noted(live) : this.compared(untracked(state));
    if (changed.length > 0 || removed.length > 0) {
      const put = this.db.prepare('INSERT INTO record (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
      const remove = this.db.prepare('DELETE FROM record WHERE key = ?');
      // IMMEDIATE: the write lock is taken first, so a store busy elsewhere refuses before anything is written.
      this.db.transaction(() => {
        for (const [key, value] of changed) put.run(key, value);
        for (const key of removed) remove.run(key);
      }).immediate();
      for (const [key, value] of changed) this.committed.set(key, value);
      for (const key of removed) this.committed.delete(key);
    }
    live?.settle();
    this.live = live;
    this.liveInStep = live !== null;
  }

  /** The records the watched state's changes touched, against those kept. */
  private noted(live: LiveRecords): Writes {
    const writes: Writes = { changed: [], removed: [] };
    for (const [key, text] of live.changed()) {
      if (text === null) {
        if (this.committed.has(key)) writes.removed.push(key);
      } else if (this.committed.get(key) !== text) writes.changed.push([key, text]);
    }
    return writes;
  }

  /** Every record of `state`, against those kept. */
  private compared(state: SandboxState): Writes {
    const records = allRecords(state);
    return {
      changed: [...records].filter(([key, value]) => this.committed.get(key) !== value),
      removed: [...this.committed.keys()].filter((key) => !records.has(key)),
    };
  }

  /** Folds the write-ahead log into the file and closes the database, so a copy of the file alone is a backup. */
  close(): void {
    try {
      this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } catch {
      // The log stays beside the file, and the next start reads it in: nothing committed is lost.
    }
    this.db.close();
    this.lock.close();
  }

  private readRecords(): Map<string, string> {
    const rows = this.db.prepare('SELECT key, value FROM record ORDER BY rowid').raw().all() as [string, string][];
    return new Map(rows);
  }
}

/** What a save writes: records to put, by key and text, and keys to delete. */
interface Writes {
  readonly changed: [string, string][];
  readonly removed: string[];
}

/**
 * A new store: made beside `path` and renamed into place once its schema is written, so a file at
 * `path` is always a store, and one that is not readable is never taken for a new one.
 */
function create(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const making = `${path}.new`;
  removeFiles(making);
  const db = new Database(making);
  try {
    upgradeSchema(db);
  } finally {
    db.close();
  }
  renameSync(making, path);
}

function removeFiles(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
}

/**
 * One server per store: `{path}.lock`, a small SQLite file written in exclusive locking mode, whose lock
 * the connection keeps until it is closed, and the operating system drops when the process ends, however
 * it ends (a kill -9 leaves nothing stale to clean up).
 */
function holdLock(path: string): Database.Database {
  const lock = new Database(`${path}.lock`);
  try {
    // Its content does not matter: no journal beside it.
    lock.exec('PRAGMA journal_mode = OFF');
    lock.exec('PRAGMA locking_mode = EXCLUSIVE');
    lock.exec(`BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder; INSERT INTO holder VALUES (${process.pid}); COMMIT`);
    return lock;
  } catch (error) {
    lock.close();
    throw new SandboxStoreError(
      `The sandbox store ${path} is in use by another sandbox server (${reasonOf(error)}): stop that one first, or give this one a store of its own (SANDBOX_STATE).`,
    );
  }
}

function upgradeSchema(db: Database.Database): void {
  const version = firstValue(db, 'PRAGMA user_version') as number;
  if (version > SCHEMA_VERSION) throw new Error(`its schema version ${version} is newer than this sandbox's (${SCHEMA_VERSION})`);
  if (version === 0 && tableCount(db) > 0) throw new Error('it is an SQLite database, but not a sandbox store');
  if (version === SCHEMA_VERSION) return;
  db.transaction(() => {
    for (const step of SCHEMA_STEPS.slice(version)) db.exec(step);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}

function tableCount(db: Database.Database): number {
  return firstValue(db, "SELECT count(*) FROM sqlite_schema WHERE type = 'table'") as number;
}

/** The first column of the first row (libsql's `pluck` still answers whole rows). */
function firstValue(db: Database.Database, sql: string): unknown {
  return (db.prepare(sql).raw().get() as unknown[] | undefined)?.[0];
}

/** The error's first lines, on one line (an integrity check lists every broken page). */
function reasonOf(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').filter((line) => line.trim() !== '' && !line.startsWith('***'));
  return lines.slice(0, 2).join('; ') + (lines.length > 2 ? '; …' : '');
}
