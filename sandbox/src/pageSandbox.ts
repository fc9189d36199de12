import type { SqlJsStatic } from 'sql.js';
import { benchMode } from './benchMode';
import { SandboxServer, type SandboxServerOptions } from './SandboxServer';
import { sqlJsDatabase } from './store/sqlJsDatabase';
import type { SandboxStorage } from './types';

/** Where the page keeps its database (sql.js's file, base64). */
export const PAGE_DATABASE_KEY = 'sreo.sandbox.db';
/** Where an earlier version of the page kept its state, as JSON: taken into a new database once, then removed. */
export const FORMER_PAGE_STATE_KEY = 'sreo.sandbox.state';

/**
 * The in-page sandbox on sql.js, its database kept in `storage` (localStorage) after each change, so a
 * learner's progress survives a reload and a second tab sees the first's; in bench mode (a flag in
 * `storage`), the bench's decks under a key of their own. A kept database the sandbox cannot use
 * starts the demo again from the seed: a browser has no operator to ask.
 */
export function pageSandbox(SQL: SqlJsStatic, storage: SandboxStorage | null, options: Omit<SandboxServerOptions, 'database' | 'formerState'>): SandboxServer {
  const bench = benchMode(storage);
  const key = bench?.storageKey ?? PAGE_DATABASE_KEY;
  const settings = { ...options, ...(bench ? { content: bench.content, newCardsPerDay: bench.newCardsPerDay } : {}) };
  const former = bench ? undefined : formerState(storage);
  try {
    const server = new SandboxServer({ ...settings, database: sqlJsDatabase(SQL, storage, key), ...(former === undefined ? {} : { formerState: former }) });
    if (former !== undefined) storage?.remove(FORMER_PAGE_STATE_KEY);
    return server;
  } catch {
    storage?.remove(key);
    storage?.remove(FORMER_PAGE_STATE_KEY);
    return new SandboxServer({ ...settings, database: sqlJsDatabase(SQL, storage, key) });
  }
}

function formerState(storage: SandboxStorage | null): unknown {
  try {
    const text = storage?.get(FORMER_PAGE_STATE_KEY);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
