import { createTestContainer } from '../../src/di/createTestContainer';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { ModalNotification } from '../../src/presenters/app/ModalNotification';
import { TermsAgreement } from '../../src/presenters/app/TermsAgreement';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';

async function signedIn(email = 'learner@demo.test') {
  const context = createTestContainer();
  const presenter = context.container.get(SignInPresenter);
  presenter.setEmail(email);
  presenter.setPassword('demo-pass-1');
  await presenter.submit();
  return { ...context, session: context.container.get(LearnerSession) };
}

describe('the shell\'s shared state', () => {
  it('given a message for the learner, when noted, then the modal shows it until Got it dismisses it', () => {
    const notification = createTestContainer().container.get(ModalNotification);

    notification.notify('Your session has been saved.');
    expect(notification.text).toBe('Your session has been saved.');

    notification.dismiss();
    expect(notification.text).toBeNull();
  });

  it('given a signed-in learner, when they log out, then the session, the identity-provider entries and the analytics identity are gone', async () => {
    const { session, storage, sessions, analytics, navigation } = await signedIn();
    storage.set('oidc.user:https://idp.example:app', '{"token":"x"}');
    storage.set('theme-choice', 'dark');
    expect(analytics.identity).not.toBeNull();

    await session.signOut();

    expect(session.loggedIn).toBe(false);
    expect(sessions.token()).toBeNull();
    expect(storage.keys()).toEqual(['theme-choice']);
    expect(analytics.identity).toBeNull();
    expect(navigation.currentPath()).toBe('/signin');
  });

  it('given a stored session, when the app opens on the privacy policy, then it stays there without signing in', async () => {
    const { sessions, container, navigation } = createTestContainer();
    sessions.save('some-token');
    const startup = container.get(AppStartup);

    await startup.start('/privacy-policy');

    expect(startup.starting).toBe(false);
    expect(container.get(LearnerSession).loggedIn).toBe(false);
    expect(navigation.currentPath()).toBe('/');
    expect(navigation.history).toEqual(['/']);
  });

  it('given terms@demo.test, when signed in, then the terms overlay is open until accepted', async () => {
    const { container } = await signedIn('terms@demo.test');
    const terms = container.get(TermsAgreement);

    expect(terms.open).toBe(true);
    await terms.accept();
    expect(terms.open).toBe(false);
  });
});
