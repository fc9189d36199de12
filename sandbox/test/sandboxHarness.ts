import initSqlJs from 'sql.js';
import { SandboxServer, callSandbox, type SandboxAnswer, type SandboxServerOptions, type SandboxStorage } from '../src';
import { PAGE_DATABASE_KEY, pageSandbox } from '../src/pageSandbox';
import type { SandboxClock } from '../src/types';

/** sql.js, the in-page sandbox's SQLite, loaded once for the test file. */
export const SQL = await initSqlJs();

/** Monday 10 March 2025, 09:00 UTC. */
const START = Date.UTC(2025, 2, 10, 9, 0, 0);
export const DAY = 86_400_000;
export const DEMO_PASSWORD = 'demo-pass-1';

/** A settable clock for the server. */
export class TestClock implements SandboxClock {
  constructor(private time = START) {}

  now(): number {
    return this.time;
  }

  set(time: number): void {
    this.time = time;
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

/** localStorage's shape in memory. */
export class MapStorage implements SandboxStorage {
  readonly entries: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.entries = new Map(Object.entries(initial));
  }

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }
}

/** Predictable "random" ids, so that two servers given the same calls hold the same state. */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${(n += 1)}`;
}

export interface CallOptions {
  readonly form?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly token?: string | null;
  readonly clientAddress?: string;
}

/** A sandbox and shorthand to call it in process (`callSandbox`), as the memory adapters do. */
export function sandbox(
  options: { storage?: SandboxStorage; clock?: TestClock } & Pick<SandboxServerOptions, 'randomId' | 'newCardsPerDay' | 'sites' | 'database' | 'passwords'> = {},
) {
  const clock = options.clock ?? new TestClock();
  const { storage, ...rest } = options;
  // With a storage: the page's sandbox (sql.js, kept in it); else jest's in-memory SQLite.
  const server = storage ? pageSandbox(SQL, storage, { ...rest, clock }) : new SandboxServer({ ...rest, clock });
  const call = (method: string, path: string, options: CallOptions = {}): Promise<SandboxAnswer> => callSandbox(server, { method, path, ...options });
  const signIn = async (email: string, pws = DEMO_PASSWORD): Promise<string> => {
    const answer = await call('POST', '/auth', { form: { email, pws } });
    const token = answer.headers.get('X-Auth-Token');
    if (answer.status !== 200 || !token) throw new Error(`sign-in of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return token;
  };
  return { server, clock, call, signIn };
}

/** The page's kept database (`storage`), opened as another tab or a curious visitor would. */
export function pageDatabase(storage: SandboxStorage, key = PAGE_DATABASE_KEY) {
  const kept = storage.get(key);
  if (kept === null) throw new Error(`nothing is kept under ${key}`);
  return new SQL.Database(Uint8Array.from(atob(kept), (char) => char.charCodeAt(0)));
}

/** The rows a query answers on a page's kept database. */
export function pageRows(storage: SandboxStorage, query: string): Record<string, unknown>[] {
  const db = pageDatabase(storage);
  try {
    const [result] = db.exec(query);
    return (result?.values ?? []).map((values) => Object.fromEntries(result!.columns.map((column, i) => [column, values[i]])));
  } finally {
    db.close();
  }
}

/** The `{type, message}` of an error answer. */
export function errorOf(answer: SandboxAnswer): { type: string; message: string } {
  return answer.body as { type: string; message: string };
}
