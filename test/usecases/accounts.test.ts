import { PASSWORD_RULE_MESSAGE } from '@sreo/sandbox';
import {
  CheckSignInMethod,
  CompleteSingleSignOn,
  RequestPasswordReset,
  SetPasswordFromSecret,
  SignIn,
  SignUpByApplication,
  SignUpByInvitation,
  StartSingleSignOn,
  UpdatePassword,
} from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { AUTH_API, type AuthApi } from '../../src/ports';

const PASSWORD = 'demo-pass-1';

describe('sign-up', () => {
  it('given a new address, when applying, then the account is made and the learner is signed in with the same credentials', async () => {
    const { container, sessions, analytics } = createTestContainer();

    const user = await container.get(SignUpByApplication).execute({ username: 'ada', email: 'ada@demo.test', password: 'lovelace-1' });

    expect(user.email).toBe('ada@demo.test');
    expect(sessions.token()).toEqual(expect.any(String));
    expect(analytics.captured('login')).toHaveLength(1);
    await expect(container.get(SignIn).execute({ email: 'ada@demo.test', password: 'lovelace-1' })).resolves.toMatchObject({ email: 'ada@demo.test' });
  });

  it('given an address already registered, when applying, then the Conflict says to sign in instead', async () => {
    const { container } = createTestContainer();

    await expect(
      container.get(SignUpByApplication).execute({ username: 'again', email: 'learner@demo.test', password: 'another-1' }),
    ).rejects.toMatchObject({
      title: 'Conflict',
      text: 'Your email address is already associated with an account, please click Back to Sign in and sign in there',
    });
  });

  it('given a password that breaks the rule, when signing up, then the server message is the text', async () => {
    const { container, sessions } = createTestContainer();

    const attempt = container.get(SignUpByApplication).execute({ username: 'short', email: 'short@demo.test', password: 'short' });

    await expect(attempt).rejects.toMatchObject({ title: 'Password requirements not met', text: PASSWORD_RULE_MESSAGE });
    expect(sessions.token()).toBeNull();
  });

  it('given the valid invite code, when an invited learner signs up, then they are signed in', async () => {
    const { container } = createTestContainer();

    const user = await container
      .get(SignUpByInvitation)
      .execute({ username: 'invited', email: 'invited@demo.test', password: 'invited-1', inviteCode: ' DEMO-INVITE ' });

    expect(user.email).toBe('invited@demo.test');
  });

  it('given an expired invite code, when signing up, then the Conflict says to ask the supervisor for a new one', async () => {
    const { container } = createTestContainer();

    await expect(
      container.get(SignUpByInvitation).execute({ username: 'late', email: 'late@demo.test', password: 'late-pass-1', inviteCode: 'OLD-INVITE' }),
    ).rejects.toMatchObject({ title: 'Conflict', text: 'The invite code has expired, please ask your supervisor to send you a new one' });
  });
});

describe('passwords', () => {
  it('given a reset request, when the e-mailed secret is used, then the new password signs in and the old does not', async () => {
    const { container, sandbox } = createTestContainer();

    await container.get(RequestPasswordReset).execute({ email: 'new@demo.test' });
    const [mail] = sandbox.mailbox('new@demo.test');
    await container.get(SetPasswordFromSecret).execute({ secret: mail!.secret, password: 'fresh-pass-2' });

    await expect(container.get(SignIn).execute({ email: 'new@demo.test', password: 'fresh-pass-2' })).resolves.toMatchObject({ email: 'new@demo.test' });
    await expect(container.get(SignIn).execute({ email: 'new@demo.test', password: PASSWORD })).rejects.toMatchObject({ title: 'Login failed' });
  });

  it('given the address whose e-mail provider fails, when asking for a reset, then Email service error', async () => {
    const { container } = createTestContainer();

    await expect(container.get(RequestPasswordReset).execute({ email: 'mailfail@demo.test' })).rejects.toMatchObject({
      title: 'Email service error',
      text: 'There was an error sending the email. Please try again later.',
    });
  });

  it('given a signed-in learner, when they change the password with the right current one, then the new one signs in', async () => {
    const { container } = createTestContainer();
    await container.get(SignIn).execute({ email: 'new@demo.test', password: PASSWORD });

    await container.get(UpdatePassword).execute({ email: 'new@demo.test', currentPassword: PASSWORD, newPassword: 'changed-pass-3' });

    await expect(container.get(SignIn).execute({ email: 'new@demo.test', password: 'changed-pass-3' })).resolves.toBeDefined();
  });

  it('given a wrong current password, when changing it, then the password is not changed because the current one is not right', async () => {
    const { container } = createTestContainer();
    await container.get(SignIn).execute({ email: 'new@demo.test', password: PASSWORD });

    await expect(
      container.get(UpdatePassword).execute({ email: 'new@demo.test', currentPassword: 'wrong-pass-1', newPassword: 'changed-pass-3' }),
    ).rejects.toMatchObject({ title: 'Password not changed', text: 'Your current password is not right. Check it and try again.' });
  });
});

describe('single sign-on', () => {
  it('given the addresses, when their sign-in method is checked, then sso@ is single sign-on and learner@ a password', async () => {
    const { container } = createTestContainer();

    await expect(container.get(CheckSignInMethod).execute({ email: 'sso@demo.test' })).resolves.toBe('sso');
    await expect(container.get(CheckSignInMethod).execute({ email: 'learner@demo.test' })).resolves.toBe('password');
  });

  it('given sso@demo.test, when single sign-on starts, then the browser goes to the app with a code that completes the sign-in', async () => {
    const { container, browser, sessions, analytics } = createTestContainer();

    await container.get(StartSingleSignOn).execute({ email: 'sso@demo.test' });

    const target = new URL(browser.lastAssigned!);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:5173/app/');
    const user = await container.get(CompleteSingleSignOn).execute({ code: target.searchParams.get('sso_code')! });
    expect(user.email).toBe('sso@demo.test');
    expect(sessions.token()).toEqual(expect.any(String));
    expect(analytics.captured('login')[0]?.properties).toEqual({ login_type: 'sso' });
  });

  it('given an answer that leads to another host, when single sign-on starts, then the browser stays and the answer is invalid', async () => {
    const { container, browser } = createTestContainer();
    const auth = container.get<AuthApi>(AUTH_API);
    auth.startSingleSignOn = async () => ({ url: 'https://evil.example/steal' });

    await expect(container.get(StartSingleSignOn).execute({ email: 'sso@demo.test' })).rejects.toMatchObject({
      title: 'Server error',
      text: 'Invalid data received',
    });
    expect(browser.assigned).toEqual([]);
  });

  it('given a configured identity provider, when the answer leads there, then the browser follows', async () => {
    const { container, browser } = createTestContainer();
    const auth = container.get<AuthApi>(AUTH_API);
    auth.startSingleSignOn = async () => ({ url: 'https://idp.example/login?x=1' });

    await container.get(StartSingleSignOn).execute({ email: 'sso@demo.test', identityProviderOrigins: ['https://idp.example'] });

    expect(browser.lastAssigned).toBe('https://idp.example/login?x=1');
  });

  it('given a used code, when completing again, then the attempt is refused', async () => {
    const { container, browser } = createTestContainer();
    await container.get(StartSingleSignOn).execute({ email: 'sso@demo.test' });
    const code = new URL(browser.lastAssigned!).searchParams.get('sso_code')!;
    await container.get(CompleteSingleSignOn).execute({ code });

    await expect(container.get(CompleteSingleSignOn).execute({ code })).rejects.toMatchObject({ title: 'Server error' });
  });
});
