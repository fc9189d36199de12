import { Container } from 'inversify';
import {
  FakeClock,
  MemoryAuthApi,
  MemoryKeyValueStorage,
  memoryApiModule,
  memoryPortsModule,
} from '../../../src/adapters/memory';
import {
  AccountError,
  ApiError,
  ConflictError,
  ErrorTexts,
  PasswordRequirementsNotMetError,
  RealmIsNotFound,
  UnexpectedError,
  UpdateError,
} from '../../../src/domain/errors';
import { SignIn, SignInWithStoredToken, SignOut, StudyCycles } from '../../../src/domain/usecases';
import {
  AUTH_API,
  CLOCK,
  KEY_VALUE_STORAGE,
  LIBRARY_API,
  SESSION_STORE,
  STUDY_API,
  USER_API,
  type AuthApi,
  type LibraryApi,
  type SessionStore,
  type StudyApi,
  type UserApi,
} from '../../../src/ports';
import { SANDBOX_SERVER, SANDBOX_STORAGE_KEY, SandboxServer } from '../../../src/sandbox';
import { DAY, DEMO_PASSWORD, signedInThrough } from '../../sandbox/sandboxHarness';
import { failureOf } from '../http/harness';

/** The memory adapters as a test container gets them: both memory modules and one sandbox over the fake clock. */
function setup() {
  const container = new Container();
  container.load(memoryPortsModule, memoryApiModule);
  const clock = container.get<FakeClock>(CLOCK);
  const storage = container.get<MemoryKeyValueStorage>(KEY_VALUE_STORAGE);
  const server = new SandboxServer({ clock, storage });
  container.bind(SANDBOX_SERVER).toConstantValue(server);
  container.bind(SignIn).toSelf();
  container.bind(SignInWithStoredToken).toSelf();
  container.bind(SignOut).toSelf();
  container.bind(StudyCycles).toSelf();
  return {
    container,
    clock,
    storage,
    server,
    auth: container.get<AuthApi>(AUTH_API),
    library: container.get<LibraryApi>(LIBRARY_API),
    users: container.get<UserApi>(USER_API),
    study: container.get<StudyApi>(STUDY_API),
    sessions: container.get<SessionStore>(SESSION_STORE),
  };
}

/** The memory adapters with a demo account signed in through the AuthApi port. */
const signedIn = (email?: string) => signedInThrough(setup(), email);

describe('memory API adapters: failures map to the error catalogue', () => {
  it('given a wrong password, when signing in, then AccountError "Login failed"', async () => {
    const { auth } = setup();

    const error = await failureOf(auth.signIn('learner@demo.test', 'wrong-pass-1'));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Login failed');
    expect(error.text).toBe('Username or password is incorrect.');
  });

  it('given an address at nowhere.test, when signing in, then RealmIsNotFound', async () => {
    const { auth } = setup();

    const error = await failureOf(auth.signIn('anyone@nowhere.test', DEMO_PASSWORD));

    expect(error).toBeInstanceOf(RealmIsNotFound);
    expect(error.title).toBe('realm-not-found');
  });

  it('given blocked@demo.test, when signing in, then AccountError "Account blocked"', async () => {
    const { auth } = setup();

    const error = await failureOf(auth.signIn('blocked@demo.test', DEMO_PASSWORD));

    expect(error).toBeInstanceOf(AccountError);
    expect(error).toMatchObject(ErrorTexts.accountBlocked);
  });

  it('given a weak password, when signing up, then PasswordRequirementsNotMetError with the server\'s rule', async () => {
    const { auth } = setup();

    const error = await failureOf(auth.signUpByApplication({ uuid: 'app', email: 'weak@demo.test', pws: 'weak', username: 'weak' }));

    expect(error).toBeInstanceOf(PasswordRequirementsNotMetError);
    expect(error.text).toBe('Password must be at least 8 characters long and contain a letter and a digit.');
  });

  it('given an address already registered, when signing up, then ConflictError with the already-registered text', async () => {
    const { auth } = setup();

    const error = await failureOf(auth.signUpByApplication({ uuid: 'app', email: 'new@demo.test', pws: 'good-pass-1', username: 'n' }));

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.text).toBe(ErrorTexts.alreadyRegistered);
  });

  it('given the expired invite code, when an invited user signs up, then ConflictError with the expired-invite text', async () => {
    const { auth } = setup();

    const error = await failureOf(
      auth.signUpByInvitation({ email: 'late@demo.test', pws: 'late-pass-1', username: 'late', inviteCode: 'OLD-INVITE' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.text).toBe(ErrorTexts.inviteExpired);
  });

  it('given mailfail@demo.test, when a reset is asked for, then UpdateError "Email service error"', async () => {
    const { auth } = setup();

    const error = await failureOf(auth.requestPasswordReset('mailfail@demo.test'));

    expect(error).toBeInstanceOf(UpdateError);
    expect(error).toMatchObject(ErrorTexts.emailService);
  });

  it('given a session that has expired, when the stored token signs in, then ApiError "Server error" that says so and marks the session expired', async () => {
    const { auth, clock } = await signedIn();

    clock.advance(31 * DAY);
    const error = await failureOf(auth.signInWithToken());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('Your session has expired. Please sign in again.');
    expect(error.isSessionExpired).toBe(true);
  });

  it('given a study answer naming no card, then the server refuses it as the generic reported error', async () => {
    const { study } = await signedIn();
    const answer = { id: 'a-1', uId: 1, dId: 1, cId: 999_999, dt: '2025-03-10T09:00:00.000Z', tta: 1000, ans: 1, mode: 0 };

    const error = await failureOf(study.step({ answer }));

    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.report).toBe(true);
  });
});

describe('memory API adapters: answers', () => {
  it('given the demo password, when signing in, then a session with the user and a token', async () => {
    const { auth } = setup();

    const session = await auth.signIn('learner@demo.test', DEMO_PASSWORD);

    expect(session.token).toEqual(expect.any(String));
    expect(session.user).toMatchObject({ email: 'learner@demo.test', partner: { n: 'Demo Academy' } });
  });

  it('given the SignIn use case over the memory adapters, when the learner signs in, then the token is kept and signs in again after a "reload"', async () => {
    const { container, storage } = setup();

    await container.get(SignIn).execute({ email: 'learner@demo.test', password: DEMO_PASSWORD });
    const user = await container.get(SignInWithStoredToken).execute();

    expect(user?.email).toBe('learner@demo.test');
    expect(storage.keys()).toEqual(expect.arrayContaining([SANDBOX_STORAGE_KEY]));
  });

  it('given a signed-in learner, when the SignOut use case runs, then the server refuses the old token', async () => {
    const { container, sessions, auth } = setup();
    await container.get(SignIn).execute({ email: 'learner@demo.test', password: DEMO_PASSWORD });
    const token = sessions.token() ?? '';

    await container.get(SignOut).execute();

    expect(sessions.token()).toBeNull();
    sessions.save(token);
    expect((await failureOf(auth.signInWithToken())).isSessionExpired).toBe(true);
  });

  it('given sso@demo.test, when single sign-on starts and the code comes back, then a session opens', async () => {
    const { auth } = setup();

    expect(await auth.signInMethod('sso@demo.test')).toBe('sso');
    const { url } = (await auth.startSingleSignOn('sso@demo.test', 'http://localhost:5173/app/signin')) as { url: string };
    const code = new URL(url).searchParams.get('sso_code') ?? '';
    const session = await (auth as MemoryAuthApi).completeSingleSignOn(code);

    expect(session.user.email).toBe('sso@demo.test');
  });

  it('given a reset e-mail in the sandbox mailbox, when its secret sets a new password, then the new password signs in', async () => {
    const { auth, server } = setup();

    await auth.requestPasswordReset('new@demo.test');
    await auth.setPasswordFromSecret(server.mailbox()[0]?.secret ?? '', 'fresh-pass-9');

    expect((await auth.signIn('new@demo.test', 'fresh-pass-9')).user.email).toBe('new@demo.test');
  });

  it('given a signed-in learner, when the library is read, then decks, deck cards, a card and resources answer', async () => {
    const { library } = await signedIn();

    const decks = await library.decks();
    const items = await library.deckCards(decks[0]?.deckId ?? '');
    const card = await library.card(items[0]?.id ?? '');
    const resources = await library.extraResources();

    expect(decks.some((deck) => deck.tkl !== null)).toBe(true);
    expect(items.length).toBeGreaterThan(0);
    expect(card.deck).toBe(decks[0]?.deckName);
    expect(resources.length).toBeGreaterThan(0);
  });

  it('given a signed-in learner, when preferences are saved with a null remind hour, then the user answers with it cleared', async () => {
    const { users } = await signedIn();

    const user = await users.save({
      firstName: 'Alex',
      lastName: null,
      remindDt: null,
      remindDays: [2, 4],
      notifyEmail: false,
      notifyApp: true,
      libraryTourShown: true,
      partnerId: 1,
      partnerLogo: 'demo-academy',
    });

    expect(user).toMatchObject({ lastName: null, remindDt: null, remindDays: [2, 4], notifyEmail: false });
  });

  it('given terms@demo.test, when the terms are accepted, then its next sign-in no longer asks for them', async () => {
    const { users, auth } = await signedIn('terms@demo.test');

    await users.acceptTerms();

    expect((await auth.signInWithToken()).partner.showTermOfUse).toBe(false);
  });

  it('given feedback, when sent, then it resolves; empty feedback is refused', async () => {
    const { users } = await signedIn();

    await expect(users.sendFeedback({ text: 'Helpful cards', rating: 4 })).resolves.toBeUndefined();
    expect(await failureOf(users.sendFeedback({ text: '' }))).toBeInstanceOf(UnexpectedError);
  });

  it('given a partner logo id, when its address is asked for, then a data: URL of the SVG', () => {
    const { users } = setup();

    const url = users.logoUrl('demo-academy');

    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});
