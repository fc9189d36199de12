import { AccountError, ConflictError, ErrorTexts, PasswordRequirementsNotMetError, RealmIsNotFound, UpdateError } from '../../src/domain/errors';
import { failureOf } from '../adapters/http/harness';
import { DEMO_PASSWORD, portContract, signedIn } from './portContract';

/** The seed's accounts, in a world of no content: these cases are about accounts only. */
portContract('AuthApi', {}, (ports) => {
  it('given the demo password, when signing in, then a session with the user and a token', async () => {
    const session = await ports().auth.signIn('learner@demo.test', DEMO_PASSWORD);

    expect(session.token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({ email: 'learner@demo.test', partner: { name: 'Demo Academy' } });
  });

  it('given a signed-in learner, when the stored token signs in, then the same user answers', async () => {
    const learner = await signedIn(ports());

    expect((await ports().auth.signInWithToken()).email).toBe(learner.email);
  });

  it('given a wrong password, a blocked account and an unknown realm, then Login failed, Account blocked and RealmIsNotFound', async () => {
    const { auth } = ports();

    const wrong = await failureOf(auth.signIn('learner@demo.test', 'wrong-pass-1'));
    const blocked = await failureOf(auth.signIn('blocked@demo.test', DEMO_PASSWORD));
    const nowhere = await failureOf(auth.signIn('someone@nowhere.test', DEMO_PASSWORD));

    expect(wrong).toBeInstanceOf(AccountError);
    expect(wrong).toMatchObject(ErrorTexts.loginFailed);
    expect(blocked).toMatchObject(ErrorTexts.accountBlocked);
    expect(nowhere).toBeInstanceOf(RealmIsNotFound);
  });

  it('given an address, when its sign-in method is asked, then password or sso', async () => {
    expect(await ports().auth.signInMethod('learner@demo.test')).toBe('password');
    expect(await ports().auth.signInMethod('sso@demo.test')).toBe('sso');
  });

  it('given a new address, when signing up by application, then the new user answers and signs in', async () => {
    const { auth } = ports();

    const user = await auth.signUpByApplication({ uuid: 'sreo-learn-local', email: 'fresh@demo.test', pws: 'fresh-pass-1', username: 'fresh' });

    expect(user).toMatchObject({ email: 'fresh@demo.test', username: 'fresh' });
    expect((await auth.signIn('fresh@demo.test', 'fresh-pass-1')).user.id).toBe(user.id);
  });

  it('given the demo invite code, when an invited learner signs up, then the new user answers', async () => {
    const user = await ports().auth.signUpByInvitation({ email: 'invited@demo.test', pws: 'invited-pass-1', username: 'inv', inviteCode: 'DEMO-INVITE' });

    expect(user.email).toBe('invited@demo.test');
  });

  it('given a weak password, a taken address and an expired code, then 466 with the rule, the already-registered and the expired-invite texts', async () => {
    const { auth } = ports();

    const weak = await failureOf(auth.signUpByApplication({ uuid: 'app', email: 'weak@demo.test', pws: 'weak', username: 'weak' }));
    const taken = await failureOf(auth.signUpByApplication({ uuid: 'app', email: 'new@demo.test', pws: 'good-pass-1', username: 'n' }));
    const expired = await failureOf(auth.signUpByInvitation({ email: 'late@demo.test', pws: 'late-pass-1', username: 'late', inviteCode: 'OLD-INVITE' }));

    expect(weak).toBeInstanceOf(PasswordRequirementsNotMetError);
    expect(weak.text).toMatch(/8/);
    expect(taken).toBeInstanceOf(ConflictError);
    expect(taken.text).toBe(ErrorTexts.alreadyRegistered);
    expect(expired.text).toBe(ErrorTexts.inviteExpired);
  });

  it('given a signed-in learner, when signing out, then the old token no longer signs in', async () => {
    await signedIn(ports());

    await ports().auth.signOut();

    expect((await failureOf(ports().auth.signInWithToken())).isSessionExpired).toBe(true);
  });

  it('given a reset e-mail, when its secret sets a new password, then the new password signs in', async () => {
    const { auth, mailboxTo } = ports();

    await auth.requestPasswordReset('new@demo.test');
    const [mail] = await mailboxTo('new@demo.test');
    await auth.setPasswordFromSecret(mail?.secret ?? '', 'fresh-pass-9');

    expect((await auth.signIn('new@demo.test', 'fresh-pass-9')).user.email).toBe('new@demo.test');
  });

  it('given the failing e-mail provider, when a reset is asked for, then Email service error', async () => {
    const error = await failureOf(ports().auth.requestPasswordReset('mailfail@demo.test'));

    expect(error).toBeInstanceOf(UpdateError);
    expect(error).toMatchObject(ErrorTexts.emailService);
  });

  it('given a signed-in learner, when the password is changed with the current one, then the new one signs in; a wrong current one fails', async () => {
    await signedIn(ports(), 'new@demo.test');
    const { auth } = ports();

    const wrong = await failureOf(auth.updatePassword('new@demo.test', 'other-pass-2', 'not-the-pass-1'));
    await auth.updatePassword('new@demo.test', 'other-pass-2', DEMO_PASSWORD);

    expect(wrong).toMatchObject(ErrorTexts.loginFailed);
    expect((await auth.signIn('new@demo.test', 'other-pass-2')).user.email).toBe('new@demo.test');
  });

  it('given sso@demo.test, when single sign-on starts and the provider hands back its code, then a session opens', async () => {
    const { auth, identityProviderCode } = ports();

    const answer = (await auth.startSingleSignOn('sso@demo.test', 'http://localhost:4999/app/')) as { url: string };
    const session = await auth.completeSingleSignOn(await identityProviderCode(answer.url));

    expect(session.user.email).toBe('sso@demo.test');
    expect(session.token).toEqual(expect.any(String));
  });
});
