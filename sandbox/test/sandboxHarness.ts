import initSqlJs from 'sql.js';
import { FakeClock } from '../../src/adapters/memory';
import type { AuthApi, SessionStore } from '../../src/ports';
import { SandboxServer, type SandboxResponse, type SandboxServerOptions, type SandboxStorage } from '../src';
import { PAGE_DATABASE_KEY, pageSandbox } from '../src/pageSandbox';

/** sql.js, the in-page sandbox's SQLite, loaded once for the test file. */
export const SQL = await initSqlJs();

/** Monday 10 March 2025, 09:00 UTC. */
const START = Date.UTC(2025, 2, 10, 9, 0, 0);
export const DAY = 86_400_000;
export const DEMO_PASSWORD = 'demo-pass-1';

/** A settable clock for the server, and localStorage's shape in memory: the port fakes serve both. */
export { FakeClock as TestClock, MemoryKeyValueStorage as MapStorage } from '../../src/adapters/memory';

/** Predictable "random" ids, so that two servers given the same calls hold the same state. */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${(n += 1)}`;
}

export interface CallOptions {
  readonly form?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly token?: string | null;
}

/** A sandbox and shorthand to call it, as the MSW handlers or the memory adapters would. */
export function sandbox(
  options: { storage?: SandboxStorage; clock?: FakeClock } & Pick<SandboxServerOptions, 'randomId' | 'newCardsPerDay' | 'sites' | 'database' | 'passwords'> = {},
) {
  const clock = options.clock ?? new FakeClock(START);
  const { storage, ...rest } = options;
  // With a storage: the page's sandbox (sql.js, kept in it); else jest's in-memory SQLite.
  const server = storage ? pageSandbox(SQL, storage, { ...rest, clock }) : new SandboxServer({ ...rest, clock });
  const call = (method: string, path: string, { form = {}, query = {}, token = null }: CallOptions = {}): SandboxResponse =>
    server.handle({ method, path, form, query, token });
  const signIn = (email: string, pws = DEMO_PASSWORD): string => {
    const answer = call('POST', '/auth', { form: { email, pws } });
    const token = answer.headers?.['X-Auth-Token'];
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
export function errorOf(answer: SandboxResponse): { type: string; message: string } {
  return answer.body as { type: string; message: string };
}

/**
 * A demo account signed in through the AuthApi port, as the app signs in (over HTTP or in memory), with
 * its token kept in the session store: the ports given, and the signed-in user as `learner`.
 */
export async function signedInThrough<Ports extends { auth: AuthApi; sessions: SessionStore }>(
  ports: Ports,
  email = 'learner@demo.test',
) {
  const { token, user } = await ports.auth.signIn(email, DEMO_PASSWORD);
  ports.sessions.save(token);
  return { ...ports, learner: user };
}
