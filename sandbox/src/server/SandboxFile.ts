import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { migrate } from '../store/migrations';
import { libsqlDatabase } from '../store/libsqlDatabase';
import type { SqlDatabase } from '../store/SqlDatabase';
import { SandboxStoreError } from '../types';

/**
 * The sandbox server's database file (docs/sandbox-store.md): opened in WAL mode with synchronous
 * commits, so once a call's transaction commits its change survives the process being killed. A file
 * that is not a readable store stops the server (`open` throws a `SandboxStoreError` naming it) and is
 * left as it is. One server per file, held by a lock beside it.
 */
export const SandboxFile = {
  /** Opens the store at `path`, made (with its folder) when there is no file there yet. */
  open(path: string): SqlDatabase {
    if (!existsSync(path)) create(path);
    const lock = holdLock(path);
    let database: (SqlDatabase & { connection: Database.Database }) | null = null;
    try {
      if (statSync(path).size === 0) throw new Error('the file is empty');
      const unchanged = closedCleanAsItIs(path);
      database = libsqlDatabase(path);
      // Reading every page grows with the store: skipped for a file as its server closed it (see `closedCleanAsItIs`).
      if (!unchanged) {
        const check = database.all('PRAGMA quick_check', [])[0]?.quick_check;
        if (check !== 'ok') throw new Error(String(check));
      }
      database.exec('PRAGMA journal_mode = WAL');
      database.exec('PRAGMA synchronous = FULL');
      // A row rewritten (a password hashed, a secret used) leaves no copy of its former text in the file.
      database.exec('PRAGMA secure_delete = ON');
      database.exec('PRAGMA foreign_keys = ON');
      const opened = database;
      return {
        ...opened,
        close() {
          try {
            // Folds the write-ahead log into the file, so a copy of the file alone is a backup.
            opened.exec('PRAGMA wal_checkpoint(TRUNCATE)');
            opened.close();
            noteClosedClean(path);
          } catch {
            // The log stays beside the file, and the next start reads it in: nothing committed is lost.
            opened.close();
          } finally {
            lock.close();
          }
        },
      };
    } catch (error) {
      database?.close();
      lock.close();
      throw unreadable(path, error);
    }
  },

  /** Deletes the store at `path` (and its write-ahead log), unless a server has it open: the next start begins from the seed. */
  remove(path: string): void {
    const lock = existsSync(path) ? holdLock(path) : null;
    try {
      removeFiles(path);
    } finally {
      lock?.close();
    }
  },

  /**
   * Copies the store at `path` to `to` (a new file), consistent as of one moment, while a server may be
   * running on it: SQLite's `VACUUM INTO`, through a connection of its own.
   */
  backup(path: string, to: string): void {
    if (!existsSync(path)) throw new SandboxStoreError(`There is no sandbox store at ${path}.`);
    if (existsSync(to)) throw new SandboxStoreError(`${to} already exists: a backup is written to a new file.`);
    mkdirSync(dirname(to), { recursive: true });
    const db = new Database(path);
    try {
      db.prepare('VACUUM INTO ?').run(to);
    } finally {
      db.close();
    }
  },
};

/** The message for a store the server cannot use: it names the file and says what to do. */
export function unreadable(path: string, error: unknown): SandboxStoreError {
  return new SandboxStoreError(
    `The sandbox store ${path} cannot be read (${reasonOf(error)}). It was left as it is: ` +
      'restore it from a backup, or move it aside (or run `npm run sandbox -- --reset`) to start again from the seed.',
  );
}

/**
 * A new store: made beside `path` and renamed into place once its schema is written, so a file at
 * `path` is always a store, and one that is not readable is never taken for a new one.
 */
function create(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const making = `${path}.new`;
  removeFiles(making);
  const database = libsqlDatabase(making);
  try {
    database.exec('BEGIN');
    migrate(database);
    database.exec('COMMIT');
  } finally {
    database.close();
  }
  renameSync(making, path);
}

function removeFiles(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}.closed`]) rmSync(file, { force: true });
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

/**
 * Whether the store is as its last server left it when that closed cleanly: the same size and
 * modification time as noted in `{store}.closed`, and no write-ahead log beside it. A file changed since
 * (copied, cut, written by another program, or left by a crash) gets SQLite's `quick_check` again. The
 * note is deleted while a server has the store open.
 */
function closedCleanAsItIs(path: string): boolean {
  const note = `${path}.closed`;
  if (!existsSync(note)) return false;
  const noted = readFileSync(note, 'utf8');
  rmSync(note);
  const { size, mtimeMs } = statSync(path);
  const log = `${path}-wal`;
  return noted === closedNote(size, mtimeMs) && (!existsSync(log) || statSync(log).size === 0);
}

/** Notes beside the store its size and modification time as its server closed it (`closedCleanAsItIs`). */
function noteClosedClean(path: string): void {
  const { size, mtimeMs } = statSync(path);
  writeFileSync(`${path}.closed`, closedNote(size, mtimeMs));
}

function closedNote(size: number, mtimeMs: number): string {
  return JSON.stringify({ size, mtimeMs });
}

/** The error's first lines, on one line (an integrity check lists every broken page). */
function reasonOf(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').filter((line) => line.trim() !== '' && !line.startsWith('***'));
  return lines.slice(0, 2).join('; ') + (lines.length > 2 ? '; …' : '');
}
