import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { scryptPasswords } from '../../src/server/scryptPasswords';
import { startSandboxServer, type RunningSandbox, type StartOptions } from '../../src/server/startSandboxServer';

/** The server's scrypt at a test's cost: the same code, a sign-in in about a millisecond. */
const TEST_PASSWORDS = scryptPasswords({ N: 2 ** 10, r: 8, p: 1 });

/** What every sandbox-only call (/sandbox/*) carries. */
export const SANDBOX_CLIENT = { 'X-Sandbox-Client': '1' } as const;

/** The app origin the tests call from: allowed by the server's CORS. */
export const APP_ORIGIN = 'http://localhost:4999';

/** A fresh folder for a store. */
export function stateFileInTempFolder(): string {
  return join(mkdtempSync(join(tmpdir(), 'sreo-sandbox-')), 'state.sqlite');
}

/** The sandbox server on free ports of 127.0.0.1, as `npm run sandbox` runs it; the log lines kept. */
export async function startTestSandbox(options: Partial<StartOptions> = {}): Promise<RunningSandbox & { logLines: string[] }> {
  const logLines: string[] = [];
  const running = await startSandboxServer({
    host: '127.0.0.1',
    port: 0,
    appOrigins: [APP_ORIGIN],
    stateFile: null,
    log: (line) => logLines.push(line),
    passwords: TEST_PASSWORDS,
    ...options,
  });
  return Object.assign(running, { logLines });
}

/** Form-encoded, as the app sends every body. */
export function form(fields: Record<string, string>): { body: URLSearchParams; headers: Record<string, string> } {
  return { body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** Rows of the store, read as another program would (a backup tool, the next start, `sqlite3`). */
export function rowsOf(file: string, query: string): Record<string, unknown>[] {
  const db = new Database(file);
  try {
    return db.prepare(query).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
