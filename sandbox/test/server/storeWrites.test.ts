import { randomUUID } from 'node:crypto';
import Database from 'libsql';
import type { SandboxState } from '../../src/model';
import { SandboxServer } from '../../src/SandboxServer';
import { SqliteStateStore } from '../../src/server/SqliteStateStore';
import { allRecords } from '../../src/server/stateRecords';
import { untracked } from '../../src/server/trackedState';
import type { SandboxResponse, SandboxStateStore } from '../../src/types';
import { DAY, DEMO_PASSWORD, TestClock, sequentialIds, type CallOptions } from '../sandboxHarness';
import { rowsOf, stateFileInTempFolder } from './sandboxServerHarness';

/**
 * What the server's store writes for each kind of change a request makes: only the records the request
 * touched are built, so each write is held to a whole rebuild of the state it keeps, and to what a
 * store opened again reads.
 */

/** The store, with the state it last kept in view. */
class KeptStore implements SandboxStateStore {
  readonly whenUnreadable = 'refuse';
  kept: SandboxState | null = null;

  constructor(readonly store: SqliteStateStore) {}

  load(): unknown {
    return this.store.load();
  }

  watch(state: SandboxState): SandboxState {
    return this.store.watch(state);
  }

  save(state: SandboxState): void {
    this.store.save(state);
    this.kept = state;
  }
}

/** Rewrites a store as stores were written before cards had records of their own: each learner's card memory in the learner's record. */
function toFormerLayout(file: string): void {
  const db = new Database(file);
  try {
    const cards = db.prepare("SELECT key, value FROM record WHERE key LIKE 'card/%'").raw().all() as [string, string][];
    const byLearner = new Map<string, Record<string, unknown>>();
    for (const [key, value] of cards) {
      const learner = `learner/${(JSON.parse(value) as { userId: number }).userId}`;
      byLearner.set(learner, { ...byLearner.get(learner), [key.slice('card/'.length)]: JSON.parse(value) });
    }
    for (const [learner, cardStates] of byLearner) {
      const [text] = db.prepare('SELECT value FROM record WHERE key = ?').raw().get(learner) as [string];
      const { sessions, ...rest } = JSON.parse(text) as Record<string, unknown>;
      db.prepare('UPDATE record SET value = ? WHERE key = ?').run(JSON.stringify({ sessions, cardStates, ...rest }), learner);
    }
    db.prepare("DELETE FROM record WHERE key LIKE 'card/%'").run();
  } finally {
    db.close();
  }
}

function serverOnStore() {
  const file = stateFileInTempFolder();
  const store = new KeptStore(SqliteStateStore.open(file));
  const clock = new TestClock(Date.UTC(2026, 0, 5, 9));
  const server = new SandboxServer({ clock, store, randomId: sequentialIds() });
  const call = (method: string, path: string, { form = {}, query = {}, token = null }: CallOptions = {}): SandboxResponse =>
    server.handle({ method, path, form, query, token });
  const succeed = (method: string, path: string, options?: CallOptions): SandboxResponse => {
    const answer = call(method, path, options);
    if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  const signIn = (email: string, pws = DEMO_PASSWORD): string => succeed('POST', '/auth', { form: { email, pws } }).headers!['X-Auth-Token']!;
  /** The records a whole rebuild of the state gives, against the rows on disk. */
  const wholeAndKept = () => ({ kept: rowsOf(file), whole: allRecords(untracked(store.kept!)) });
  return { file, store, clock, server, call, succeed, signIn, wholeAndKept };
}

type Sandbox = ReturnType<typeof serverOnStore>;

function libraryAnswer(cId: number): Record<string, string> {
  return { id: randomUUID(), cId: String(cId), ans: '3', tta: '1500', mode: '3' };
}

/** Each kind of change a request makes, after what it needs (the last call is the change). */
const CHANGES: [string, (sandbox: Sandbox) => void][] = [
  ['an account created', ({ succeed }) => succeed('PUT', '/auth/signup/app', { form: { uuid: 'app', email: 'fresh@demo.test', pws: 'fresh-pass-1', username: 'fresh' } })],
  ['a session opened by a sign-in', ({ signIn }) => signIn('new@demo.test')],
  [
    'a session ended by a sign-out',
    ({ signIn, succeed }) => {
      const token = signIn('new@demo.test');
      signIn('new@demo.test');
      succeed('DELETE', '/auth', { token });
    },
  ],
  ["the day's queue made", ({ signIn, succeed }) => succeed('PUT', '/app/study', { token: signIn('new@demo.test') })],
  ['an answer', ({ signIn, succeed }) => succeed('PUT', '/app/study', { token: signIn('new@demo.test'), form: libraryAnswer(10001) })],
  ['the survey skipped and ten more to review', ({ signIn, succeed }) => succeed('PUT', '/app/study', { token: signIn('learner@demo.test'), query: { skipSurvey: 'true', reviewMore: 'true' } })],
  ['preferences saved', ({ signIn, succeed }) => succeed('PUT', '/app/user', { token: signIn('new@demo.test'), form: { firstName: 'Sam', remindDays: '1,3' } })],
  ['the terms accepted', ({ signIn, succeed }) => succeed('POST', '/app/user/tos/accept', { token: signIn('terms@demo.test') })],
  ['feedback given', ({ signIn, succeed }) => succeed('POST', '/app/feedback', { token: signIn('new@demo.test'), form: { text: 'Clear cards.', rating: '5' } })],
  ['a password reset asked for (a secret, an e-mail)', ({ succeed }) => succeed('POST', '/auth/pws/reset', { form: { email: 'new@demo.test' } })],
  [
    'a password set with the e-mailed secret (the secret used, the sessions ended)',
    ({ server, signIn, succeed }) => {
      signIn('new@demo.test');
      succeed('POST', '/auth/pws/reset', { form: { email: 'new@demo.test' } });
      succeed('POST', '/auth/pws/upd', { form: { secret: server.mailbox('new@demo.test')[0]!.secret, pws: 'other-pass-2' } });
    },
  ],
  ['a password changed', ({ signIn, succeed }) => succeed('PUT', '/auth/pws/upd', { token: signIn('new@demo.test'), form: { email: 'new@demo.test', pws: DEMO_PASSWORD, newPws: 'other-pass-2' } })],
  ['a single-sign-on code issued', ({ succeed }) => succeed('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: '/app/' } })],
  [
    'a single-sign-on code traded for a session',
    ({ succeed }) => {
      const { url } = succeed('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: '/app/' } }).body as { url: string };
      succeed('POST', '/auth/sso', { form: { code: new URL(url, 'http://app.test').searchParams.get('sso_code')! } });
    },
  ],
  [
    'what expired dropped',
    ({ clock, signIn, succeed }) => {
      signIn('new@demo.test');
      succeed('POST', '/auth/pws/reset', { form: { email: 'learner@demo.test' } });
      clock.advance(31 * DAY);
      signIn('basic@demo.test');
    },
  ],
  [
    'the sandbox reset',
    ({ clock, signIn, succeed }) => {
      succeed('PUT', '/app/study', { token: signIn('new@demo.test'), form: libraryAnswer(10001) });
      clock.advance(DAY);
      succeed('POST', '/sandbox/reset');
    },
  ],
];

describe("the server's store writes what each request changed", () => {
  it.each(CHANGES)('given a server on its store, when %s, then the store holds what a whole rebuild of the state gives, and a store opened again reads that state', (_, change) => {
    const sandbox = serverOnStore();
    const before = rowsOf(sandbox.file);

    change(sandbox);

    const { kept, whole } = sandbox.wholeAndKept();
    expect(kept).toEqual(whole);
    expect(kept).not.toEqual(before);
    const state = JSON.parse(JSON.stringify(untracked(sandbox.store.kept))) as SandboxState;
    sandbox.store.store.close();
    const reopened = SqliteStateStore.open(sandbox.file);
    expect(reopened.load()).toEqual(state);
    reopened.close();
  });

  it("given learners A and B, when A answers the day's card, then A's record (the day's queue) and the records of the card and the answer are written, and no row of B's is touched", () => {
    const sandbox = serverOnStore();
    const tokenA = sandbox.signIn('new@demo.test');
    sandbox.signIn('learner@demo.test');
    const step = sandbox.succeed('PUT', '/app/study', { token: tokenA }).body as { c: { cId: number }; mode: number };
    const db = new Database(sandbox.file);
    db.exec('CREATE TABLE written (key TEXT)');
    db.exec('CREATE TRIGGER note_update AFTER UPDATE ON record BEGIN INSERT INTO written VALUES (new.key); END');
    db.exec('CREATE TRIGGER note_insert AFTER INSERT ON record BEGIN INSERT INTO written VALUES (new.key); END');

    const answer = { id: randomUUID(), cId: String(step.c.cId), ans: '1', tta: '1500', mode: String(step.mode) };
    sandbox.succeed('PUT', '/app/study', { token: tokenA, form: answer });

    const written = (db.prepare('SELECT key FROM written').raw().all() as [string][]).map(([key]) => key);
    db.close();
    sandbox.store.store.close();
    expect(written.sort()).toEqual([`answer/${answer.id}`, `card/2:${step.c.cId}`, 'learner/2']);
  });

  it('given the store refuses a write, then the request is answered 500 and the change undone, and the next write keeps the state whole', () => {
    const sandbox = serverOnStore();
    const token = sandbox.signIn('new@demo.test');
    const locker = new Database(sandbox.file);
    locker.exec('BEGIN IMMEDIATE');

    const refused = sandbox.call('PUT', '/app/study', { token, form: libraryAnswer(10001) });
    locker.exec('ROLLBACK');
    locker.close();
    sandbox.succeed('POST', '/app/feedback', { token, form: { text: 'After the refusal.' } });

    const { kept, whole } = sandbox.wholeAndKept();
    sandbox.store.store.close();
    expect(refused.status).toBe(500);
    expect(kept).toEqual(whole);
    expect([...kept.keys()].filter((key) => key.startsWith('answer/') && JSON.parse(kept.get(key)!).userId === 2)).toEqual([]);
    expect(JSON.parse(kept.get('learner/2')!).feedback).toHaveLength(1);
  });

  it('given a store watching one state, when another state is saved, then that one is written whole, and so is the watched one saved after it', () => {
    const file = stateFileInTempFolder();
    const store = SqliteStateStore.open(file);
    new SandboxServer({ clock: new TestClock(Date.UTC(2026, 0, 5, 9)), store });
    const watched = store.watch(store.load() as SandboxState);
    store.save(watched);
    const other = structuredClone(untracked(watched));
    other.users[0]!.firstName = 'Changed elsewhere';

    store.save(other);
    const afterOther = rowsOf(file);
    watched.users[1]!.firstName = 'Changed here';
    store.save(watched);
    const afterWatched = rowsOf(file);
    store.close();

    expect(afterOther).toEqual(allRecords(other));
    expect(afterWatched).toEqual(allRecords(untracked(watched)));
  });

  it("given a store written before cards had records of their own, when the server starts on it, then every card's memory is kept and the store is rewritten with a record per card", () => {
    const file = stateFileInTempFolder();
    const clock = new TestClock(Date.UTC(2026, 0, 5, 9));
    const store = SqliteStateStore.open(file);
    const server = new SandboxServer({ clock, store });
    const token = server.handle({ method: 'POST', path: '/auth', query: {}, form: { email: 'new@demo.test', pws: DEMO_PASSWORD }, token: null }).headers!['X-Auth-Token']!;
    server.handle({ method: 'PUT', path: '/app/study', query: {}, form: libraryAnswer(10001), token });
    const kept = store.load() as SandboxState;
    store.close();
    toFormerLayout(file);
    const former = rowsOf(file);

    const reopened = SqliteStateStore.open(file);
    new SandboxServer({ clock, store: reopened });
    const loaded = reopened.load();
    reopened.close();
    const rewritten = rowsOf(file);

    expect([...former.keys()].filter((key) => key.startsWith('card/'))).toEqual([]);
    expect(JSON.parse(former.get('learner/2')!).cardStates['2:10001']).toEqual(kept.cardStates['2:10001']);
    expect(loaded).toEqual(kept);
    expect([...rewritten.keys()].filter((key) => key.startsWith('card/')).sort()).toEqual(Object.keys(kept.cardStates).map((key) => `card/${key}`).sort());
    expect([...rewritten].filter(([key, text]) => key.startsWith('learner/') && 'cardStates' in JSON.parse(text))).toEqual([]);
  });
});
