import type { Database, SqlJsStatic } from 'sql.js';
import type { SandboxStorage } from '../types';
import type { SqlDatabase, SqlValue } from './SqlDatabase';

/**
 * The in-page sandbox's SQLite: sql.js (SQLite compiled to WebAssembly), in memory, kept in `storage`
 * (localStorage) under `key` as the database file's bytes, written after each committed transaction
 * that changed a row. A revision marker beside it changes with every write, so before each transaction
 * a tab takes the database another tab of the same browser wrote since. A kept database that cannot be
 * opened starts the demo again from the seed (a browser has no operator to ask); a storage that refuses
 * the write keeps the change for this page only.
 */
export function sqlJsDatabase(SQL: SqlJsStatic, storage: SandboxStorage | null, key: string): SqlDatabase {
  const revisionKey = `${key}.revision`;
  const revisions = revisionMarkers();
  let revision = read(storage, revisionKey);
  let db = opened(SQL, read(storage, key));
  let changed = false;

  const adoptOtherTabs = () => {
    const current = read(storage, revisionKey);
    if (current === revision || current === null) return;
    const other = opened(SQL, read(storage, key));
    db.close();
    db = other;
    revision = current;
  };
  const persist = () => {
    if (!storage) return;
    const next = revisions.next();
    try {
      storage.set(key, toBase64(db.export()));
      storage.set(revisionKey, next);
      revision = next;
    } catch {
      // A full or refused storage keeps the change for this page only.
    }
  };

  return {
    all(sql, parameters) {
      const statement = db.prepare(sql);
      try {
        statement.bind(parameters as SqlValue[] as never);
        const rows: Record<string, unknown>[] = [];
        while (statement.step()) rows.push(statement.getAsObject());
        if (/^\s*(insert|update|delete)/i.test(sql) && db.getRowsModified() > 0) changed = true;
        return rows;
      } finally {
        statement.free();
      }
    },
    run(sql, parameters) {
      db.run(sql, parameters as SqlValue[] as never);
      const changes = db.getRowsModified();
      if (changes > 0) changed = true;
      return { changes };
    },
    exec(sql) {
      if (/^\s*BEGIN/i.test(sql)) {
        adoptOtherTabs();
        changed = false;
      }
      db.exec(sql);
      if (/^\s*COMMIT/i.test(sql) && changed) persist();
      if (/^\s*(COMMIT|ROLLBACK)/i.test(sql)) changed = false;
    },
    close: () => db.close(),
  };
}

/** The kept database, or a new empty one when there is none or it cannot be opened. */
function opened(SQL: SqlJsStatic, kept: string | null): Database {
  if (kept !== null) {
    try {
      const db = new SQL.Database(fromBase64(kept));
      db.exec('PRAGMA quick_check');
      return secureDelete(db);
    } catch {
      // Not a database: the demo starts again from the seed.
    }
  }
  return secureDelete(new SQL.Database());
}

/** A row deleted (a session ended, a secret used) leaves no copy of its text in the file the page keeps. */
function secureDelete(db: Database): Database {
  db.exec('PRAGMA secure_delete = ON');
  return db;
}

/** A storage the browser refuses reads as empty. */
function read(storage: SandboxStorage | null, key: string): string | null {
  try {
    return storage?.get(key) ?? null;
  } catch {
    return null;
  }
}

/** Revision markers unique to this tab, so two tabs never write the same one. */
function revisionMarkers(): { next: () => string } {
  const instance = Math.random().toString(36).slice(2);
  let count = 0;
  return { next: () => `${instance}-${++count}` };
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
