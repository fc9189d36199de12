import { jest } from '@jest/globals';
import { errorFromServer, ApiError } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { AppPresenter } from '../../src/presenters/app/AppPresenter';
import { USER_API, type UserApi } from '../../src/ports';

const PASSWORD = 'demo-pass-1';

async function signedInEarlier(context: TestContext, email = 'learner@demo.test'): Promise<void> {
  await context.container.get(SignIn).execute({ email, password: PASSWORD });
}

describe('AppPresenter start-up', () => {
  it('given no stored session, when the app opens at /library, then it settles signed out on the sign-in page', async () => {
    const { container, navigation } = createTestContainer();
    const app = container.get(AppPresenter);
    expect(app.starting).toBe(true);

    await app.start('/library');

    expect(app.starting).toBe(false);
    expect(app.loggedIn).toBe(false);
    expect(navigation.currentPath()).toBe('/');
  });

  it('given a stored session, when the app opens anywhere, then the learner is signed in on /welcomeBack', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const app = context.container.get(AppPresenter);

    await app.start('/library/deck/world-capitals');

    expect(app.user?.email).toBe('learner@demo.test');
    expect(app.loggedIn).toBe(true);
    expect(context.navigation.currentPath()).toBe('/welcomeBack');
    expect(app.agreementOpen).toBeUndefined();
  });

  it.each(['/pws', '/signup', '/resetPws', '/privacy-policy'])('given the page %s, when the app opens, then the stored token is not tried', async (path) => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const app = context.container.get(AppPresenter);

    await app.start(path);

    expect(app.starting).toBe(false);
    expect(app.loggedIn).toBe(false);
    expect(context.navigation.history).toEqual(['/']);
  });

  it('given an expired session, when the app opens, then the session is cleared and the learner is on sign-in', async () => {
    const { container, sessions, navigation } = createTestContainer();
    sessions.save('stale-token');
    const app = container.get(AppPresenter);

    await app.start('/welcomeBack');

    expect(sessions.token()).toBeNull();
    expect(app.loggedIn).toBe(false);
    expect(navigation.currentPath()).toBe('/');
  });

  it('given the app is started twice (React strict mode), then the server is asked once', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const app = context.container.get(AppPresenter);

    await Promise.all([app.start('/'), app.start('/')]);

    expect(context.navigation.history.filter((path) => path === '/welcomeBack')).toHaveLength(1);
  });
});

describe('AppPresenter terms of use', () => {
  it('given a partner that requires terms, when the learner is signed in, then the overlay opens until accepted', async () => {
    const context = createTestContainer();
    await signedInEarlier(context, 'terms@demo.test');
    const app = context.container.get(AppPresenter);

    await app.start('/');
    expect(app.agreementOpen).toBe(true);

    await app.acceptAgreement();

    expect(app.agreementOpen).toBe(false);
    expect(app.agreement.failure).toBeNull();
    expect(app.agreement.submitting).toBe(false);
  });

  it('given accepting fails, when the learner presses Got it, then the overlay stays open with the error', async () => {
    const context = createTestContainer();
    await signedInEarlier(context, 'terms@demo.test');
    const app = context.container.get(AppPresenter);
    await app.start('/');
    jest
      .spyOn(context.container.get<UserApi>(USER_API), 'acceptTerms')
      .mockRejectedValue(errorFromServer({ status: 500, type: 'Oops', message: 'Could not save.' }));

    await app.acceptAgreement();

    expect(app.agreementOpen).toBe(true);
    expect(app.agreement.failure).toMatchObject({ title: 'Server error', text: 'Could not save.' });
    expect(app.agreement.submitting).toBe(false);
  });

  it('given Got it is pressed twice quickly, when the first press is in flight, then the terms are accepted once', async () => {
    const context = createTestContainer();
    await signedInEarlier(context, 'terms@demo.test');
    const app = context.container.get(AppPresenter);
    await app.start('/');
    const acceptTerms = jest.spyOn(context.container.get<UserApi>(USER_API), 'acceptTerms');

    await Promise.all([app.acceptAgreement(), app.acceptAgreement()]);

    expect(acceptTerms).toHaveBeenCalledTimes(1);
    expect(app.agreementOpen).toBe(false);
  });
});

describe('AppPresenter failures', () => {
  it('given a failure with a friendly explanation, when shown, then it becomes an error toast', () => {
    jest.useFakeTimers();
    try {
      const { container } = createTestContainer();
      const app = container.get(AppPresenter);

      app.showFailure(errorFromServer({ status: 503 }));

      expect(app.toasts.current).toMatchObject({ type: 'error', text: 'Your account is blocked. Please contact your supervisor.' });
      expect(app.error).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('given a failure without an explanation, when shown, then it is the shared error', () => {
    const { container } = createTestContainer();
    const app = container.get(AppPresenter);

    app.showFailure(errorFromServer({ status: 404, type: 'RealmIsNotFound' }));

    expect(app.error?.title).toBe('realm-not-found');
    expect(app.toasts.current).toBeNull();
  });

  it('given an unexpected status or a bug, when noted, then it is reported; catalogue rows that are not reported are not', () => {
    const { container, errorTracing } = createTestContainer();
    const app = container.get(AppPresenter);

    app.noteFailure(errorFromServer({ status: 418 }));
    app.noteFailure(new TypeError('undefined is not a function'));
    app.noteFailure(errorFromServer({ status: 503 }));

    expect(errorTracing.reports.map((report) => (report.error as Error).message)).toEqual([
      expect.stringContaining('Something went wrong'),
      expect.stringContaining('Something went wrong'),
    ]);
  });

  it('given a signed-in learner, when a call says the session expired, then they are signed out to the sign-in page', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const app = context.container.get(AppPresenter);
    await app.start('/');

    const failure = app.noteFailure(errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' }));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(failure).toBeInstanceOf(ApiError);
    expect(app.loggedIn).toBe(false);
    expect(context.sessions.token()).toBeNull();
    expect(context.navigation.currentPath()).toBe('/signin');
  });
});

describe('AppPresenter sign-out', () => {
  it('given a signed-in learner, when they log out, then they are on /signin with no session', async () => {
    const context = createTestContainer();
    await signedInEarlier(context);
    const app = context.container.get(AppPresenter);
    await app.start('/');

    await app.signOut();

    expect(app.user).toBeNull();
    expect(context.sessions.token()).toBeNull();
    expect(context.navigation.currentPath()).toBe('/signin');
  });
});
