import { Container } from 'inversify';
import { setupServer } from 'msw/node';
import { DEFAULT_TIMEOUTS, HTTP_CONFIG, httpModule } from '../../src/adapters/http';
import { FakeBrowser, FakeConnectivity, MemorySessionStore } from '../../src/adapters/memory';
import { AccountError, AppError, ConflictError, ErrorTexts, UnexpectedError } from '../../src/domain/errors';
import {
  AUTH_API,
  BROWSER,
  CONNECTIVITY,
  LIBRARY_API,
  SESSION_STORE,
  STUDY_API,
  USER_API,
  type AuthApi,
  type LibraryApi,
  type StudyApi,
  type UserApi,
} from '../../src/ports';
import { SandboxServer } from '../../src/sandbox';
import { createSandboxHandlers } from '../../src/sandbox/msw/handlers';
import { DEMO_PASSWORD, TestClock } from './sandboxHarness';

/** The app's real HTTP adapter (axios, DTO checks) against the sandbox served by MSW: both sides of the contract. */
const BASE = 'http://sandbox.test/sreo/v0.1';
const sandbox = new SandboxServer({ clock: new TestClock() });
const http = setupServer(...createSandboxHandlers(sandbox, BASE));

beforeAll(() => http.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => http.close());

function app() {
  const container = new Container();
  const sessions = new MemorySessionStore();
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: BASE, ...DEFAULT_TIMEOUTS });
  container.bind(SESSION_STORE).toConstantValue(sessions);
  container.bind(CONNECTIVITY).toConstantValue(new FakeConnectivity());
  container.bind(BROWSER).toConstantValue(new FakeBrowser());
  container.load(httpModule);
  return {
    sessions,
    auth: container.get<AuthApi>(AUTH_API),
    library: container.get<LibraryApi>(LIBRARY_API),
    users: container.get<UserApi>(USER_API),
    study: container.get<StudyApi>(STUDY_API),
  };
}

async function signedIn(email = 'learner@demo.test') {
  const world = app();
  const { token } = await world.auth.signIn(email, DEMO_PASSWORD);
  world.sessions.save(token);
  return world;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the call to fail');
}

describe('the HTTP adapter over the sandbox', () => {
  it('given the demo password, when signing in over HTTP, then the user passes the DTO check and the token is read from X-Auth-Token', async () => {
    const { auth, sessions } = app();

    const session = await auth.signIn('learner@demo.test', DEMO_PASSWORD);
    sessions.save(session.token);

    expect(session.user).toMatchObject({ email: 'learner@demo.test', partner: { n: 'Demo Academy' } });
    expect((await auth.signInWithToken()).email).toBe('learner@demo.test');
  });

  it('given a wrong password, when signing in over HTTP, then AccountError "Login failed"', async () => {
    const error = await failure(app().auth.signIn('learner@demo.test', 'wrong-pass-1'));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Login failed');
  });

  it('given the expired invite code, when signing up over HTTP, then the expired-invite text', async () => {
    const error = await failure(
      app().auth.signUpByInvitation({ email: 'late@demo.test', pws: 'late-pass-1', username: 'late', inviteCode: 'OLD-INVITE' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.text).toBe(ErrorTexts.inviteExpired);
  });

  it('given the sign-in method check and the SSO start, then both answer over HTTP', async () => {
    const { auth } = app();

    expect(await auth.signInMethod('sso@demo.test')).toBe('sso');
    expect(await auth.startSingleSignOn('sso@demo.test', 'http://localhost:5173/app/')).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:5173\/app\/\?sso_code=/),
    });
  });

  it('given a signed-in learner, when the library is read over HTTP, then every answer passes the DTO checks', async () => {
    const { library } = await signedIn();

    const decks = await library.decks();
    const allItems = await Promise.all(decks.map((deck) => library.deckCards(deck.deckId)));
    const cards = await Promise.all(allItems.map((items) => library.card(items[0]?.id ?? '')));
    const resources = await library.extraResources();

    expect(decks.some((deck) => deck.tkl === null) && decks.some((deck) => deck.tkl !== null)).toBe(true);
    expect(cards.map((card) => card.deck)).toEqual(decks.map((deck) => deck.deckName));
    expect(resources.length).toBeGreaterThan(0);
  });

  it('given a signed-in learner, when preferences are saved and feedback sent over HTTP, then the saved user answers', async () => {
    const { users } = await signedIn();

    const user = await users.save({
      firstName: 'Alex',
      lastName: 'Morgan',
      remindDt: null,
      remindDays: [0, 6],
      notifyEmail: true,
      notifyApp: false,
      libraryTourShown: true,
      partnerId: 1,
      partnerLogo: 'demo-academy',
    });
    await users.sendFeedback({ text: 'Clear and useful', rating: 5 });

    expect(user).toMatchObject({ remindDt: null, remindDays: [0, 6], notifyApp: false });
  });

  it('given a study step with an answer naming no card, then the server refuses it and the generic error arrives over HTTP too', async () => {
    const { study } = await signedIn();
    const answer = { id: 'a-1', uId: 1, dId: 1, cId: 999_999, dt: '2025-03-10T09:00:00.000Z', tta: 1000, ans: 1, mode: 0 };

    expect(await failure(study.step({ answer }))).toBeInstanceOf(UnexpectedError);
  });
});
