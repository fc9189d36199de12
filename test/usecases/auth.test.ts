import { jest } from '@jest/globals';
import {
  AccountError,
  ApiError,
  RealmIsNotFound,
} from '../../src/domain';
import { AcceptAgreement, SignIn, SignInWithStoredToken, SignOut } from '../../src/domain/usecases';
import { IDENTITY_PROVIDER_CALLBACK_PREFIX } from '../../src/domain/usecases/auth/SignOut';
import { createTestContainer } from '../../src/di/createTestContainer';
import { AUTH_API, type AuthApi } from '../../src/ports';

const PASSWORD = 'demo-pass-1';

describe('SignIn', () => {
  it('given a demo learner, when they sign in, then the user is answered, the session kept and analytics told who', async () => {
    const { container, sessions, analytics, errorTracing } = createTestContainer();

    const user = await container.get(SignIn).execute({ email: ' learner@demo.test ', password: PASSWORD });

    expect(user.email).toBe('learner@demo.test');
    expect(user.partner.name).toBe('Demo Academy');
    expect(sessions.token()).toEqual(expect.any(String));
    expect(analytics.identity).toEqual({ userId: String(user.id), properties: { partner: 'Demo Academy' } });
    expect(analytics.captured('login')).toEqual([{ kind: 'capture', event: 'login', properties: { login_type: 'password' } }]);
    expect(errorTracing.user).toBe(String(user.id));
  });

  it('given a wrong password, when signing in, then Login failed and no session is kept', async () => {
    const { container, sessions } = createTestContainer();

    const attempt = container.get(SignIn).execute({ email: 'learner@demo.test', password: 'wrong-pass-1' });

    await expect(attempt).rejects.toBeInstanceOf(AccountError);
    await expect(attempt).rejects.toMatchObject({ title: 'Login failed', text: 'Username or password is incorrect.' });
    expect(sessions.token()).toBeNull();
  });

  it('given a blocked account, when signing in, then Account blocked', async () => {
    const { container } = createTestContainer();

    await expect(container.get(SignIn).execute({ email: 'blocked@demo.test', password: PASSWORD })).rejects.toMatchObject({
      title: 'Account blocked',
      text: 'Your account is blocked. Please contact your supervisor.',
    });
  });

  it('given an address of no known organisation, when signing in, then RealmIsNotFound', async () => {
    const { container } = createTestContainer();

    await expect(container.get(SignIn).execute({ email: 'someone@nowhere.test', password: PASSWORD })).rejects.toBeInstanceOf(
      RealmIsNotFound,
    );
  });

  it('given a partner with external analytics off (Riverside Clinic), when signing in, then analytics is not told who', async () => {
    const { container, analytics, errorTracing } = createTestContainer();

    const user = await container.get(SignIn).execute({ email: 'basic@demo.test', password: PASSWORD });

    expect(user.partner.enableExternalAnalytics).toBe(false);
    expect(analytics.identity).toBeNull();
    expect(errorTracing.user).toBe(String(user.id));
  });
});

describe('SignInWithStoredToken', () => {
  it('given no stored token, when the app starts, then nobody is signed in and the server is not asked', async () => {
    const { container } = createTestContainer();
    const auth = container.get<AuthApi>(AUTH_API);
    const asked = jest.spyOn(auth, 'signInWithToken');

    await expect(container.get(SignInWithStoredToken).execute()).resolves.toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('given an earlier sign-in, when the app starts again, then the same learner is signed in', async () => {
    const { container } = createTestContainer();
    const signedIn = await container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });

    const user = await container.get(SignInWithStoredToken).execute();

    expect(user?.id).toBe(signedIn.id);
  });

  it('given a token the server no longer knows, when the app starts, then the session is cleared and the error told', async () => {
    const { container, sessions } = createTestContainer();
    sessions.save('forgotten-token');

    const attempt = container.get(SignInWithStoredToken).execute();

    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ isSessionExpired: true });
    expect(sessions.token()).toBeNull();
  });
});

describe('SignOut', () => {
  it('given a signed-in learner, when they sign out, then the session ends here and on the server', async () => {
    const { container, sessions, storage, analytics, errorTracing } = createTestContainer();
    const user = await container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });
    const token = sessions.token();
    storage.set(`${IDENTITY_PROVIDER_CALLBACK_PREFIX}user:sso`, 'callback state');
    storage.set('sreo.preference', 'kept');

    await container.get(SignOut).execute({ userId: user.id });

    expect(sessions.token()).toBeNull();
    expect(storage.keys()).toEqual(['sreo.preference']);
    expect(analytics.identity).toBeNull();
    expect(analytics.records.at(-1)).toEqual({ kind: 'reset' });
    expect(errorTracing.user).toBeNull();
    sessions.save(token as string);
    await expect(container.get(SignInWithStoredToken).execute()).rejects.toMatchObject({ isSessionExpired: true });
  });

  it('given the server cannot be reached, when the learner signs out, then the local session still ends', async () => {
    const { container, sessions } = createTestContainer();
    const user = await container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });
    jest.spyOn(container.get<AuthApi>(AUTH_API), 'signOut').mockRejectedValue(new Error('network down'));

    await container.get(SignOut).execute({ userId: user.id });

    expect(sessions.token()).toBeNull();
  });
});

describe('AcceptAgreement', () => {
  it('given a partner that requires terms, when the learner accepts, then the next sign-in no longer asks', async () => {
    const { container } = createTestContainer();
    const before = await container.get(SignIn).execute({ email: 'terms@demo.test', password: PASSWORD });
    expect(before.partner.showTermOfUse).toBe(true);

    await container.get(AcceptAgreement).execute();

    const after = await container.get(SignInWithStoredToken).execute();
    expect(after?.partner.showTermOfUse).toBe(false);
  });

  it('given no session, when accepting, then it fails with the catalogue error', async () => {
    const { container } = createTestContainer();

    await expect(container.get(AcceptAgreement).execute()).rejects.toMatchObject({ title: expect.any(String) });
  });
});
