import { jest } from '@jest/globals';
import { errorFromServer, ApiError } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { Failures } from '../../src/presenters/app/Failures';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';
import { TermsAgreement } from '../../src/presenters/app/TermsAgreement';
import { ToastQueue } from '../../src/presenters/app/ToastQueue';
import { USER_API, type UserApi } from '../../src/ports';

const PASSWORD = 'demo-pass-1';

async function signedInEarlier(context: TestContext, email = 'learner@demo.test'): Promise<void> {
  await context.container.get(SignIn).execute({ email, password: PASSWORD });
}

/** The app's client state, one concern each, as the screens resolve them. */
function appState({ container }: TestContext) {
  return {
    startup: container.get(AppStartup),
    session: container.get(LearnerSession),
    failures: container.get(Failures),
    toasts: container.get(ToastQueue),
    terms: container.get(TermsAgreement),
  };
}

describe('start-up', () => {
  it('given no stored session, when the app opens at /library, then it settles signed out on the sign-in page', async () => {
    const context = createTestContainer();
    const { startup, session } = appState(context);
    expect(startup.starting).toBe(true);

    await startup.start('/library');

    expect(startup.starting).toBe(false);
    expect(session.loggedIn).toBe(false);
    expect(context.navigation.currentPath()).toBe('/');
  });

  it('given a stored session, when the app opens anywhere, then the learner is signed in on /welcomeBack', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const { startup, session, terms } = appState(context);

    await startup.start('/library/deck/a-deck');

    expect(session.user?.email).toBe('learner@demo.test');
    expect(session.loggedIn).toBe(true);
    expect(context.navigation.currentPath()).toBe('/welcomeBack');
    expect(terms.state).toBeUndefined();
  });

  it.each(['/pws', '/signup', '/resetPws'])('given the page %s, when the app opens, then the stored token is not tried', async (path) => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const { startup, session } = appState(context);

    await startup.start(path);

    expect(startup.starting).toBe(false);
    expect(session.loggedIn).toBe(false);
    expect(context.navigation.history).toEqual(['/']);
  });

  it('given an expired session, when the app opens, then the session is cleared and the learner is on sign-in', async () => {
    const context = createTestContainer();
    const { sessions, navigation } = context;
    sessions.save('stale-token');
    const { startup, session } = appState(context);

    await startup.start('/welcomeBack');

    expect(sessions.token()).toBeNull();
    expect(session.loggedIn).toBe(false);
    expect(navigation.currentPath()).toBe('/');
  });

  it('given the app is started twice (React strict mode), then the server is asked once', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const { startup } = appState(context);

    await Promise.all([startup.start('/'), startup.start('/')]);

    expect(context.navigation.history.filter((path) => path === '/welcomeBack')).toHaveLength(1);
  });
});

describe('terms of use', () => {
  it('given a partner that requires terms, when the learner is signed in, then the overlay opens until accepted', async () => {
    const context = createTestContainer();
    await signedInEarlier(context, 'terms@demo.test');
    const { startup, terms } = appState(context);

    await startup.start('/');
    expect(terms.state).toBe(true);
    expect(terms.open).toBe(true);

    await terms.accept();

    expect(terms.state).toBe(false);
    expect(terms.open).toBe(false);
    expect(terms.form.failure).toBeNull();
    expect(terms.form.submitting).toBe(false);
  });

  it('given accepting fails, when the learner presses Got it, then the overlay stays open with the error', async () => {
    const context = createTestContainer();
    await signedInEarlier(context, 'terms@demo.test');
    const { startup, terms } = appState(context);
    await startup.start('/');
    jest
      .spyOn(context.container.get<UserApi>(USER_API), 'acceptTerms')
      .mockRejectedValue(errorFromServer({ status: 500, type: 'Oops', message: 'Could not save.' }));

    await terms.accept();

    expect(terms.open).toBe(true);
    expect(terms.form.failure).toMatchObject({ title: 'Server error', text: 'Could not save.' });
    expect(terms.form.submitting).toBe(false);
  });

  it('given Got it is pressed twice quickly, when the first press is in flight, then the terms are accepted once', async () => {
    const context = createTestContainer();
    await signedInEarlier(context, 'terms@demo.test');
    const { startup, terms } = appState(context);
    await startup.start('/');
    const acceptTerms = jest.spyOn(context.container.get<UserApi>(USER_API), 'acceptTerms');

    await Promise.all([terms.accept(), terms.accept()]);

    expect(acceptTerms).toHaveBeenCalledTimes(1);
    expect(terms.open).toBe(false);
  });
});

describe('failures', () => {
  it('given a failure with a friendly explanation, when shown, then it becomes an error toast', () => {
    jest.useFakeTimers();
    try {
      const { failures, toasts } = appState(createTestContainer());

      failures.showFailure(errorFromServer({ status: 503 }));

      expect(toasts.current).toMatchObject({ type: 'error', text: 'Your account is blocked. Please contact your supervisor.' });
      expect(failures.error).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('given a failure without an explanation, when shown, then it is the shared error', () => {
    const { failures, toasts } = appState(createTestContainer());

    failures.showFailure(errorFromServer({ status: 404, type: 'RealmIsNotFound' }));

    expect(failures.error?.title).toBe('realm-not-found');
    expect(toasts.current).toBeNull();
  });

  it('given an unexpected status or a bug, when noted, then it is reported; catalogue rows that are not reported are not', () => {
    const context = createTestContainer();
    const { failures } = appState(context);

    failures.noteFailure(errorFromServer({ status: 418 }));
    failures.noteFailure(new TypeError('undefined is not a function'));
    failures.noteFailure(errorFromServer({ status: 503 }));

    expect(context.errorTracing.reports.map((report) => (report.error as Error).message)).toEqual([
      expect.stringContaining('Something went wrong'),
      expect.stringContaining('Something went wrong'),
    ]);
  });

  it('given a signed-in learner, when a call says the session expired, then they are signed out to the sign-in page', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const { startup, session, failures } = appState(context);
    await startup.start('/');

    const failure = failures.noteFailure(errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' }));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(failure).toBeInstanceOf(ApiError);
    expect(session.loggedIn).toBe(false);
    expect(context.sessions.token()).toBeNull();
    expect(context.navigation.currentPath()).toBe('/signin');
  });
});

describe('a session the server ended', () => {
  it.each([
    ['403 SessionExpired', errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' }), 'Your session has expired.'],
    ['401 with no message', errorFromServer({ status: 401 }), 'Your session has ended. Please sign in again.'],
  ])('given a signed-in learner, when a call answers %s, then the sign-in page says they were signed out, once', async (_, error, text) => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const { startup, failures } = appState(context);
    await startup.start('/');

    failures.noteFailure(error);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(context.container.get(SignInPresenter).failure).toMatchObject({ title: 'Signed out', text });
    expect(context.container.get(SignInPresenter).failure).toBeNull();
  });
});

describe('sign-out', () => {
  it('given a signed-in learner, when they log out, then they are on /signin with no session', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const { startup, session } = appState(context);
    await startup.start('/');

    await session.signOut();

    expect(session.user).toBeNull();
    expect(context.sessions.token()).toBeNull();
    expect(context.navigation.currentPath()).toBe('/signin');
  });
});

describe('per-learner client state', () => {
  it('given the shared error is shown, when a learner signs in, then it is gone', async () => {
    const context = createTestContainer();
    const { failures, session } = appState(context);
    failures.showFailure(errorFromServer({ status: 404, type: 'RealmIsNotFound' }));
    expect(failures.error).not.toBeNull();

    session.enter(await context.container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD }));

    expect(failures.error).toBeNull();
  });

  it('given one learner accepted the terms, when they sign out and a learner whose partner requires them signs in, then the overlay opens again', async () => {
    const context = createTestContainer();
    const { session, terms } = appState(context);
    const signIn = context.container.get(SignIn);
    session.enter(await signIn.execute({ email: 'terms@demo.test', password: PASSWORD }));
    await terms.accept();
    expect(terms.open).toBe(false);

    await session.signOut();
    expect(terms.state).toBeUndefined();
    const again = await signIn.execute({ email: 'terms@demo.test', password: PASSWORD });
    session.enter({ ...again, partner: { ...again.partner, showTermOfUse: true } });

    expect(terms.open).toBe(true);
  });
});
