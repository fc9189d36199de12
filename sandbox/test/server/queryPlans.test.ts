import { libsqlDatabase } from '../../src/store/libsqlDatabase';
import type { SqlDatabase, SqlValue } from '../../src/store/SqlDatabase';
import { DEMO_PASSWORD, TestClock, sandbox } from '../sandboxHarness';

/** A database that notes every statement run on it, with its parameters. */
function recorded(database: SqlDatabase): SqlDatabase & { statements: { sql: string; parameters: readonly SqlValue[] }[] } {
  const statements: { sql: string; parameters: readonly SqlValue[] }[] = [];
  return {
    statements,
    all: (sql, parameters) => (statements.push({ sql, parameters }), database.all(sql, parameters)),
    run: (sql, parameters) => (statements.push({ sql, parameters }), database.run(sql, parameters)),
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
  };
}

/** What SQLite plans for a statement: one line per step ("SEARCH answer USING INDEX …", "SCAN learner"…). */
function planOf(database: SqlDatabase, sql: string, parameters: readonly SqlValue[]): string[] {
  return database.all(`EXPLAIN QUERY PLAN ${sql}`, parameters).map((row) => String(row.detail));
}

describe('the sandbox\'s queries for one learner', () => {
  it('given every per-learner call of the contract, and the refresh of the peers\' figures that are due, then no query they run scans a whole table', async () => {
    const engine = libsqlDatabase(':memory:');
    const database = recorded(engine);
    const clock = new TestClock(Date.UTC(2026, 0, 5, 9));
    const { server, call, signIn } = sandbox({ clock, database });
    const token = await signIn('learner@demo.test');
    database.statements.length = 0;

    const first = (await call('PUT', '/app/study', { token })).body as { c: { cId: number } };
    await call('PUT', '/app/study', { token, form: { id: 'a-1', cId: String(first.c.cId), ans: '3', tta: '1200', mode: '0', dt: new Date(clock.now()).toISOString() } });
    await call('PUT', '/app/study', { token, form: { id: 'a-2', cId: '10001', ans: '3', tta: '1200', mode: '3' } });
    await call('PUT', '/app/study', { token, query: { reviewMore: 'true' } });
    await call('GET', '/app/performance', { token });
    await call('GET', '/app/library/decks', { token, query: { deckType: '0' } });
    await call('GET', '/app/library/cards/10001', { token });
    await call('PUT', '/app/user', { token, form: { firstName: 'Alexa' } });
    await call('POST', '/app/feedback', { token, form: { text: 'Fine.' } });
    await call('POST', '/app/user/tos/accept', { token });
    await call('GET', '/auth', { token });
    await call('POST', '/auth', { form: { email: 'learner@demo.test', pws: DEMO_PASSWORD } });
    await call('POST', '/auth/pws/reset', { form: { email: 'learner@demo.test' } });
    await call('DELETE', '/auth', { token });
    clock.advance(10 * 60_000);
    server.refreshPeers();

    const scans = database.statements.flatMap(({ sql, parameters }) =>
      planOf(engine, sql, parameters).filter((step) => /^SCAN /.test(step) && step !== 'SCAN CONSTANT ROW').map((step) => `${step}: ${sql}`),
    );
    expect(database.statements.length).toBeGreaterThan(20);
    expect(database.statements.filter(({ sql }) => /^update "peer_tkl" set "tkl"/.test(sql)).length).toBeGreaterThan(1);
    expect(scans).toEqual([]);
  });
});
