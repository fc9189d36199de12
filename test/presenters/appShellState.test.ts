import { createTestContainer } from '../../src/di/createTestContainer';
import { AppPresenter } from '../../src/presenters/app/AppPresenter';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';

async function signedIn(email = 'learner@demo.test') {
  const context = createTestContainer();
  const presenter = context.container.get(SignInPresenter);
  presenter.setEmail(email);
  presenter.setPassword('demo-pass-1');
  await presenter.submit();
  return { ...context, app: context.container.get(AppPresenter) };
}

describe('AppPresenter: the shell\'s shared state', () => {
  it('given a message for the learner, when noted, then the modal shows it until Got it dismisses it', () => {
    const { container } = createTestContainer();
    const app = container.get(AppPresenter);

    app.notify('Your session has been saved.');
    expect(app.notification).toBe('Your session has been saved.');

    app.dismissNotification();
    expect(app.notification).toBeNull();
  });

  it('given a signed-in learner, when they log out, then the session, the identity-provider entries and the analytics identity are gone', async () => {
    const { app, storage, sessions, analytics, navigation } = await signedIn();
    storage.set('oidc.user:https://idp.example:app', '{"token":"x"}');
    storage.set('theme-choice', 'dark');
    expect(analytics.identity).not.toBeNull();

    await app.signOut();

    expect(app.loggedIn).toBe(false);
    expect(sessions.token()).toBeNull();
    expect(storage.keys()).toEqual(['theme-choice']);
    expect(analytics.identity).toBeNull();
    expect(navigation.currentPath()).toBe('/signin');
  });

  it('given a stored session, when the app opens on the privacy policy, then it stays there without signing in', async () => {
    const { sessions, container, navigation } = createTestContainer();
    sessions.save('some-token');
    const app = container.get(AppPresenter);

    await app.start('/privacy-policy');

    expect(app.starting).toBe(false);
    expect(app.loggedIn).toBe(false);
    expect(navigation.currentPath()).toBe('/');
    expect(navigation.history).toEqual(['/']);
  });

  it('given terms@demo.test, when signed in, then the terms overlay is open until accepted', async () => {
    const { app } = await signedIn('terms@demo.test');

    expect(app.agreementOpen).toBe(true);
    await app.acceptAgreement();
    expect(app.agreementOpen).toBe(false);
  });
});
