import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'libsql';
import type { LibraryDeckJson as LibraryDeck } from '@sreo/contract/wire';
import { callSandbox } from '../../src/http/callSandbox';
import { SandboxServer } from '../../src/SandboxServer';
import { seedDecks, seedResources } from '../../src/seed/decks';
import { buildContent } from '../../src/content';
import { createSeedState, newUserRecord } from '../../src/demoData';
import { formerSnapshot } from '../../src/server/formerSnapshot';
import { SandboxFile } from '../../src/server/SandboxFile';
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

/** A store as the former version wrote it: one `record` table of JSON records, schema version 1. */
function formerRecordStore(file: string, records: [string, string][]): void {
  const db = new Database(file);
  db.exec('CREATE TABLE record (key TEXT PRIMARY KEY, value TEXT NOT NULL); PRAGMA user_version = 1');
  const put = db.prepare('INSERT INTO record (key, value) VALUES (?, ?)');
  for (const [key, value] of records) put.run(key, value);
  db.close();
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

/** Every row of the per-learner tables, of learners other than `userId`. */
function othersRows(stateFile: string, userId: number): unknown[] {
  return ['card_memory', 'answer', 'study_day', 'study_queue', 'peer_tkl', 'session'].map((table) => rowsOf(stateFile, `SELECT * FROM ${table} WHERE userId != ${userId} ORDER BY rowid`));
}

describe('the sandbox server keeps its state in an SQLite store', () => {
  it('given a learner answers, then their card memory and the answer are written, and no row of another learner changes', async () => {
    const stateFile = stateFileInTempFolder();
    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const token = await signIn(sandbox, 'new@demo.test');
    const before = othersRows(stateFile, 2);

    const answer = libraryAnswer(10001);
    const answered = await call(sandbox, 'PUT', '/app/study', token, answer);
    await sandbox.close();

    expect(answered.status).toBe(200);
    expect(rowsOf(stateFile, 'SELECT userId, id, cardId FROM answer WHERE userId = 2')).toEqual([{ userId: 2, id: answer.id, cardId: 10001 }]);
    expect(rowsOf(stateFile, 'SELECT cardId FROM card_memory WHERE userId = 2')).toEqual([{ cardId: 10001 }]);
    expect(othersRows(stateFile, 2)).toEqual(before);
  });

  it('given a store with the learner\'s progress made under an older seed, when the server starts with a deck added before it and an account the store lacks, then the progress is kept and both are there', async () => {
    const stateFile = stateFileInTempFolder();
    const older = { decks: seedDecks.slice(1), resources: seedResources };
    const olderStore = SandboxFile.open(stateFile);
    const olderServer = new SandboxServer({ clock, database: olderStore, content: older });
    const token = (await callSandbox(olderServer, { method: 'POST', path: '/auth', form: { email: 'new@demo.test', pws: PASSWORD } })).headers.get('X-Auth-Token')!;
    const answered = seedDecks[1]!.id;
    await callSandbox(olderServer, { method: 'PUT', path: '/app/study', form: libraryAnswer(10001), token });
    olderStore.close();
    const db = new Database(stateFile);
    db.exec("DELETE FROM peer_tkl WHERE userId = 3; DELETE FROM learner WHERE email = 'basic@demo.test'");
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
    SandboxFile.backup(stateFile, copy);
    await sandbox.close();
    const restored = await startTestSandbox({ stateFile: copy, now: clock.now });
    const decks = (await (await call(restored, 'GET', '/app/library/decks?deckType=0', token)).json()) as LibraryDeck[];
    await restored.close();

    expect(decks.filter((deck) => deck.tkl !== null)).toHaveLength(1);
    expect(() => SandboxFile.backup(stateFile, copy)).toThrow(/already exists/);
  });

  it('given the JSON snapshot an earlier version kept beside the store, when the store is new, then the snapshot\'s progress is taken into it and the snapshot is left', async () => {
    const stateFile = stateFileInTempFolder();
    const { cardKeys: _, users, ...rest } = createSeedState(buildContent(seedDecks, seedResources), clock.now(), 'unused');
    const kept = newUserRecord({ id: 20, email: 'kept@demo.test', partnerId: 1, username: 'kept' }, clock.now());
    // As that version kept them: passwords in plain text.
    const plainUsers = [...users, kept].map(({ passwordHash: __, ...user }) => ({
      ...user,
      password: user.email === 'kept@demo.test' ? 'kept-pass-1' : PASSWORD,
    }));
    const version1 = { ...rest, users: plainUsers, version: 1 };
    const snapshot = join(dirname(stateFile), 'state.json');
    const snapshotText = JSON.stringify({ 'sreo.sandbox.state': version1, 'sreo.sandbox.state.revision': 'a-1' });
    writeFileSync(snapshot, snapshotText);

    const former = formerSnapshot(stateFile);
    expect(former?.path).toBe(snapshot);
    const sandbox = await startTestSandbox({ stateFile, now: clock.now, formerState: former!.state });
    const signIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email: 'kept@demo.test', pws: 'kept-pass-1' }) });
    await sandbox.close();

    expect(signIn.status).toBe(200);
    expect(readFileSync(stateFile).includes('kept-pass-1')).toBe(false);
    expect(readFileSync(snapshot, 'utf8')).toBe(snapshotText);
    expect(formerSnapshot(stateFile)).toBeNull();
  });

  it('given a former snapshot that is not a sandbox state, when the store is new, then the start is refused, the snapshot kept and no store made', async () => {
    const stateFile = stateFileInTempFolder();
    const snapshot = join(dirname(stateFile), 'state.json');
    writeFileSync(snapshot, '{"sreo.sandbox.state": {"version": 1}}');

    expect(() => formerSnapshot(stateFile)).toThrow(new RegExp(`former state snapshot ${snapshot} cannot be read \\(it lacks users`));
    expect(readFileSync(snapshot, 'utf8')).toBe('{"sreo.sandbox.state": {"version": 1}}');
    expect(existsSync(stateFile)).toBe(false);
  });

  it('given a server running on a store, when a second server starts on it or it is reset, then each is refused naming the file, and the first keeps answering', async () => {
    const stateFile = stateFileInTempFolder();
    const first = await startTestSandbox({ stateFile, now: clock.now });

    const second = await startRefused(stateFile);
    let reset: unknown = null;
    try {
      SandboxFile.remove(stateFile);
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
    ['overwritten in the middle, its size kept', (file: string) => overwriteMiddlePage(file)],
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

  it('given a store of the former record layout, when the server starts, then its learners and progress are in the tables and the record table is gone', async () => {
    const stateFile = stateFileInTempFolder();
    const state = createSeedState(buildContent(seedDecks, seedResources), clock.now(), 'unused');
    const learner = state.users.find((user) => user.email === 'learner@demo.test')!;
    const answers = Object.values(state.answers).filter((answer) => answer.userId === learner.id);
    const session = { userId: learner.id, createdAt: clock.now(), expiresAt: clock.now() + 86_400_000 };
    formerRecordStore(stateFile, [
      ['meta', JSON.stringify({ version: 2, contentKey: state.contentKey, cardKeys: state.cardKeys, nextUserId: state.nextUserId })],
      ...state.partners.map((partner): [string, string] => [`partner/${partner.id}`, JSON.stringify(partner)]),
      [
        `learner/${learner.id}`,
        JSON.stringify({ sessions: { 'kept-token': session }, resetSecrets: {}, ssoCodes: {}, feedback: [], mailbox: [], user: { ...learner, passwordHash: undefined, password: 'former-pass-1' } }),
      ],
      ...answers.map((answer): [string, string] => [`answer/${answer.id}`, JSON.stringify(answer)]),
    ]);

    const sandbox = await startTestSandbox({ stateFile, now: clock.now });
    const me = await fetch(`${sandbox.apiBase}/auth`, { headers: { Authorization: 'Bearer kept-token' } });
    const signedIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email: 'learner@demo.test', pws: 'former-pass-1' }) });
    await sandbox.close();

    expect(me.status).toBe(200);
    expect(signedIn.status).toBe(200);
    expect(rowsOf(stateFile, 'SELECT count(*) AS n FROM answer WHERE userId = 1')).toEqual([{ n: answers.length }]);
    expect(rowsOf(stateFile, "SELECT name FROM sqlite_schema WHERE name = 'record'")).toEqual([]);
    expect(readFileSync(stateFile).includes('kept-token')).toBe(false);
  });

  it('given a record that is not the sandbox\'s JSON, when the server starts, then it refuses and the store is kept as it was', async () => {
    const stateFile = stateFileInTempFolder();
    formerRecordStore(stateFile, [['learner/1', '{"half":']]);

    const error = await startRefused(stateFile);

    expect(error).toBeInstanceOf(SandboxStoreError);
    expect(error.message).toContain(stateFile);
    expect(rowsOf(stateFile, 'SELECT key, value FROM record')).toEqual([{ key: 'learner/1', value: '{"half":' }]);
    expect(rowsOf(stateFile, 'PRAGMA user_version')).toEqual([{ user_version: 1 }]);
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
    expect(rowsOf(stateFile, 'SELECT id FROM answer WHERE userId = 2')).toHaveLength(1);
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

/** Overwrites the page in the middle of a store with garbage, leaving the file's size as it was. */
function overwriteMiddlePage(file: string): void {
  const page = 4096;
  const at = Math.floor(statSync(file).size / 2 / page) * page;
  const handle = openSync(file, 'r+');
  try {
    writeSync(handle, Buffer.alloc(page, 0x5a), 0, page, at);
  } finally {
    closeSync(handle);
  }
}
