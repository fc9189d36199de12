import { jest } from '@jest/globals';
import { errorFromServer } from '../../src/domain';
import { PerformancePresenter, STUDY_DAYS_SHOWN } from '../../src/presenters/performance/PerformancePresenter';
import { USER_API, type UserApi } from '../../src/ports';
import { answeredOnPastDays, deck, givenALearner, recall, type WorldSpec } from '../support/world';

const capitals = deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima'), recall('Capital of Kenya?', 'Nairobi')]);
const anatomy = deck('anatomy', [recall('The largest organ?', 'The skin')]);

/** Every comparison with other learners turned off. */
const NO_COMPARISONS = { showLeaderboard: false, showMostKnowledgeableUsersPercentage: false, showFullUserKnowledgeList: false } as const;

/** What the server says of a learner who studied, without the partner's comparisons. */
const STUDIED = { tkl: 0.4, tklHistory: [], decks: [], streak: 2, cardsStudied: 12, studyDays: [] };

async function signedIn(spec: WorldSpec = {}) {
  const world = await givenALearner({ decks: [capitals, anatomy], ...spec });
  return { ...world, presenter: world.container.get(PerformancePresenter) };
}

describe('PerformancePresenter', () => {
  it('given a learner who answered on five past days, when the screen loads, then it shows the measure, history, decks, days, the leaderboard and the share of learners', async () => {
    const { presenter, analytics } = await signedIn({ pastAnswers: answeredOnPastDays(capitals, 5) });
    expect(presenter.performance.status).toBe('loading');

    await presenter.load();

    expect(presenter.performance.status).toBe('data');
    expect(presenter.history.length).toBeGreaterThan(1);
    expect(presenter.history.map((point) => point.date)).toEqual([...presenter.history.map((point) => point.date)].sort());
    expect(presenter.decks.map((shown) => shown.deckId)).toEqual(['capitals', 'anatomy']);
    expect(presenter.decks[1]?.tkl).toBeNull();
    expect(presenter.studyDays).toHaveLength(STUDY_DAYS_SHOWN);
    expect(presenter.daysStudied).toBe(5);
    expect(presenter.nothingStudied).toBe(false);
    expect(presenter.leaderboard?.some((entry) => entry.isMe)).toBe(true);
    expect(presenter.percentile).toEqual(expect.any(Number));
    expect(analytics.screens()).toContain('performance');
  });

  it('given a partner with more learners than its leaderboard holds, when the screen loads, then the leaderboard and everyone at the partner both show', async () => {
    const { presenter, container } = await signedIn();
    const everyone = [
      { name: 'Ana L.', tkl: 0.9, isMe: false },
      { name: 'Priya S.', tkl: 0.7, isMe: false },
      { name: 'You N.', tkl: 0.4, isMe: true },
    ];
    jest.spyOn(container.get<UserApi>(USER_API), 'performance').mockResolvedValue({ ...STUDIED, leaderboard: [everyone[0]!, everyone[2]!], users: everyone });

    await presenter.load();

    expect(presenter.leaderboardIsEveryone).toBe(false);
    expect(presenter.leaderboard).toHaveLength(2);
    expect(presenter.users).toEqual(everyone);
  });

  it('given a partner whose learners all fit on its leaderboard, when the screen loads, then their ranking is shown once, as the leaderboard, which says it is everyone', async () => {
    const { presenter, container } = await signedIn();
    const everyone = [
      { name: 'Ana L.', tkl: 0.9, isMe: false },
      { name: 'You N.', tkl: 0.4, isMe: true },
    ];
    jest.spyOn(container.get<UserApi>(USER_API), 'performance').mockResolvedValue({ ...STUDIED, leaderboard: everyone, users: [...everyone] });

    await presenter.load();

    expect(presenter.leaderboard).toEqual(everyone);
    expect(presenter.users).toBeNull();
    expect(presenter.leaderboardIsEveryone).toBe(true);
  });

  it('given a learner who has answered nothing yet, when the screen loads, then it is their first score to come, not a measure of nothing', async () => {
    const { presenter } = await signedIn();

    await presenter.load();

    expect(presenter.nothingStudied).toBe(true);
  });

  it('given a learner with answers whom no learner is below, when the screen loads, then their share is a real 0', async () => {
    const { presenter, container } = await signedIn();
    jest.spyOn(container.get<UserApi>(USER_API), 'performance').mockResolvedValue({ tkl: 0.1, tklHistory: [], decks: [], streak: 1, cardsStudied: 3, studyDays: [], percentile: 0 });

    await presenter.load();

    expect(presenter.percentile).toBe(0);
  });

  it('given a partner with the comparisons off, when the screen loads, then no gated part is shown', async () => {
    const { presenter } = await signedIn({ partner: NO_COMPARISONS, pastAnswers: answeredOnPastDays(capitals, 2) });

    await presenter.load();

    expect(presenter.performance.status).toBe('data');
    expect(presenter.leaderboard).toBeNull();
    expect(presenter.percentile).toBeNull();
    expect(presenter.users).toBeNull();
  });

  it('given the server sends a leaderboard the partner turned off, when shown, then the partner flag still hides it', async () => {
    const { presenter, container, user } = await signedIn({ partner: NO_COMPARISONS });
    jest.spyOn(container.get<UserApi>(USER_API), 'performance').mockResolvedValue({
      tkl: 0.5,
      tklHistory: [],
      decks: [],
      streak: 1,
      cardsStudied: 3,
      studyDays: [],
      leaderboard: [{ name: 'Someone', tkl: 0.9, isMe: false }],
      percentile: 50,
    });
    expect(user.partner.showLeaderboard).toBe(false);

    await presenter.load();

    expect(presenter.leaderboard).toBeNull();
    expect(presenter.percentile).toBeNull();
  });

  it('given the server fails, when the screen loads, then the error state holds the catalogue error', async () => {
    const { presenter, container } = await signedIn();
    jest.spyOn(container.get<UserApi>(USER_API), 'performance').mockRejectedValue(errorFromServer({ status: 503 }));

    await presenter.load();

    expect(presenter.performance).toMatchObject({ status: 'error', error: { title: 'Account blocked' } });
  });

  it('given the explainer, when opened and closed, then it toggles and opening it is an analytics event', async () => {
    const { presenter, analytics } = await signedIn();

    presenter.toggleExplainer();
    expect(presenter.explainerOpen).toBe(true);
    presenter.toggleExplainer();

    expect(presenter.explainerOpen).toBe(false);
    expect(analytics.captured('what is the learning measure')).toHaveLength(1);
  });
});
