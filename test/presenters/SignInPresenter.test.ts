import { jest } from '@jest/globals';
import { errorForNoResponse, errorFromServer, invalidResponseFormat, type AppError } from '../../src/domain';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';
import { AUTH_API, type AuthApi } from '../../src/ports';

describe('SignInPresenter', () => {
  it('given empty fields, when submitted, then each field says what is missing and nothing is sent', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    const sent = jest.spyOn(container.get<AuthApi>(AUTH_API), 'signIn');

    await expect(presenter.submit()).resolves.toBe(false);

    expect(presenter.emailError).toBe('Enter your e-mail address.');
    expect(presenter.passwordError).toBe('Enter your password.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('given a malformed e-mail, when submitted, then the e-mail field says so', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('learner');
    presenter.setPassword('demo-pass-1');

    await presenter.submit();

    expect(presenter.emailError).toBe('Enter an e-mail address like name@example.com.');
  });

  it('given the demo learner, when they sign in, then the app holds the learner and shows /welcomeBack', async () => {
    const { container, navigation } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.fillDemoAccount(presenter.demoAccounts[0]!);

    await expect(presenter.submit()).resolves.toBe(true);

    expect(container.get(LearnerSession).user?.email).toBe('learner@demo.test');
    expect(navigation.currentPath()).toBe('/welcomeBack');
  });

  it('given a wrong password, when submitted, then the form shows Login failed alone and keeps the e-mail and password to correct', async () => {
    const { container, navigation } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('not-it-123');

    await presenter.submit();

    expect(presenter.failure).toMatchObject({ title: 'Login failed', text: 'Username or password is incorrect.' });
    expect(presenter.email).toBe('learner@demo.test');
    expect(presenter.password).toBe('not-it-123');
    expect(presenter.passwordError).toBeNull();
    expect(presenter.emailError).toBeNull();
    expect(navigation.currentPath()).toBe('/');
    presenter.setPassword('x');
    expect(presenter.failure).toBeNull();
  });

  it('given the connection drops, when submitted, then the failure shows, the password is kept, and submitting again once back signs in', async () => {
    const { container, navigation } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    jest.spyOn(container.get<AuthApi>(AUTH_API), 'signIn').mockRejectedValueOnce(errorForNoResponse(false));
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('demo-pass-1');

    await expect(presenter.submit()).resolves.toBe(false);

    expect(presenter.failure).toMatchObject({ title: 'Server error', text: 'There was an error connecting to the server. Please try again soon.' });
    expect(presenter.password).toBe('demo-pass-1');
    await expect(presenter.submit()).resolves.toBe(true);
    expect(navigation.currentPath()).toBe('/welcomeBack');
  });

  it.each<[string, AppError]>([
    ['the server is down (no answer while online)', errorForNoResponse(true)],
    ['the server fails (500)', errorFromServer({ status: 500, type: 'DatabaseDown', message: 'Try again later.' })],
    ['an unexpected status (502)', errorFromServer({ status: 502 })],
    ['the account is blocked (503)', errorFromServer({ status: 503 })],
    ['the organisation is unknown (realm-not-found)', errorFromServer({ status: 404, type: 'RealmIsNotFound' })],
    ['the answer is malformed', invalidResponseFormat()],
  ])('given %s, when submitted, then the password is kept', async (_case, failure) => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    jest.spyOn(container.get<AuthApi>(AUTH_API), 'signIn').mockRejectedValue(failure);
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('demo-pass-1');

    await presenter.submit();

    expect(presenter.failure).toBe(failure);
    expect(presenter.password).toBe('demo-pass-1');
  });

  it('given the server forbids the sign-in (403), when submitted, then the failure shows and the fields are kept', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    jest.spyOn(container.get<AuthApi>(AUTH_API), 'signIn').mockRejectedValue(errorFromServer({ status: 403, type: 'Forbidden', message: 'Sign-in is not allowed.' }));
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('demo-pass-1');

    await presenter.submit();

    expect(presenter.failure).toMatchObject({ title: 'Server error', text: 'Sign-in is not allowed.' });
    expect(presenter.password).toBe('demo-pass-1');
  });

  it('given a submission in flight, when submitted again (double click), then one request is sent', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    const sent = jest.spyOn(container.get<AuthApi>(AUTH_API), 'signIn');
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('demo-pass-1');

    const [first, second] = await Promise.all([presenter.submit(), presenter.submit()]);

    expect([first, second]).toEqual([true, false]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(presenter.submitting).toBe(false);
  });
});
