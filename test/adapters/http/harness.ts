import { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { DEFAULT_TIMEOUTS, HTTP_CONFIG, HttpClient, httpModule, type HttpConfig } from '../../../src/adapters/http';
import { TracedUnknownCodes } from '../../../src/adapters/http/TracedUnknownCodes';
import { AppError } from '../../../src/domain/errors';
import {
  AUTH_API,
  BROWSER,
  CONNECTIVITY,
  ERROR_TRACING,
  LIBRARY_API,
  SESSION_STORE,
  STUDY_API,
  UNKNOWN_CODE_REPORTS,
  USER_API,
  type AuthApi,
  type LibraryApi,
  type SessionStore,
  type StudyApi,
  type UserApi,
} from '../../../src/ports';
import { FakeBrowser, FakeClock, FakeConnectivity, MemorySessionStore, RecordingErrorTracing } from '../../../src/adapters/memory';
import { DEMO_PASSWORD, SandboxServer } from '@sreo/sandbox';
import { createSandboxHandlers } from '@sreo/sandbox/msw';
import { givePastAnswers } from '@sreo/sandbox/testing';
import { LEARNER, testWorld, worldSandbox, type WorldSpec } from '../../support/world';

export const BASE = 'http://api.test/sreo/v0.1';
const SSO_HOST = 'sso.test';
/** Where useSandboxOverHttp serves the sandbox. */
const SANDBOX_BASE = 'http://sandbox.test/sreo/v0.1';

/** An address under the API base, for msw handlers. */
export const api = (path: string): string => `${BASE}${path}`;

/** The HTTP adapter as the app gets it: httpModule in a container, with fakes for the other ports. */
export function buildHttpAdapter(config: Partial<HttpConfig> = {}) {
  const sessions = new MemorySessionStore();
  const connectivity = new FakeConnectivity();
  const browser = new FakeBrowser();
  const errorTracing = new RecordingErrorTracing();
  const container = new Container();
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: BASE, ssoHost: SSO_HOST, ...DEFAULT_TIMEOUTS, ...config });
  container.bind(SESSION_STORE).toConstantValue(sessions);
  container.bind(CONNECTIVITY).toConstantValue(connectivity);
  container.bind(BROWSER).toConstantValue(browser);
  container.bind(ERROR_TRACING).toConstantValue(errorTracing);
  container.bind(UNKNOWN_CODE_REPORTS).to(TracedUnknownCodes).inSingletonScope();
  container.load(httpModule);
  return {
    container,
    auth: container.get<AuthApi>(AUTH_API),
    study: container.get<StudyApi>(STUDY_API),
    library: container.get<LibraryApi>(LIBRARY_API),
    user: container.get<UserApi>(USER_API),
    client: container.get(HttpClient),
    sessions,
    connectivity,
    browser,
    errorTracing,
  };
}

/** Serves msw/node from the file's first test to its last (every request must be handled), tidying after each test. */
function serveThroughTheFile(server: SetupServer, afterEachTest: () => unknown): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(afterEachTest);
  afterAll(() => server.close());
}

/**
 * An msw/node server for one test file; every request must be handled. It answers the adapter's
 * redirect check after a call gets no answer (GET /auth without a token) as the API would, unless a
 * test says otherwise.
 */
export function useApiServer(): ReturnType<typeof setupServer> {
  const server = setupServer(
    http.get(api('/auth'), ({ request }) =>
      request.headers.has('Authorization') ? undefined : HttpResponse.json({ type: 'SessionExpired', message: 'Your session has expired.' }, { status: 403 }),
    ),
  );
  serveThroughTheFile(server, () => server.resetHandlers());
  return server;
}

/**
 * The sandbox backend of `spec`'s world (test/support/world.ts) behind msw/node at SANDBOX_BASE for one
 * test file, so that the app's real HTTP adapter (axios, DTO checks) meets the sandbox: both sides of the
 * contract. Each test starts from the world anew. `app()` is the HTTP adapter with no session;
 * `signedIn(email)` one with the world's learner (or another account) signed in.
 */
export function useSandboxOverHttp(spec: WorldSpec) {
  const clock = new FakeClock();
  const now = clock.now();
  const setClock = (at: number | null) => clock.set(at ?? now);
  const world = testWorld(spec);
  const sandbox = new SandboxServer({ clock, ...worldSandbox(spec) });
  beforeAll(() => givePastAnswers(sandbox, world, now, setClock));
  serveThroughTheFile(setupServer(...createSandboxHandlers(sandbox, SANDBOX_BASE)), () => {
    sandbox.reset();
    return givePastAnswers(sandbox, world, now, setClock);
  });
  const app = () => buildHttpAdapter({ baseUrl: SANDBOX_BASE });
  const signedIn = (email?: string) => signedInThrough(app(), email);
  return { sandbox, app, signedIn };
}

/**
 * A demo account signed in through the AuthApi port, as the app signs in (over HTTP or in memory), with
 * its token kept in the session store: the ports given, and the signed-in user as `learner`.
 */
export async function signedInThrough<Ports extends { auth: AuthApi; sessions: SessionStore }>(
  ports: Ports,
  email = LEARNER,
) {
  const { token, user } = await ports.auth.signIn(email, DEMO_PASSWORD);
  ports.sessions.save(token);
  return { ...ports, learner: user };
}

/** What the caller sees when the call fails; fails the test when it does not. */
export async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected a catalogue AppError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}
