import { jest } from '@jest/globals';
import { Mode, errorForNoResponse, errorFromServer, type AnswerRecord } from '../../src/domain';
import { AnswerQueue, LoadToday, SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { AUTH_API, type AuthApi } from '../../src/ports';

/**
 * A learner who signed in on an earlier visit: the token is stored, nobody is signed in in this page yet.
 * Memory navigation starts at '/', and stays there unless start-up navigates.
 */
async function storedSession(context: TestContext = createTestContainer()) {
  const user = await context.container.get(SignIn).execute({ email: 'learner@demo.test', password: 'demo-pass-1' });
  const token = context.sessions.token();
  return { ...context, user, token, startup: context.container.get(AppStartup), session: context.container.get(LearnerSession) };
}

function tokenSignInFails(context: TestContext, failure: unknown) {
  return jest.spyOn(context.container.get<AuthApi>(AUTH_API), 'signInWithToken').mockRejectedValue(failure);
}

describe('start-up with a stored session that cannot be tried', () => {
  it('given the browser is offline, when the app opens, then the session is kept, the catalogue’s offline text shows, and coming online signs in', async () => {
    const app = await storedSession();
    app.connectivity.goOffline();

    await app.startup.start('/welcomeBack');

    expect(app.sessions.token()).toBe(app.token);
    expect(app.session.loggedIn).toBe(false);
    expect(app.startup.failure).toMatchObject({ title: 'Server error', text: 'There was an error connecting to the server. Please try again soon.' });
    expect(app.navigation.history).toEqual(['/']);

    app.connectivity.goOnline();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(app.startup.failure).toBeNull();
    expect(app.session.user?.email).toBe('learner@demo.test');
    expect(app.navigation.currentPath()).toBe('/welcomeBack');
  });

  it('given this learner’s answers and another’s kept on a shared device, when the app opens and the server fails, then start-up counts only this learner’s', async () => {
    const app = await storedSession();
    await app.container.get(LoadToday).execute({ learner: app.user });
    const queue = app.container.get(AnswerQueue);
    const answer = (id: string, userId: number) => ({ id, userId, deckId: 1, cardId: 1, answeredAt: '2026-01-01T00:00:00.000Z', timeToAnswerMs: 900, answer: 3, mode: Mode.Main }) satisfies AnswerRecord;
    [answer('a-1', app.user.id), answer('a-2', app.user.id), answer('b-1', app.user.id + 1)].forEach((record) => queue.add(record));
    tokenSignInFails(app, errorFromServer({ status: 500, type: 'Oops', message: 'Database down.' }));

    await app.startup.start('/welcomeBack');

    expect(app.startup.device).toEqual({ offline: false, answersWaiting: 2 });
    expect(app.sessions.token()).toBe(app.token);
  });

  it('given the device holds this learner’s waiting answer among entries that are not answers, when the app opens and the server fails, then start-up counts the answer it can read', async () => {
    const app = await storedSession();
    await app.container.get(LoadToday).execute({ learner: app.user });
    const answer = { id: 'a-1', userId: app.user.id, deckId: 1, cardId: 1, answeredAt: '2026-01-01T00:00:00.000Z', timeToAnswerMs: 900, answer: 3, mode: Mode.Main } satisfies AnswerRecord;
    app.storage.set(`sreo.answers.${app.user.id}`, JSON.stringify({ version: 2, answers: [null, answer, 'damaged'] }));
    app.storage.set('sreo.study.pendingAnswers', JSON.stringify([null]));
    tokenSignInFails(app, errorFromServer({ status: 500, type: 'Oops', message: 'Database down.' }));

    await app.startup.start('/welcomeBack');

    expect(app.startup.device).toEqual({ offline: false, answersWaiting: 1 });
  });

  it('given answers kept on this device, no profile kept to say whose session this is, and the browser offline, then start-up says it is offline and counts none as this learner’s', async () => {
    const app = await storedSession();
    const queue = app.container.get(AnswerQueue);
    queue.add({ id: 'a-1', userId: app.user.id + 1, deckId: 1, cardId: 1, answeredAt: '2026-01-01T00:00:00.000Z', timeToAnswerMs: 900, answer: 3, mode: Mode.Main } satisfies AnswerRecord);
    app.connectivity.goOffline();

    await app.startup.start('/welcomeBack');

    expect(app.startup.device).toEqual({ offline: true, answersWaiting: 0 });
  });

  it.each([
    ['the server does not answer', errorForNoResponse(true), "It's not you. It's us."],
    ['the server fails (500)', errorFromServer({ status: 500, type: 'Oops', message: 'Database down.' }), 'Server error'],
    ['a proxy answers 502', errorFromServer({ status: 502 }), 'Something went wrong'],
    ['the HTTP part of the app failed to load', new TypeError('Failed to fetch dynamically imported module: https://learn.example/app/assets/index-1.js'), 'Something went wrong'],
  ])('given %s, when the app opens, then the session is kept and Try again signs in once it works', async (_case, failure, title) => {
    const app = await storedSession();
    const signInWithToken = tokenSignInFails(app, failure);

    await app.startup.start('/welcomeBack');

    expect(app.sessions.token()).toBe(app.token);
    expect(app.startup.failure?.title).toBe(title);

    signInWithToken.mockRestore();
    await app.startup.retry();

    expect(app.startup.failure).toBeNull();
    expect(app.session.loggedIn).toBe(true);
    expect(app.navigation.currentPath()).toBe('/welcomeBack');
  });

  it.each([
    ['403 SessionExpired', errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' })],
    ['401', errorFromServer({ status: 401 })],
    ['403 from the backend', errorFromServer({ status: 403, type: 'Forbidden', message: 'No.' })],
  ])('given the backend refuses the session (%s), when the app opens, then it is cleared and the learner is on sign-in', async (_case, failure) => {
    const app = await storedSession();
    tokenSignInFails(app, failure);

    await app.startup.start('/welcomeBack');

    expect(app.sessions.token()).toBeNull();
    expect(app.startup.failure).toBeNull();
    expect(app.navigation.currentPath()).toBe('/');
  });
});

describe('start-up on the privacy policy', () => {
  it('given a stored session, when the privacy policy is reloaded, then the learner is signed in and stays on it', async () => {
    const app = await storedSession();

    await app.startup.start('/privacy-policy');

    expect(app.session.loggedIn).toBe(true);
    expect(app.navigation.history).toEqual(['/']);
  });
});
