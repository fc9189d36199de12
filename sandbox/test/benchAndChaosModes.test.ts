import { BENCH_FLAG_KEY, BENCH_STATE_KEY, benchMode, syntheticDecks } from '../src/benchMode';
import { CHAOS_FLAG_KEY } from '../src/chaosMode';
import { chaosHandlers } from '../src/msw/chaosHandlers';
import type { NextStepJson as NextStep } from '@sreo/contract/wire';
import { PAGE_DATABASE_KEY, pageSandbox } from '../src/pageSandbox';
import { callSandbox } from '../src/http/callSandbox';
import { MapStorage, SQL } from './sandboxHarness';

describe('the sandbox’s bench and chaos modes', () => {
  it('given no flags, when the sandbox starts, then neither mode is on and the demo seed is untouched', async () => {
    const storage = new MapStorage();
    expect(benchMode(storage)).toBeNull();
    expect(chaosHandlers(storage, '/sreo/v0.1')).toEqual([]);
  });

  it('given the bench flag for 5,000 decks, when the sandbox starts, then the learner’s deck list has them, under a state key of its own', async () => {
    const storage = new MapStorage({ [BENCH_FLAG_KEY]: JSON.stringify({ decks: 5000 }) });
    const server = pageSandbox(SQL, storage, { clock: { now: () => Date.UTC(2026, 0, 5, 9) } });
    const { body: signedIn, headers } = await callSandbox(server, { method: 'POST', path: '/auth', form: { email: 'learner@demo.test', pws: 'demo-pass-1' } });
    expect(signedIn).toBeDefined();
    const token = headers.get('X-Auth-Token');

    const decks = await callSandbox(server, { method: 'GET', path: '/app/library/decks', query: { deckType: '0' }, token });

    expect((decks.body as unknown[]).length).toBeGreaterThanOrEqual(5000);
    expect(storage.entries.has(BENCH_STATE_KEY)).toBe(true);
    expect(storage.entries.has(PAGE_DATABASE_KEY)).toBe(false);
  });

  it('given bench mode, when a learner starts the day, then far more new cards are due than the partner’s usual ten', async () => {
    const storage = new MapStorage({ [BENCH_FLAG_KEY]: JSON.stringify({ decks: 400 }) });
    const server = pageSandbox(SQL, storage, { clock: { now: () => Date.UTC(2026, 0, 5, 9) } });
    const call = (method: string, path: string, token: string | null, form: Record<string, string> = {}) => callSandbox(server, { method, path, form, token });
    const token = (await call('POST', '/auth', null, { email: 'new@demo.test', pws: 'demo-pass-1' })).headers.get('X-Auth-Token');

    const step = (await call('PUT', '/app/study', token)).body as NextStep;

    expect(step.progress.main.total).toBeGreaterThanOrEqual(300);
  });

  it('given an out-of-range bench flag, when read, then bench mode stays off', async () => {
    expect(benchMode(new MapStorage({ [BENCH_FLAG_KEY]: JSON.stringify({ decks: -1 }) }))).toBeNull();
    expect(benchMode(new MapStorage({ [BENCH_FLAG_KEY]: 'not json' }))).toBeNull();
  });

  it('given a number of synthetic decks, when made, then each has one recall card and a distinct id', async () => {
    const decks = syntheticDecks(3);
    expect(decks.map((deck) => deck.id)).toEqual(['bench-00001', 'bench-00002', 'bench-00003']);
    expect(decks.every((deck) => deck.cards.length === 1 && deck.cards[0]!.questionType === 0)).toBe(true);
  });

  it('given the chaos flag, when the sandbox starts, then one handler goes in front of the sandbox', async () => {
    expect(chaosHandlers(new MapStorage({ [CHAOS_FLAG_KEY]: JSON.stringify({ delayMs: 10 }) }), '/sreo/v0.1')).toHaveLength(1);
  });
});
