import { jest } from '@jest/globals';
import { createTestContainer } from '../../src/di/createTestContainer';
import { AppPresenter } from '../../src/presenters/app/AppPresenter';
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

    expect(container.get(AppPresenter).user?.email).toBe('learner@demo.test');
    expect(navigation.currentPath()).toBe('/welcomeBack');
  });

  it('given a wrong password, when submitted, then the form shows Login failed and clears the password', async () => {
    const { container, navigation } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('not-it-123');

    await presenter.submit();

    expect(presenter.failure).toMatchObject({ title: 'Login failed', text: 'Username or password is incorrect.' });
    expect(presenter.password).toBe('');
    expect(navigation.currentPath()).toBe('/');
    presenter.setPassword('x');
    expect(presenter.failure).toBeNull();
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
