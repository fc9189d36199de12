import type { PerformanceJson as Performance } from '@sreo/contract/wire';
import { DAY, TestClock, errorOf, sandbox } from './sandboxHarness';

const CAPITALS_FIRST_CARD = 10_001;

async function performanceOf(call: ReturnType<typeof sandbox>['call'], token: string): Promise<Performance> {
  const answer = await call('GET', '/app/performance', { token });
  expect(answer.status).toBe(200);
  return answer.body as Performance;
}

describe('sandbox: GET /app/performance', () => {
  it('given learner@demo.test with five days of history, when asked, then the figures come from the card states and answers', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    const performance = await performanceOf(call, token);

    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.tkl).toBeLessThan(1);
    expect(performance.cardsStudied).toBe(16);
    expect(performance.streak).toBe(5);
    expect(performance.studyDays).toHaveLength(5);
    const history = performance.tklHistory;
    expect(history[0]!.date < history[history.length - 1]!.date).toBe(true);
    expect(history[history.length - 1]!.tkl).toBeCloseTo(performance.tkl!, 4);
    expect(performance.decks.filter((deck) => deck.tkl !== null)).toHaveLength(3);
  });

  it.each([
    ['just after midnight', 0.5],
    ['in the small hours', 3],
    ['late at night', 23.5],
  ])('given the seed made %s (UTC), when asked, then the history still spans five days in a row', async (_when, hour) => {
    const clock = new TestClock(Date.UTC(2025, 2, 10) + hour * 3_600_000);
    const { call, signIn } = sandbox({ clock });

    const performance = await performanceOf(call, await signIn('learner@demo.test'));

    expect(performance.streak).toBe(5);
    expect(performance.studyDays).toHaveLength(5);
  });

  it('given Demo Academy, when asked, then the leaderboard ranks its learners by TKL with the learner marked once', async () => {
    const { call, signIn } = sandbox();
    const performance = await performanceOf(call, await signIn('learner@demo.test'));

    const board = performance.leaderboard!;
    expect(board.map((entry) => entry.tkl)).toEqual([...board.map((entry) => entry.tkl)].sort((a, b) => b - a));
    expect(board.filter((entry) => entry.isMe)).toEqual([{ name: 'Alex M.', tkl: expect.any(Number), isMe: true }]);
    expect(board.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Ana L.', 'Priya S.']));
    expect(board.some((entry) => entry.name.startsWith('Olu'))).toBe(false);
    expect(board.some((entry) => entry.name.startsWith('Casey'))).toBe(false);
    const others = performance.users!.filter((entry) => !entry.isMe);
    const me = performance.users!.find((entry) => entry.isMe)!;
    expect(performance.percentile).toBe(Math.round((100 * others.filter((entry) => entry.tkl < me.tkl).length) / others.length));
  });

  it('given a partner with the comparisons off, when asked, then no leaderboard, percentile or user list is sent', async () => {
    const { call, signIn } = sandbox();
    const performance = await performanceOf(call, await signIn('private@demo.test'));

    expect(Object.keys(performance).sort()).toEqual(['cardsStudied', 'decks', 'streak', 'studyDays', 'tkl', 'tklHistory']);
  });

  it('given a partner with performance off, when asked, then 403', async () => {
    const { call, signIn } = sandbox();

    const answer = await call('GET', '/app/performance', { token: await signIn('basic@demo.test') });

    expect(answer.status).toBe(403);
    expect(errorOf(answer).type).toBe('FeatureDisabled');
  });

  it('given time passes with no study, when asked again, then the TKL has fallen and the streak is broken', async () => {
    const { call, signIn, clock } = sandbox();
    const token = await signIn('learner@demo.test');
    const before = await performanceOf(call, token);

    clock.advance(10 * DAY);
    const after = await performanceOf(call, token);

    expect(after.tkl!).toBeLessThan(before.tkl!);
    expect(after.streak).toBe(0);
  });
});

describe('sandbox: library quiz answers (PUT /app/study, mode 3)', () => {
  const answer = (id: string, ans: number, extra: Record<string, string> = {}) => ({
    id,
    uId: '2',
    dId: '1',
    cId: String(CAPITALS_FIRST_CARD),
    dt: '',
    tta: '2500',
    ans: String(ans),
    mode: '3',
    ...extra,
  });

  it('given a new learner, when a library answer is sent twice with the same id, then it counts once and the TKL starts', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('new@demo.test');

    const first = await call('PUT', '/app/study', { token, form: answer('a-1', 3) });
    const again = await call('PUT', '/app/study', { token, form: answer('a-1', 3) });

    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect((first.body as { mode: number }).mode).toBe(3);
    const performance = await performanceOf(call, token);
    expect(performance.cardsStudied).toBe(1);
    expect(performance.studyDays).toEqual([{ date: expect.any(String), count: 1 }]);
    expect(performance.tkl).toBeGreaterThan(0);
  });

  it('given a grade out of range, when sent, then 422 and nothing is recorded', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('new@demo.test');

    const response = await call('PUT', '/app/study', { token, form: answer('a-3', 9) });

    expect(response.status).toBe(422);
    expect((await performanceOf(call, token)).cardsStudied).toBe(0);
  });
});
