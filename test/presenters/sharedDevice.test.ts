import { jest } from '@jest/globals';
import { errorFromServer, type User } from '../../src/domain';
import { AnswerQueue, LoadToday, SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { Failures } from '../../src/presenters/app/Failures';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { SidebarState } from '../../src/presenters/app/SidebarState';
import { StudyActivity } from '../../src/presenters/app/StudyActivity';
import { ToastQueue } from '../../src/presenters/app/ToastQueue';
import { SignOutPresenter } from '../../src/presenters/auth/SignOutPresenter';
import { FeatureAccess } from '../../src/presenters/shell/FeatureAccess';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { TodayPresenter } from '../../src/presenters/study/TodayPresenter';
import { AUTH_API, LIBRARY_API, STUDY_API, type AuthApi, type LibraryApi, type StudyApi } from '../../src/ports';
import { AnswerOutbox } from '../../src/presenters/answering/AnswerOutbox';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { LibraryQuizPresenter } from '../../src/presenters/library/LibraryQuizPresenter';
import { LEARNER, OTHER_LEARNER, deck, givenALearner, recall, worldSandbox } from '../support/world';

/** One browser tab on a shared ward computer: the app's container, as every screen resolves it; a day of recall cards for each learner. */
function sharedComputer(): TestContext {
  return createTestContainer({ sandbox: worldSandbox({ today: [recall(), recall(), recall()] }) });
}

async function signsIn(context: TestContext, email: string): Promise<User> {
  const user = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  return user;
}

/** Learner A in the middle of a Main session, with a toast on screen and the side menu forced open. */
async function firstLearnerMidSession(context: TestContext) {
  const user = await signsIn(context, LEARNER);
  const study = context.container.get(StudyPresenter);
  await study.load();
  context.container.get(ToastQueue).push('info', 'Three days in a row!');
  context.container.get(SidebarState).setForceOpen(true);
  expect(context.container.get(FeatureAccess).libraryAllowed).toBe(false);
  return { user, study };
}

function expectNobodysStateLeft(context: TestContext): void {
  const { container } = context;
  expect(container.get(StudyActivity)).toMatchObject({ active: false, mode: null, cardsRemaining: 0 });
  expect(container.get(ToastQueue).current).toBeNull();
  expect(container.get(ToastQueue).pending).toBe(0);
  expect(container.get(SidebarState).forceOpen).toBe(false);
  expect(container.get(Failures).error).toBeNull();
  expect(context.analytics.identity).toBeNull();
  expect(context.errorTracing.user).toBeNull();
}

async function expectSecondLearnerStartsClean(context: TestContext): Promise<void> {
  const second = await signsIn(context, OTHER_LEARNER);
  const access = context.container.get(FeatureAccess);
  expect(access.libraryAllowed).toBe(true);
  expect(access.performanceAllowed).toBe(true);
  expect(context.errorTracing.user).toBe(String(second.id));
  const today = context.container.get(TodayPresenter);
  await today.load();
  expect(today.started).toBe(false);
  expect(today.streak).toBe(0);
}

describe('a shared device', () => {
  it('given learner A signed out mid-session, when learner B signs in on the same page, then B sees only their own state', async () => {
    const context = sharedComputer();
    await firstLearnerMidSession(context);

    await context.container.get(LearnerSession).signOut();

    expectNobodysStateLeft(context);
    await expectSecondLearnerStartsClean(context);
  });

  it('given A’s session expires mid-study, when the next call says so, then A’s state is gone too and B starts clean', async () => {
    const context = sharedComputer();
    await firstLearnerMidSession(context);

    context.container.get(Failures).noteFailure(errorFromServer({ status: 401 }));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(context.container.get(LearnerSession).loggedIn).toBe(false);
    expectNobodysStateLeft(context);
    await expectSecondLearnerStartsClean(context);
  });

  it('given A’s answer comes back after A signed out, then it does not mark the next learner mid-session', async () => {
    const context = sharedComputer();
    const { study } = await firstLearnerMidSession(context);
    const api = context.container.get<StudyApi>(STUDY_API);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    context.container.rebind(STUDY_API).toConstantValue({ step: async (request) => (await held, api.step(request)) } satisfies StudyApi);
    study.engine.reveal();
    const answering = study.engine.grade(3);

    await context.container.get(LearnerSession).signOut();
    release();
    await answering;

    expect(context.container.get(StudyActivity).active).toBe(false);
    expect(context.container.get(ToastQueue).current).toBeNull();
  });
});

describe('signing out with answers not sent yet', () => {
  /** A learner who answered a card while offline, and left the study screen. */
  async function withAnAnswerKept() {
    const context = sharedComputer();
    const user = await signsIn(context, LEARNER);
    const study = context.container.get(StudyPresenter);
    await study.load();
    context.connectivity.goOffline();
    study.engine.reveal();
    await study.engine.grade(3);
    study.dispose();
    const presenter = context.container.get(SignOutPresenter);
    return { context, user, presenter, queue: context.container.get(AnswerQueue) };
  }

  it('given no answer waits, when the learner logs out, then they are signed out at once', async () => {
    const context = sharedComputer();
    await signsIn(context, LEARNER);
    const presenter = context.container.get(SignOutPresenter);

    await presenter.begin();

    expect(context.container.get(LearnerSession).loggedIn).toBe(false);
    expect(context.navigation.currentPath()).toBe('/signin');
  });

  it('given an answer kept offline, when the learner logs out, then they are told and stay signed in until they choose', async () => {
    const { context, presenter } = await withAnAnswerKept();

    await presenter.begin();

    expect(presenter.phase).toBe('unsent');
    expect(presenter.unsentText).toBe('1 answer has not been sent yet. If you sign out anyway, it stays on this device and is sent the next time you sign in here.');
    expect(context.container.get(LearnerSession).loggedIn).toBe(true);
  });

  it.each([
    ['one answer kept on the device', 1, true, '1 answer has not been sent yet. If you sign out anyway, it stays on this device and is sent the next time you sign in here.'],
    ['two answers kept on the device', 2, true, '2 answers have not been sent yet. If you sign out anyway, they stay on this device and are sent the next time you sign in here.'],
    ['one answer kept in this tab only', 1, false, '1 answer has not been sent yet. If you sign out anyway, it is lost when this tab closes.'],
    ['two answers kept in this tab only', 2, false, '2 answers have not been sent yet. If you sign out anyway, they are lost when this tab closes.'],
  ])('given %s, when the learner logs out, then the page says what becomes of them in their number', async (_, answers, onDevice, text) => {
    // One answer to a card of the day, and for a second one a card of a library quiz (the day stops at a kept answer).
    const world = await givenALearner({ today: [recall()], decks: [deck('quiz', [recall()])] });
    const quizCards = await world.container.get<LibraryApi>(LIBRARY_API).deckCards('quiz');
    world.connectivity.goOffline();
    const study = world.container.get(StudyPresenter);
    await study.load();
    study.engine.reveal();
    await study.engine.grade(3);
    if (answers === 2) {
      const quiz = world.container.get(LibraryQuizPresenter);
      await quiz.start(quizCards);
      quiz.engine.reveal();
      await quiz.engine.grade(3);
    }
    if (!onDevice) world.storage.losePersistence();
    const presenter = world.container.get(SignOutPresenter);

    await presenter.begin();

    expect(presenter.unsentText).toBe(text);
  });

  it('given the browser is still offline, when Send now is pressed, then the catalogue’s offline text shows and nothing is lost', async () => {
    const { context, presenter, queue, user } = await withAnAnswerKept();
    await presenter.begin();

    await presenter.sendNow();

    expect(presenter.phase).toBe('unsent');
    expect(presenter.failure).toMatchObject({ title: 'Server error', text: 'There was an error connecting to the server. Please try again soon.' });
    expect(queue.of(user.id)).toHaveLength(1);
    expect(context.container.get(LearnerSession).loggedIn).toBe(true);
  });

  it('given the connection is back, when Send now is pressed, then the answer reaches the server and the learner is signed out', async () => {
    const { context, presenter, queue, user } = await withAnAnswerKept();
    await presenter.begin();
    context.connectivity.goOnline();

    await presenter.sendNow();

    expect(queue.of(user.id)).toEqual([]);
    expect(context.sandbox.answerLog(LEARNER)).toHaveLength(1);
    expect(context.container.get(LearnerSession).loggedIn).toBe(false);
  });

  it('given Sign out anyway, then the answer stays on the device and is sent when the same learner signs in again', async () => {
    const { context, presenter, queue, user } = await withAnAnswerKept();
    await presenter.begin();

    await presenter.signOutAnyway();
    expect(context.container.get(LearnerSession).loggedIn).toBe(false);
    expect(queue.of(user.id)).toHaveLength(1);

    context.connectivity.goOnline();
    await signsIn(context, LEARNER);
    await context.container.get(StudyPresenter).load();

    expect(queue.of(user.id)).toEqual([]);
    expect(context.sandbox.answerLog(LEARNER)).toHaveLength(1);
  });
});

describe('answers waiting on a shared device', () => {
  it('given learner A left answers on the device, when learner B answers too, then B sees only B’s own count everywhere: study, quiz, Today, Logout and the start-up panel', async () => {
    const world = await givenALearner({ today: [recall(), recall()], decks: [deck('quiz', [recall(), recall()])] });
    const quizCards = await world.container.get<LibraryApi>(LIBRARY_API).deckCards('quiz');
    world.connectivity.goOffline();
    // A answers one card of the day and one of a quiz offline, then signs out anyway.
    const studyA = world.container.get(StudyPresenter);
    await studyA.load();
    studyA.engine.reveal();
    await studyA.engine.grade(3);
    const quizA = world.container.get(LibraryQuizPresenter);
    await quizA.start(quizCards);
    quizA.engine.reveal();
    await quizA.engine.grade(3);
    expect([studyA.engine.outbox.kept?.waiting, quizA.engine.outbox.kept?.waiting]).toEqual([2, 2]);
    studyA.dispose();
    quizA.dispose();
    const logoutA = world.container.get(SignOutPresenter);
    await logoutA.begin();
    expect(logoutA.unsent).toBe(2);
    await logoutA.signOutAnyway();

    // B, on the same page, answers one card offline.
    const b = await world.signIn(OTHER_LEARNER);
    const study = world.container.get(StudyPresenter);
    await study.load();
    study.engine.reveal();
    await study.engine.grade(3);
    const quiz = world.container.get(LibraryQuizPresenter);
    await quiz.start(quizCards);
    const outbox = world.container.get(AnswerOutbox);

    expect(study.engine.outbox.kept?.waiting).toBe(1);
    expect(study.engine.outbox.keptText).toMatch(/^Your answer is saved/);
    expect(quiz.engine.outbox.kept?.waiting).toBe(1);
    expect(outbox.waiting).toBe(1);
    const logout = world.container.get(SignOutPresenter);
    expect(logout.unsent).toBe(1);
    expect(logout.unsentText).toMatch(/^1 answer has not been sent yet/);
    // The start-up panel, when B's stored session cannot be tried (the backend fails): B's answers only.
    const day = await world.container.get(LoadToday).execute({ learner: b });
    const down = errorFromServer({ status: 500, type: 'Oops', message: 'Down.' });
    jest.spyOn(world.container.get<StudyApi>(STUDY_API), 'step').mockRejectedValue(down);
    jest.spyOn(world.container.get<AuthApi>(AUTH_API), 'signInWithToken').mockRejectedValue(down);
    world.connectivity.goOnline();
    await outbox.send();
    const startup = world.container.get(AppStartup);
    await startup.start('/welcomeBack');
    expect(startup.device.answersWaiting).toBe(1);
    // Today's Cards as kept on the device for B (the app opened offline).
    world.container.get(LearnerSession).enter(b, { profile: { user: b, today: day, keptAt: world.clock.now() }, confirm: async () => undefined });
    const today = world.container.get(TodayPresenter);
    await today.load();
    expect(today.kept?.answers).toMatch(/^Your answer is saved/);
    const queue = world.container.get(AnswerQueue);
    expect([...queue.of(world.user.id), ...queue.of(b.id)]).toHaveLength(3);
  });
});
