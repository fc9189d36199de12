import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'libsql';
import type { LibraryDeckJson as LibraryDeck } from '@sreo/contract/wire';
import { SandboxServer } from '../../src/SandboxServer';
import { seedDecks, seedResources } from '../../src/seed/decks';
import { importFormerSnapshot } from '../../src/server/formerSnapshot';
import { SqliteStateStore } from '../../src/server/SqliteStateStore';
import { MapStorage } from '../sandboxHarness';
import { SANDBOX_CLIENT_HEADER, SandboxStoreError } from '../../src/types';
import { APP_ORIGIN, form, rowsOf, startTestSandbox, stateFileInTempFolder } from './sandboxServerHarness';

const PASSWORD = 'demo-pass-1';
const clock = { now: () => Date.UTC(2026, 0, 5, 9) };

type Sandbox = Awaited<ReturnType<typeof startTestSandbox>>;

async function signIn(sandbox: Sandbox, email: string): Promise<string> {
  const response = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email, pws: PASSWORD }) });
  const token = response.headers.get('X-Auth-Token');
  if (response.status !== 200 || !token) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return token;
}

function call(sandbox: Sandbox, method: string, path: string, token: string, fields?: Record<string, string>): Promise<Response> {
  return fetch(`${sandbox.apiBase}${path}`, {
    method,
    ...(fields ? { body: new URLSearchParams(fields) } : {}),
    headers: { Authorization: `Bearer ${token}`, Origin: APP_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** A library quiz answer to card `cId`: recorded once per id. */
function libraryAnswer(cId: number): Record<string, string> {
  return { id: randomUUID(), cId: String(cId), ans: '3', tta: '1500', mode: '3', dt: new Date(clock.now()).toISOString() };
}

async function startRefused(stateFile: string): Promise<Error> {
  return startTestSandbox({ stateFile }).then(
    async (running) => {
      await running.close();
      throw new Error('the server started');
    },
    (error: Error) => error,
  );
}

describe('the sandbox server keeps its state in an SQLite store', () => {
  it('given a learner answers, then that card\'s record and the answer\'s are written, and no other learner\'s', async () => {
    const stateFile = stateFileInTempFolder();
    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const token = await signIn(sandbox, 'new@demo.test');
    const before = rowsOf(stateFile);

    const answer = libraryAnswer(10001);
    const answered = await call(sandbox, 'PUT', '/app/study', token, answer);
    await sandbox.close();

    expect(answered.status).toBe(200);
    const after = rowsOf(stateFile);
    const changed = [...after].filter(([key, value]) => before.get(key) !== value).map(([key]) => key);
    expect(changed.sort()).toEqual([`answer/${answer.id}`, 'card/2:10001']);
    expect(JSON.parse(after.get('learner/2')!).user.email).toBe('new@demo.test');
  });

  it('given a store with the learner\'s progress made under an older seed, when the server starts with a deck added before it and an account the store lacks, then the progress is kept and both are there', async () => {
    const stateFile = stateFileInTempFolder();
    const older = { decks: seedDecks.slice(1), resources: seedResources };
    const olderStore = SqliteStateStore.open(stateFile);
    const olderServer = new SandboxServer({ clock, store: olderStore, content: older });
    const token = olderServer.handle({ method: 'POST', path: '/auth', query: {}, form: { email: 'new@demo.test', pws: PASSWORD }, token: null }).headers!['X-Auth-Token']!;
    const answered = seedDecks[1]!.id;
    olderServer.handle({ method: 'PUT', path: '/app/study', query: {}, form: libraryAnswer(10001), token });
    olderStore.close();
    const db = new Database(stateFile);
    const basic = db.prepare("SELECT key FROM record WHERE value LIKE '%\"basic@demo.test\"%'").raw().get() as [string];
    db.prepare('DELETE FROM record WHERE key = ?').run(basic[0]);
    db.close();

    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const decks = (await (await call(sandbox, 'GET', '/app/library/decks?deckType=0', token)).json()) as LibraryDeck[];
    const basicSignIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email: 'basic@demo.test', pws: PASSWORD }) });
    await sandbox.close();

    expect(decks.find((deck) => deck.deckId === answered)?.tkl).not.toBeNull();
    expect(decks.find((deck) => deck.deckId === seedDecks[0]!.id)?.tkl).toBeNull();
    expect(decks.filter((deck) => deck.tkl !== null)).toHaveLength(1);
    expect(basicSignIn.status).toBe(200);
  });

  it('given a server running on its store, when the store is backed up, then a server started on the copy has the progress', async () => {
    const stateFile = stateFileInTempFolder();
    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const token = await signIn(sandbox, 'new@demo.test');
    expect((await call(sandbox, 'PUT', '/app/study', token, libraryAnswer(10001))).status).toBe(200);

    const copy = stateFileInTempFolder();
    SqliteStateStore.backup(stateFile, copy);
    await sandbox.close();
    const restored = await startTestSandbox({ stateFile: copy, now: clock.now });
    const decks = (await (await call(restored, 'GET', '/app/library/decks?deckType=0', token)).json()) as LibraryDeck[];
    await restored.close();

    expect(decks.filter((deck) => deck.tkl !== null)).toHaveLength(1);
    expect(() => SqliteStateStore.backup(stateFile, copy)).toThrow(/already exists/);
  });

  it('given the JSON snapshot an earlier version kept beside the store, when the store is new, then the snapshot\'s progress is taken into it and the snapshot is left', async () => {
    const stateFile = stateFileInTempFolder();
    const storage = new MapStorage();
    const earlier = new SandboxServer({ clock, storage });
    earlier.handle({ method: 'PUT', path: '/auth/signup/app', query: {}, form: { uuid: 'app', email: 'kept@demo.test', pws: 'kept-pass-1', username: 'kept' }, token: null });
    const { cardKeys: _, users, ...rest } = JSON.parse(storage.get('sreo.sandbox.state')!) as Record<string, unknown>;
    // As that version kept them: passwords in plain text.
    const plainUsers = (users as { email: string; passwordHash?: string }[]).map(({ passwordHash: __, ...user }) => ({
      ...user,
      password: user.email === 'kept@demo.test' ? 'kept-pass-1' : PASSWORD,
    }));
    const version1 = { ...rest, users: plainUsers, version: 1 };
    const snapshot = join(dirname(stateFile), 'state.json');
    const snapshotText = JSON.stringify({ 'sreo.sandbox.state': version1, 'sreo.sandbox.state.revision': 'a-1' });
    writeFileSync(snapshot, snapshotText);

    expect(importFormerSnapshot(stateFile)).toBe(snapshot);
    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const signIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email: 'kept@demo.test', pws: 'kept-pass-1' }) });
    await sandbox.close();

    expect(signIn.status).toBe(200);
    expect(readFileSync(stateFile).includes('kept-pass-1')).toBe(false);
    expect(readFileSync(snapshot, 'utf8')).toBe(snapshotText);
    expect(importFormerSnapshot(stateFile)).toBeNull();
  });

  it('given a former snapshot that is not a sandbox state, when the store is new, then the start is refused, the snapshot kept and no store made', () => {
    const stateFile = stateFileInTempFolder();
    const snapshot = join(dirname(stateFile), 'state.json');
    writeFileSync(snapshot, '{"sreo.sandbox.state": {"version": 1}}');

    expect(() => importFormerSnapshot(stateFile)).toThrow(new RegExp(`former state snapshot ${snapshot} cannot be read \\(it lacks users`));
    expect(readFileSync(snapshot, 'utf8')).toBe('{"sreo.sandbox.state": {"version": 1}}');
    expect(existsSync(stateFile)).toBe(false);
  });

  it('given a server running on a store, when a second server starts on it or it is reset, then each is refused naming the file, and the first keeps answering', async () => {
    const stateFile = stateFileInTempFolder();
    const first = await startTestSandbox({ stateFile, now: clock.now });

    const second = await startRefused(stateFile);
    let reset: unknown = null;
    try {
      SqliteStateStore.remove(stateFile);
    } catch (error) {
      reset = error;
    }
    const token = await signIn(first, 'new@demo.test');
    await first.close();
    const third = await startTestSandbox({ stateFile, now: clock.now });
    const again = await fetch(`${third.apiBase}/auth`, { headers: { Authorization: `Bearer ${token}` } });
    await third.close();

    expect(second).toBeInstanceOf(SandboxStoreError);
    expect(second.message).toContain(`${stateFile} is in use by another sandbox server`);
    expect(reset).toBeInstanceOf(SandboxStoreError);
    expect(again.status).toBe(200);
  });

  it.each([
    ['truncated to half', (file: string) => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
    ['emptied', (file: string) => truncateSync(file, 0)],
    ['overwritten with text', (file: string) => writeFileSync(file, 'not a database\n'.repeat(400))],
  ])('given a store %s, when the server starts, then it refuses with a message naming the file and leaves the file as it is', async (_, damage) => {
    const stateFile = stateFileInTempFolder();
    await (await startTestSandbox({ stateFile })).close();
    damage(stateFile);
    const damaged = readFileSync(stateFile);

    const error = await startRefused(stateFile);

    expect(error).toBeInstanceOf(SandboxStoreError);
    expect(error.message).toContain(stateFile);
    expect(error.message).toMatch(/cannot be read .*left as it is/);
    expect(readFileSync(stateFile).equals(damaged)).toBe(true);
  });

  it('given a record that is not the sandbox\'s JSON, when the server starts, then it refuses and the store is kept', async () => {
    const stateFile = stateFileInTempFolder();
    await (await startTestSandbox({ stateFile })).close();
    const db = new Database(stateFile);
    db.prepare("UPDATE record SET value = '{\"half\":' WHERE key = 'learner/1'").run();
    db.close();

    const error = await startRefused(stateFile);

    expect(error).toBeInstanceOf(SandboxStoreError);
    expect(error.message).toContain(stateFile);
    expect(rowsOf(stateFile).get('learner/1')).toBe('{"half":');
  });

  it('given the store refuses a write (another program holds its write lock), then that request gets the contract\'s 500 body with CORS, the change is not made, and the server serves the next requests', async () => {
    const stateFile = stateFileInTempFolder();
    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const token = await signIn(sandbox, 'new@demo.test');
    const locker = new Database(stateFile);
    locker.exec('BEGIN IMMEDIATE');

    const refused = await call(sandbox, 'PUT', '/app/study', token, libraryAnswer(10001));
    const read = await call(sandbox, 'GET', '/app/library/decks?deckType=0', token);
    locker.exec('ROLLBACK');
    locker.close();
    const again = await call(sandbox, 'PUT', '/app/study', token, libraryAnswer(10002));
    const decks = (await (await call(sandbox, 'GET', '/app/library/decks?deckType=0', token)).json()) as LibraryDeck[];
    await sandbox.close();

    expect(refused.status).toBe(500);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    const body = (await refused.json()) as { type: string; message: string };
    expect(body.type).toBe('StoreUnavailable');
    expect(body.message).toMatch(/could not save this change, so it was not made: .*locked/);
    expect(read.status).toBe(200);
    expect(again.status).toBe(200);
    const answered = [...rowsOf(stateFile).keys()].filter((key) => key.startsWith('answer/') && JSON.parse(rowsOf(stateFile).get(key)!).userId === 2);
    expect(answered).toHaveLength(1);
    expect(decks.filter((deck) => deck.tkl !== null)).toHaveLength(1);
  });

  it('given the store refuses a write, when the sandbox is reset, then the reset answers the 500 body and every learner\'s progress stays', async () => {
    const stateFile = stateFileInTempFolder();
    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const token = await signIn(sandbox, 'new@demo.test');
    expect((await call(sandbox, 'PUT', '/app/study', token, libraryAnswer(10001))).status).toBe(200);
    const locker = new Database(stateFile);
    locker.exec('BEGIN IMMEDIATE');

    const reset = await fetch(`${sandbox.apiBase}/sandbox/reset`, { method: 'POST', headers: { [SANDBOX_CLIENT_HEADER]: '1' } });
    locker.exec('ROLLBACK');
    locker.close();
    const decks = (await (await call(sandbox, 'GET', '/app/library/decks?deckType=0', token)).json()) as LibraryDeck[];
    await sandbox.close();

    expect(reset.status).toBe(500);
    expect(((await reset.json()) as { type: string }).type).toBe('StoreUnavailable');
    expect(decks.filter((deck) => deck.tkl !== null)).toHaveLength(1);
  });
});
