import { jest } from '@jest/globals';
import { MemorySessionStore } from '../../src/adapters/memory';
import { LocalKeyValueStorage } from '../../src/adapters/storage/LocalKeyValueStorage';
import { KEPT_PROFILE_KEY } from '../../src/adapters/storage/StoredSessionStore';
import { errorForNoResponse, errorFromServer, type NextStep, type User } from '../../src/domain';
import { AnswerCard, AnswerQueue, LoadToday, SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { Failures } from '../../src/presenters/app/Failures';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { TermsAgreement } from '../../src/presenters/app/TermsAgreement';
import { AnswerOutbox } from '../../src/presenters/answering/AnswerOutbox';
import { TodayPresenter } from '../../src/presenters/study/TodayPresenter';
import { AUTH_API, KEPT_PROFILE_STORE, KEY_VALUE_STORAGE, SESSION_STORE, STUDY_API, type AuthApi, type KeptProfileStore, type StudyApi } from '../../src/ports';
import { FaultyStorage, blockedStorage } from '../support/faultyStorage';
import { LEARNER, everyType, givenAWorld, studiedBefore, surveyScale } from '../support/world';

const PASSWORD = 'demo-pass-1';
const OFFLINE_TEXT = 'There was an error connecting to the server. Please try again soon.';

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A learner who studied on each of the last five days, with a day of new cards, reviews and a survey. */
const studiedLastWeek = () => givenAWorld({ today: everyType(3), survey: [surveyScale()], ...studiedBefore() });

/**
 * An earlier visit on this device: the learner signed in and Today's Cards loaded (what the app keeps to
 * open offline). Nobody is signed in in this page yet, as after a reload.
 */
async function earlierVisit(email = LEARNER, given?: TestContext) {
  const context = given ?? (await studiedLastWeek());
  const user = await context.container.get(SignIn).execute({ email, password: PASSWORD });
  const today = await context.container.get(LoadToday).execute({ learner: user });
  return {
    ...context,
    user,
    today,
    token: context.sessions.token(),
    startup: context.container.get(AppStartup),
    session: context.container.get(LearnerSession),
  };
}

type Visit = Awaited<ReturnType<typeof earlierVisit>>;

/** An answer given offline during the earlier visit: kept on the device, not sent. */
async function answerKeptOffline(visit: Visit): Promise<void> {
  const outcome = await visit.container.get(AnswerCard).open({ userId: visit.user.id });
  if (outcome.status !== 'sent' || !outcome.step?.card) throw new Error('expected a card to answer');
  visit.connectivity.goOffline();
  const kept = await visit.container.get(AnswerCard).execute({ userId: visit.user.id, card: outcome.step.card, mode: outcome.step.mode, shownAt: visit.clock.now(), answer: 3 });
  expect(kept.status).toBe('kept');
  visit.connectivity.goOnline();
}

function tokenSignInFails(context: TestContext, failure: unknown) {
  return jest.spyOn(context.container.get<AuthApi>(AUTH_API), 'signInWithToken').mockRejectedValue(failure);
}

/** Today's Cards as the signed-in app shows it: the page loads, and the outbox sends kept answers. */
async function todaysCards(context: TestContext) {
  const outbox = context.container.get(AnswerOutbox);
  const today = context.container.get(TodayPresenter);
  await today.load();
  return { today, outbox };
}

describe('the app opened again with no connection', () => {
  it('given a kept profile and the browser offline, when the app opens, then the learner is in from the device and Today’s Cards shows the kept day, offline, with the answers waiting', async () => {
    const visit = await earlierVisit();
    await answerKeptOffline(visit);
    const kept = visit.today;
    visit.connectivity.goOffline();

    await visit.startup.start('/welcomeBack');

    expect(visit.startup.failure).toBeNull();
    expect(visit.session.user?.email).toBe(LEARNER);
    expect(visit.session.fromDevice?.profile.today).toEqual(kept);
    expect(visit.sessions.token()).toBe(visit.token);
    expect(visit.navigation.currentPath()).toBe('/welcomeBack');

    const { today } = await todaysCards(visit);
    expect(today.state).toBe(kept.card ? 'due' : 'nothingDue');
    expect(today.groups.map(({ left }) => left)).toEqual([
      kept.progress.main.total - kept.progress.main.done,
      kept.progress.review.total - kept.progress.review.done,
      kept.progress.survey.total - kept.progress.survey.done,
    ]);
    expect(today.streak).toBe(kept.streak);
    expect(today.streak).toBeGreaterThan(0);
    expect(today.kept).toEqual({
      title: 'You are offline',
      text: expect.stringMatching(/^These are your cards as of .*2025.*, kept on this device\.$/),
      answers: 'Your answer is saved on this device and will be sent as soon as the connection is back. Nothing is lost.',
    });
    expect(today.announcement).toMatch(/^You are offline\. These are your cards as of .* Your streak: \d+ days?\.$/);
    // Studying needs the connection: no Start that would only fail, and what works meanwhile.
    expect(today.canStudy).toBe(false);
    expect(today.studyWaits).toBe('Once you are back online they are brought up to date, and Start is back by itself. The tour works meanwhile.');
    expect(visit.sandbox.answerLog(LEARNER).map((answer) => answer.id)).not.toContain(visit.container.get(AnswerQueue).of(visit.user.id)[0]?.id);
  });

  it('given a kept profile and a server that does not answer, when the app opens, then the learner is in from the device and told the server cannot be reached', async () => {
    const visit = await earlierVisit();
    tokenSignInFails(visit, errorForNoResponse(true));

    await visit.startup.start('/library');

    expect(visit.session.fromDevice).not.toBeNull();
    expect(visit.navigation.currentPath()).toBe('/welcomeBack');
    const { today } = await todaysCards(visit);
    expect(today.kept?.title).toBe("It's not you. It's us.");
    expect(today.kept?.answers).toBeNull();
  });

  it.each([
    ['the server fails (500)', errorFromServer({ status: 500, type: 'Oops', message: 'Database down.' }), 'Server error'],
    ['the account is blocked (503)', errorFromServer({ status: 503 }), 'Account blocked'],
    ['a proxy answers 502', errorFromServer({ status: 502 }), 'Something went wrong'],
    ['the HTTP part of the app failed to load', new TypeError('Failed to fetch dynamically imported module: https://learn.example/app/assets/http-1.js'), 'Something went wrong'],
  ])('given a kept profile and %s, when the app opens, then it is not used: the full-page panel shows as before', async (_case, failure, title) => {
    const visit = await earlierVisit();
    tokenSignInFails(visit, failure);

    await visit.startup.start('/welcomeBack');

    expect(visit.session.loggedIn).toBe(false);
    expect(visit.startup.failure?.title).toBe(title);
    expect(visit.sessions.token()).toBe(visit.token);
  });

  it('given no kept profile (the first visit never reached Today’s Cards), when the app opens offline, then the full-page panel shows as before', async () => {
    const context = createTestContainer();
    await context.container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });
    context.connectivity.goOffline();
    const startup = context.container.get(AppStartup);

    await startup.start('/welcomeBack');

    expect(context.container.get(LearnerSession).loggedIn).toBe(false);
    expect(startup.failure).toMatchObject({ title: 'Server error', text: OFFLINE_TEXT });
    expect(startup.device.offline).toBe(true);
  });

  it('given a partner that requires terms, when the app opens from the device, then the terms wait for the backend and open once it confirms the session', async () => {
    const visit = await earlierVisit('terms@demo.test');
    visit.connectivity.goOffline();
    await visit.startup.start('/welcomeBack');
    const terms = visit.container.get(TermsAgreement);
    expect(visit.session.fromDevice).not.toBeNull();
    expect(terms.open).toBe(false);

    visit.connectivity.goOnline();
    await settle();

    expect(visit.session.fromDevice).toBeNull();
    expect(terms.open).toBe(true);
  });
});

describe('the connection drops while signed in', () => {
  it('given Today’s Cards failed for want of a connection, when the connection returns, then it loads the day by itself', async () => {
    const visit = await earlierVisit();
    const { today } = await todaysCards(visit);
    const stop = today.reloadWhenOnline();
    visit.connectivity.goOffline();
    jest.spyOn(LoadToday.prototype, 'execute').mockRejectedValueOnce(errorForNoResponse(false));
    await today.load();
    expect(today.state).toBe('error');

    visit.connectivity.goOnline();
    await settle();

    expect(today.today.status).toBe('data');
    stop();
  });
});

describe('the connection returns to an app opened from the device', () => {
  it('given an answer waiting, when the connection returns, then the session is confirmed where the learner is, the answer is sent once, and Today’s Cards loads from the backend', async () => {
    const visit = await earlierVisit(LEARNER, await givenAWorld({ today: everyType(3) }));
    await answerKeptOffline(visit);
    visit.connectivity.goOffline();
    await visit.startup.start('/welcomeBack');
    const { today } = await todaysCards(visit);
    expect(today.kept?.answers).toMatch(/^Your answer is saved on this device/);
    const sent = jest.spyOn(visit.container.get<StudyApi>(STUDY_API), 'step');
    const signIns = jest.spyOn(visit.container.get<AuthApi>(AUTH_API), 'signInWithToken');
    visit.navigation.navigate('/settings');

    visit.connectivity.goOnline();
    await settle();

    expect(signIns).toHaveBeenCalledTimes(1);
    expect(visit.session.fromDevice).toBeNull();
    expect(visit.session.user?.email).toBe(LEARNER);
    expect(visit.navigation.currentPath()).toBe('/settings');
    // The view loads Today's Cards again once the session is confirmed.
    await today.load();
    expect(today.kept).toBeNull();
    expect(today.canStudy).toBe(true);
    expect(today.studyWaits).toBeNull();
    expect(today.today.status).toBe('data');
    expect(visit.sandbox.answerLog(LEARNER)).toHaveLength(1);
    expect(sent.mock.calls.filter(([request]) => request.answer)).toHaveLength(1);
    expect(visit.container.get(AnswerQueue).of(visit.user.id)).toEqual([]);
    expect(today.today.status === 'data' && today.today.data.progress.main.done).toBe(1);
  });

  it('given the connection returns while the backend still cannot be reached, when the learner tries again later, then the kept day stays until it answers', async () => {
    const visit = await earlierVisit();
    visit.connectivity.goOffline();
    await visit.startup.start('/welcomeBack');
    const { today } = await todaysCards(visit);
    const signInWithToken = tokenSignInFails(visit, errorForNoResponse(true));

    visit.connectivity.goOnline();
    await settle();
    expect(visit.session.fromDevice).not.toBeNull();
    expect(visit.startup.failure).toBeNull();

    signInWithToken.mockRestore();
    await today.tryAgain();

    expect(visit.session.fromDevice).toBeNull();
    expect(visit.session.loggedIn).toBe(true);
  });

  it.each([
    ['403 SessionExpired', errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' })],
    ['401', errorFromServer({ status: 401 })],
    ['403 from the backend', errorFromServer({ status: 403, type: 'Forbidden', message: 'No.' })],
  ])('given the backend refuses the session (%s) when the connection returns, then the learner is signed out once, the kept profile is wiped, and the waiting answer was not sent under it', async (_case, failure) => {
    const visit = await earlierVisit();
    await answerKeptOffline(visit);
    visit.connectivity.goOffline();
    await visit.startup.start('/welcomeBack');
    await todaysCards(visit);
    // The backend takes its time to refuse: nothing is sent meanwhile.
    jest.spyOn(visit.container.get<AuthApi>(AUTH_API), 'signInWithToken').mockImplementation(() => new Promise((_, reject) => setTimeout(() => reject(failure), 5)));

    visit.connectivity.goOnline();
    await settle();

    expect(visit.session.loggedIn).toBe(false);
    expect(visit.session.fromDevice).toBeNull();
    expect(visit.sessions.token()).toBeNull();
    expect(visit.storage.get(KEPT_PROFILE_KEY)).toBeNull();
    expect(visit.navigation.currentPath()).toBe('/signin');
    expect(visit.analytics.captured('logout')).toHaveLength(1);
    // It waits on the device for this learner's next sign-in.
    expect(visit.container.get(AnswerQueue).of(visit.user.id)).toHaveLength(1);
    expect(visit.sandbox.answerLog(LEARNER).map((answer) => answer.id)).not.toContain(visit.container.get(AnswerQueue).of(visit.user.id)[0]?.id);
  });
});

describe('what is kept on the device, and when it goes', () => {
  it('given a learner whose Today’s Cards loaded, then their profile and day are kept with when', async () => {
    const visit = await earlierVisit();

    expect(await visit.container.get<KeptProfileStore>(KEPT_PROFILE_STORE).read()).toEqual({ user: visit.user, today: visit.today, keptAt: visit.clock.now() });
  });

  it('given the backend refuses the stored session at start-up, then the kept profile is wiped and the learner is on sign-in', async () => {
    const visit = await earlierVisit();
    tokenSignInFails(visit, errorFromServer({ status: 401 }));

    await visit.startup.start('/welcomeBack');

    expect(visit.storage.get(KEPT_PROFILE_KEY)).toBeNull();
    expect(visit.navigation.currentPath()).toBe('/');
  });

  it('given a signed-in learner, when they sign out, then the kept profile is wiped (offline too)', async () => {
    const visit = await earlierVisit();
    visit.session.enter(visit.user);
    visit.connectivity.goOffline();

    await visit.session.signOut();

    expect(visit.storage.get(KEPT_PROFILE_KEY)).toBeNull();
  });

  it('given a signed-in learner, when their session expires, then the kept profile is wiped', async () => {
    const visit = await earlierVisit();
    visit.session.enter(visit.user);

    visit.container.get(Failures).noteFailure(errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' }));
    await settle();

    expect(visit.session.loggedIn).toBe(false);
    expect(visit.storage.get(KEPT_PROFILE_KEY)).toBeNull();
  });

  it('given a learner signs out while Today’s Cards is loading, then their day is not kept for the next learner', async () => {
    const context = createTestContainer();
    const user = await context.container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });
    const session = context.container.get(LearnerSession);
    session.enter(user);
    const api = context.container.get<StudyApi>(STUDY_API);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    context.container.rebind(STUDY_API).toConstantValue({ step: async (request) => (await held, api.step(request)) } satisfies StudyApi);
    const loading = context.container.get(LoadToday).execute({ learner: user });

    await session.signOut();
    await context.container.get(SignIn).execute({ email: 'new@demo.test', password: PASSWORD });
    release();
    await loading;

    expect(context.storage.get(KEPT_PROFILE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"user": '],
    ['an older shape (no day)', JSON.stringify({ user: { id: 1, email: 'learner@demo.test' } })],
    ['a day of the wrong shape', 'KEPT_WITH_BAD_DAY'],
  ])('given a kept profile that does not read back (%s), when the app opens offline, then it is ignored, reported and wiped, and the panel shows', async (_case, value) => {
    const visit = await earlierVisit();
    const good = JSON.parse(visit.storage.get(KEPT_PROFILE_KEY) ?? '{}') as { user: User; today: NextStep };
    visit.storage.set(KEPT_PROFILE_KEY, value === 'KEPT_WITH_BAD_DAY' ? JSON.stringify({ ...good, today: { ...good.today, progress: 'lots' } }) : value);
    visit.connectivity.goOffline();

    await visit.startup.start('/welcomeBack');

    expect(visit.session.loggedIn).toBe(false);
    expect(visit.startup.failure?.text).toBe(OFFLINE_TEXT);
    expect(visit.storage.get(KEPT_PROFILE_KEY)).toBeNull();
    expect(visit.errorTracing.reports).toEqual([expect.objectContaining({ context: { kept: KEPT_PROFILE_KEY } })]);
    expect(visit.sessions.token()).toBe(visit.token);
  });

  it.each([
    ['blocked', blockedStorage],
    ['full', () => Object.assign(new FaultyStorage(), { full: true })],
  ])('given the device’s storage is %s, when the profile is kept and the app opens offline, then nothing throws and the profile works from memory', async (_case, device) => {
    const context = createTestContainer();
    const storage = new LocalKeyValueStorage(device);
    context.container.rebind(KEY_VALUE_STORAGE).toConstantValue(storage);
    context.container.rebind(SESSION_STORE).toConstantValue(new MemorySessionStore(storage));
    const visit = await earlierVisit('learner@demo.test', { ...context, storage: context.storage });
    visit.connectivity.goOffline();

    await visit.startup.start('/welcomeBack');

    expect(visit.session.fromDevice?.profile.user.email).toBe('learner@demo.test');
  });
});
