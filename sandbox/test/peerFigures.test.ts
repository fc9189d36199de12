import type { LeaderboardEntryJson, PerformanceJson } from '@sreo/contract/wire';
import { PEER_FIGURES_MAX_AGE_MS, PEER_REFRESH_BATCH } from '../src/peerRefresh';
import { DAY, sandbox } from './sandboxHarness';

const MINUTE = 60_000;
/** A library quiz answer (PUT /app/study, mode 3) on the Capitals deck's first card, graded Good. */
const goodAnswer = { id: 'peer-1', uId: '2', dId: '1', cId: '10001', dt: '', tta: '2000', ans: '3', mode: '3' };

describe('sandbox: the peers\' figures on the performance call', () => {
  it('given a peer who answered once and then stopped, when days pass, then the leaderboard shows their TKL decayed to what it is now', async () => {
    const { call, signIn, clock } = sandbox();
    const viewer = await signIn('learner@demo.test');
    const peer = await signIn('new@demo.test');
    await call('PUT', '/app/study', { token: peer, form: goodAnswer });
    const peerOnBoard = async () =>
      ((await call('GET', '/app/performance', { token: viewer })).body as PerformanceJson).users!.find((entry: LeaderboardEntryJson) => entry.name === 'newcomer')!;
    const justAfter = await peerOnBoard();

    clock.advance(3 * DAY);
    const threeDaysOn = await peerOnBoard();

    const ownNow = ((await call('GET', '/app/performance', { token: peer })).body as PerformanceJson).tkl;
    expect(threeDaysOn.tkl).toBeLessThan(justAfter.tkl);
    expect(threeDaysOn.tkl).toBe(ownNow);
  });

  it('given a viewer who looks every minute, when a peer stops answering, then the peer\'s figure is never older than the promised minutes', async () => {
    const { call, signIn, clock } = sandbox();
    const viewer = await signIn('learner@demo.test');
    const peer = await signIn('new@demo.test');
    await call('PUT', '/app/study', { token: peer, form: goodAnswer });
    clock.advance(2 * DAY);
    const tklOfPeerAt = new Map<number, number>();
    const seen: { at: number; tkl: number }[] = [];

    for (let minute = 0; minute <= 15; minute += 1) {
      tklOfPeerAt.set(clock.now(), ((await call('GET', '/app/performance', { token: peer })).body as PerformanceJson).tkl!);
      const board = ((await call('GET', '/app/performance', { token: viewer })).body as PerformanceJson).users!;
      seen.push({ at: clock.now(), tkl: board.find((entry) => entry.name === 'newcomer')!.tkl });
      clock.advance(MINUTE);
    }

    for (const { at, tkl } of seen) {
      const asOfTheLastMinutes = [...tklOfPeerAt].filter(([when]) => when <= at && when >= at - PEER_FIGURES_MAX_AGE_MS).map(([, value]) => value);
      expect(asOfTheLastMinutes).toContain(tkl);
    }
  });

  it('given 60 learners who stopped answering, when their figures are due, then one refresh takes at most a batch of them, and repeated refreshes (the server\'s timer) reach every one', async () => {
    const { server, clock } = sandbox();
    server.addPopulation(60, 5);
    clock.advance(DAY);

    const batches: number[] = [];
    for (let refreshed = server.refreshPeers(); refreshed > 0; refreshed = server.refreshPeers()) batches.push(refreshed);

    expect(batches.slice(0, 3)).toEqual([PEER_REFRESH_BATCH, PEER_REFRESH_BATCH, PEER_REFRESH_BATCH]);
    expect(batches.every((size) => size <= PEER_REFRESH_BATCH)).toBe(true);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(60);
    expect(server.refreshPeers()).toBe(0);
  });
});
