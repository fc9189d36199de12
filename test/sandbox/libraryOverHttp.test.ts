import { Container } from 'inversify';
import { setupServer } from 'msw/node';
import { DEFAULT_TIMEOUTS, HTTP_CONFIG, httpModule } from '../../src/adapters/http';
import { FakeBrowser, FakeConnectivity, MemorySessionStore } from '../../src/adapters/memory';
import { Mode } from '../../src/domain';
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

/** The library and performance calls through the real HTTP adapter (axios, DTO checks) against the sandbox over MSW. */
const BASE = 'http://sandbox.test/sreo/v0.1';
const sandbox = new SandboxServer({ clock: new TestClock() });
const http = setupServer(...createSandboxHandlers(sandbox, BASE));

beforeAll(() => http.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => http.close());

async function signedIn(email: string) {
  const container = new Container();
  const sessions = new MemorySessionStore();
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: BASE, ...DEFAULT_TIMEOUTS });
  container.bind(SESSION_STORE).toConstantValue(sessions);
  container.bind(CONNECTIVITY).toConstantValue(new FakeConnectivity());
  container.bind(BROWSER).toConstantValue(new FakeBrowser());
  container.load(httpModule);
  const { token, user } = await container.get<AuthApi>(AUTH_API).signIn(email, DEMO_PASSWORD);
  sessions.save(token);
  return {
    user,
    library: container.get<LibraryApi>(LIBRARY_API),
    users: container.get<UserApi>(USER_API),
    study: container.get<StudyApi>(STUDY_API),
  };
}

describe('performance and the library quiz over HTTP', () => {
  it('given the demo learner, when performance is asked over HTTP, then the sandbox answer passes the DTO checks whole', async () => {
    const { users } = await signedIn('learner@demo.test');

    const performance = await users.performance();

    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.leaderboard?.some((entry) => entry.isMe)).toBe(true);
    expect(performance.percentile).toEqual(expect.any(Number));
    expect(performance.users?.length).toBeGreaterThan(1);
  });

  it('given a partner with the comparisons off, when performance is asked over HTTP, then the gated parts are absent', async () => {
    const { users } = await signedIn('private@demo.test');

    const performance = await users.performance();

    expect(performance).not.toHaveProperty('leaderboard');
    expect(performance).not.toHaveProperty('percentile');
    expect(performance).not.toHaveProperty('users');
  });

  it('given a library card, when a quiz answer is sent over HTTP in mode 3, then it is accepted and the deck TKL appears', async () => {
    const { library, study, user } = await signedIn('new@demo.test');
    const [item] = await library.deckCards('world-capitals');
    const card = await library.card(item!.id);

    const step = await study.step({
      answer: { id: 'quiz-1', uId: user.id, dId: card.dId, cId: card.cId, dt: new Date().toISOString(), tta: 1200, ans: 3, mode: Mode.Library },
    });

    expect(step.mode).toBe(Mode.Library);
    const decks = await library.decks();
    expect(decks.find((deck) => deck.deckId === 'world-capitals')?.tkl).toBeGreaterThan(0);
  });
});
