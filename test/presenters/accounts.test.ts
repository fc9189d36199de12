import { jest } from '@jest/globals';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { ToastQueue } from '../../src/presenters/app/ToastQueue';
import { ResetPasswordPresenter } from '../../src/presenters/auth/ResetPasswordPresenter';
import { SetPasswordPresenter } from '../../src/presenters/auth/SetPasswordPresenter';
import { UpdatePasswordPresenter } from '../../src/presenters/auth/UpdatePasswordPresenter';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';
import { SignUpPresenter } from '../../src/presenters/auth/SignUpPresenter';
import { createAppContainer } from '../../src/di/createAppContainer';
import { APP_CONFIG, AUTH_API, type AppConfig, type AuthApi } from '../../src/ports';
import { PASSWORD_RULE_MESSAGE } from '@sreo/sandbox';

const PASSWORD = 'demo-pass-1';

describe('SignUpPresenter', () => {
  it('given empty fields, when submitted, then each field says what is missing and nothing is sent', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    const sent = jest.spyOn(container.get<AuthApi>(AUTH_API), 'signUpByApplication');

    await expect(presenter.submit()).resolves.toBe(false);

    expect(presenter.usernameError).toBe('Enter a username.');
    expect(presenter.emailError).toBe('Enter your e-mail address.');
    expect(presenter.passwordError).toBe('Enter a password.');
    expect(presenter.inviteCodeError).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('given an application, when submitted, then the learner is signed in on /welcomeBack', async () => {
    const { container, navigation } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    presenter.setUsername('grace');
    presenter.setEmail('grace@demo.test');
    presenter.setPassword('hopper-123');

    await expect(presenter.submit()).resolves.toBe(true);

    expect(container.get(LearnerSession).user?.email).toBe('grace@demo.test');
    expect(navigation.currentPath()).toBe('/welcomeBack');
  });

  it('given the invitation kind without a code, when submitted, then the code is asked for', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    presenter.setKind('invitation');

    await presenter.submit();

    expect(presenter.inviteCodeError).toBe('Enter the invite code from your invitation.');
  });

  it('given an expired invite code, when submitted, then the form shows the Conflict text and stays signed out', async () => {
    const { container, navigation } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    presenter.setKind('invitation');
    presenter.setUsername('late');
    presenter.setEmail('late@demo.test');
    presenter.setPassword('late-pass-1');
    presenter.setInviteCode('OLD-INVITE');

    await presenter.submit();

    expect(presenter.failure).toMatchObject({
      title: 'Conflict',
      text: 'The invite code has expired, please ask your supervisor to send you a new one',
    });
    expect(container.get(LearnerSession).loggedIn).toBe(false);
    expect(navigation.currentPath()).toBe('/');
  });

  it('given an address already registered or a weak password, when submitted, then the form shows the catalogue text above it, and the server’s rule beside the password alone', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    presenter.setUsername('again');
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('another-1');

    await presenter.submit();
    expect(presenter.formFailure?.text).toBe(
      'Your email address is already associated with an account, please click Back to Sign in and sign in there',
    );
    expect(presenter.emailError).toBeNull();

    presenter.setEmail('weak@demo.test');
    presenter.setPassword('weak');
    await presenter.submit();
    expect(presenter.passwordError).toBe(PASSWORD_RULE_MESSAGE);
    expect(presenter.formFailure).toBeNull();
    expect(presenter.emailError).toBeNull();

    presenter.setPassword('weak-but-longer-1');
    expect(presenter.passwordError).toBeNull();
  });
});

describe('SignInPresenter and single sign-on', () => {
  it('given sso@demo.test and no password, when submitted, then the browser leaves for the identity provider', async () => {
    const { container, browser } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('sso@demo.test');

    await expect(presenter.submit()).resolves.toBe(true);

    expect(presenter.passwordError).toBeNull();
    expect(presenter.redirecting).toBe(true);
    expect(browser.lastAssigned).toMatch(/^http:\/\/localhost:5173\/app\/\?sso_code=/);
  });

  it('given the return from the identity provider, when the app starts, then the learner is signed in on /welcomeBack', async () => {
    // One sandbox plays the identity provider and the returning page's backend, as the browser's one does.
    const { container, navigation, sessions, browser } = createTestContainer();
    const signIn = container.get(SignInPresenter);
    signIn.setEmail('sso@demo.test');
    await signIn.submit();
    const search = new URL(browser.lastAssigned!).search;

    await container.get(AppStartup).start('/', search);

    expect(container.get(LearnerSession).user?.email).toBe('sso@demo.test');
    expect(sessions.token()).toEqual(expect.any(String));
    expect(navigation.currentPath()).toBe('/welcomeBack');
  });

  it('given a stale code, when the app starts with it, then the learner is on sign-in and told why', async () => {
    jest.useFakeTimers();
    try {
      const { container, navigation } = createTestContainer();
      const startup = container.get(AppStartup);

      await startup.start('/', '?sso_code=not-a-code');

      expect(container.get(LearnerSession).loggedIn).toBe(false);
      expect(navigation.currentPath()).toBe('/');
      expect(container.get(ToastQueue).current?.text).toBe('The single sign-on attempt is not valid any more. Please sign in again.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('given a deployment with a single-sign-on login host, then the sign-in page may send the browser there', async () => {
    const app: AppConfig = { apiBaseUrl: 'https://learn.example/sreo/v0.1', sandbox: false, supportEmail: 'privacy@learn.example' };
    expect(createAppContainer({ app, ssoOrigin: 'https://sso.example' }).get<AppConfig>(APP_CONFIG).identityProviderOrigins).toEqual([
      'https://sso.example',
    ]);

    const { container, browser } = createTestContainer();
    const config = container.get<AppConfig>(APP_CONFIG);
    container.rebind(APP_CONFIG).toConstantValue({ ...config, identityProviderOrigins: ['https://sso.example'] });
    container.get<AuthApi>(AUTH_API).startSingleSignOn = async () => ({ url: 'https://sso.example/login?state=1' });
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('sso@demo.test');

    await presenter.submit();

    expect(browser.lastAssigned).toBe('https://sso.example/login?state=1');
  });

  it('given a blocked account, when it signs in, then Account blocked is shown', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('blocked@demo.test');
    presenter.setPassword(PASSWORD);

    await presenter.submit();

    expect(presenter.failure).toMatchObject({ title: 'Account blocked', text: 'Your account is blocked. Please contact your supervisor.' });
  });
});

describe('ResetPasswordPresenter and SetPasswordPresenter', () => {
  it('given the demo learner, when a reset is asked for, then the sandbox mailbox shows the link, and the link sets a new password', async () => {
    const { container } = createTestContainer();
    const reset = container.get(ResetPasswordPresenter);
    reset.setEmail('new@demo.test');

    await expect(reset.submit()).resolves.toBe(true);

    expect(reset.sent).toBe(true);
    expect(reset.showsMailbox).toBe(true);
    expect(reset.mail).toHaveLength(1);
    const secret = new URL(reset.mail[0]!.link, 'http://x').searchParams.get('secret')!;
    const setPassword = container.get(SetPasswordPresenter);
    setPassword.setSecret(secret);
    setPassword.form.setPassword('brand-new-4');
    setPassword.form.setConfirmation('brand-new-4');
    await expect(setPassword.submit()).resolves.toBe(true);
    expect(setPassword.form.done).toBe(true);
    const signIn = container.get(SignInPresenter);
    signIn.setEmail('new@demo.test');
    signIn.setPassword('brand-new-4');
    await expect(signIn.submit()).resolves.toBe(true);
  });

  it('given the failing e-mail provider, when a reset is asked for, then Email service error shows', async () => {
    const { container } = createTestContainer();
    const reset = container.get(ResetPasswordPresenter);
    reset.setEmail('mailfail@demo.test');

    await reset.submit();

    expect(reset.sent).toBe(false);
    expect(reset.failure).toMatchObject({ title: 'Email service error', text: 'There was an error sending the email. Please try again later.' });
  });

  it('given a mistyped confirmation or a weak password, when setting it, then the form says so beside the field', async () => {
    const { container, sandbox } = createTestContainer();
    const reset = container.get(ResetPasswordPresenter);
    reset.setEmail('new@demo.test');
    await reset.submit();
    const presenter = container.get(SetPasswordPresenter);
    presenter.setSecret(sandbox.mailbox()[0]!.secret);
    presenter.form.setPassword('brand-new-4');
    presenter.form.setConfirmation('brand-new-5');

    await expect(presenter.submit()).resolves.toBe(false);
    expect(presenter.form.confirmationError).toBe('The two passwords do not match.');

    presenter.form.setPassword('weak');
    presenter.form.setConfirmation('weak');
    await presenter.submit();
    expect(presenter.form.passwordError).toBe(PASSWORD_RULE_MESSAGE);
    expect(presenter.form.formFailure).toBeNull();
    expect(presenter.form.confirmationError).toBeNull();
  });

  it.each([
    ['a wrong code', () => 'not-a-code'],
    ['a used code', (secret: string) => secret],
  ])('given a link with %s, when a new password is set, then the form says the link is not valid and keeps the password typed', async (_, code) => {
    const { container, sandbox } = createTestContainer();
    const reset = container.get(ResetPasswordPresenter);
    reset.setEmail('new@demo.test');
    await reset.submit();
    const used = sandbox.mailbox()[0]!.secret;
    const first = container.get(SetPasswordPresenter);
    first.setSecret(used);
    first.form.setPassword('brand-new-4');
    first.form.setConfirmation('brand-new-4');
    await first.submit();
    const presenter = container.get(SetPasswordPresenter);
    presenter.setSecret(code(used));
    presenter.form.setPassword('brand-new-5');
    presenter.form.setConfirmation('brand-new-5');

    await expect(presenter.submit()).resolves.toBe(false);

    expect(presenter.form.failure).toMatchObject({ title: 'Reset link not valid', text: 'This password reset link is wrong, used or expired. Please ask for a new link.' });
    expect(presenter.form.done).toBe(false);
    expect([presenter.form.password, presenter.form.passwordError]).toEqual(['brand-new-5', null]);
  });

  it('given a link without a secret, then there is nothing to submit', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SetPasswordPresenter);

    expect(presenter.missingSecret).toBe(true);
    await expect(presenter.submit()).resolves.toBe(false);
  });
});

describe('UpdatePasswordPresenter', () => {
  async function signedIn() {
    const context = createTestContainer();
    const signIn = context.container.get(SignInPresenter);
    signIn.setEmail('new@demo.test');
    signIn.setPassword(PASSWORD);
    await signIn.submit();
    return context;
  }

  it('given the right current password, when changed, then it says so and clears the fields', async () => {
    const { container } = await signedIn();
    const presenter = container.get(UpdatePasswordPresenter);
    presenter.setCurrentPassword(PASSWORD);
    presenter.form.setPassword('updated-pass-5');
    presenter.form.setConfirmation('updated-pass-5');

    await expect(presenter.submit()).resolves.toBe(true);

    expect(presenter.form.done).toBe(true);
    expect(presenter.form.password).toBe('');
    expect(presenter.currentPassword).toBe('');
  });

  it('given a wrong current password, when changed, then the current password field says it is not right, once: nothing above the form', async () => {
    const { container } = await signedIn();
    const presenter = container.get(UpdatePasswordPresenter);
    presenter.setCurrentPassword('wrong-pass-1');
    presenter.form.setPassword('updated-pass-5');
    presenter.form.setConfirmation('updated-pass-5');

    await presenter.submit();

    expect(presenter.currentPasswordError).toBe('Your current password is not right. Check it and try again.');
    expect(presenter.formFailure).toBeNull();
    expect(presenter.form.passwordError).toBeNull();

    presenter.setCurrentPassword('demo-pass-1');
    expect(presenter.currentPasswordError).toBeNull();
  });

  it('given a new password the server refuses, when changed, then its rule is said beside the new password alone', async () => {
    const { container } = await signedIn();
    const presenter = container.get(UpdatePasswordPresenter);
    presenter.setCurrentPassword(PASSWORD);
    presenter.form.setPassword('weak');
    presenter.form.setConfirmation('weak');

    await presenter.submit();

    expect(presenter.form.passwordError).toBe(PASSWORD_RULE_MESSAGE);
    expect(presenter.formFailure).toBeNull();
    expect(presenter.currentPasswordError).toBeNull();
  });

  it('given a confirmation that differs from the new password, when changed, then the form says so and nothing is sent', async () => {
    const { container } = await signedIn();
    const sent = jest.spyOn(container.get<AuthApi>(AUTH_API), 'updatePassword');
    const presenter = container.get(UpdatePasswordPresenter);
    presenter.setCurrentPassword(PASSWORD);
    presenter.form.setPassword('updated-pass-5');
    presenter.form.setConfirmation('updated-pass-6');

    await expect(presenter.submit()).resolves.toBe(false);

    expect(presenter.form.confirmationError).toBe('The two passwords do not match.');
    expect(sent).not.toHaveBeenCalled();
  });
});
