import { jest } from '@jest/globals';
import { errorFromServer, type User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { PerformancePresenter, STUDY_DAYS_SHOWN } from '../../src/presenters/performance/PerformancePresenter';
import { USER_API, type UserApi } from '../../src/ports';

async function signedIn(email = 'learner@demo.test') {
  const context = createTestContainer();
  const user: User = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  return { ...context, user, presenter: context.container.get(PerformancePresenter) };
}

describe('PerformancePresenter', () => {
  it('given the demo learner, when the screen loads, then it shows the measure, history, decks, days and every gated part', async () => {
    const { presenter, analytics } = await signedIn();
    expect(presenter.performance.status).toBe('loading');

    await presenter.load();

    expect(presenter.performance.status).toBe('data');
    expect(presenter.history.length).toBeGreaterThan(1);
    expect(presenter.history.map((point) => point.date)).toEqual([...presenter.history.map((point) => point.date)].sort());
    const deckTkls = presenter.decks.map((deck) => deck.tkl ?? 0);
    expect(deckTkls).toEqual([...deckTkls].sort((a, b) => b - a));
    expect(presenter.studyDays).toHaveLength(STUDY_DAYS_SHOWN);
    expect(presenter.daysStudied).toBe(5);
    expect(presenter.leaderboard?.some((entry) => entry.isMe)).toBe(true);
    expect(presenter.percentile).toEqual(expect.any(Number));
    expect(presenter.users?.length).toBeGreaterThan(3);
    expect(analytics.screens()).toContain('performance');
  });

  it('given a partner with the comparisons off, when the screen loads, then no gated part is shown', async () => {
    const { presenter } = await signedIn('private@demo.test');

    await presenter.load();

    expect(presenter.performance.status).toBe('data');
    expect(presenter.leaderboard).toBeNull();
    expect(presenter.percentile).toBeNull();
    expect(presenter.users).toBeNull();
  });

  it('given the server sends a leaderboard the partner turned off, when shown, then the partner flag still hides it', async () => {
    const { presenter, container, user } = await signedIn('private@demo.test');
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
