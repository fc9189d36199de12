import { Container } from 'inversify';
import { setupServer } from 'msw/node';
import { DEFAULT_TIMEOUTS, HTTP_CONFIG, HttpClient, httpModule, type HttpConfig } from '../../../src/adapters/http';
import { AppError } from '../../../src/domain/errors';
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
} from '../../../src/ports';
import { FakeBrowser, FakeConnectivity, MemorySessionStore } from '../../../src/adapters/memory';

export const BASE = 'http://api.test/sreo/v0.1';
export const SSO_HOST = 'sso.test';

/** An address under the API base, for msw handlers. */
export const api = (path: string): string => `${BASE}${path}`;

/** The HTTP adapter as the app gets it: httpModule in a container, with fakes for the other ports. */
export function buildHttpAdapter(config: Partial<HttpConfig> = {}) {
  const sessions = new MemorySessionStore();
  const connectivity = new FakeConnectivity();
  const browser = new FakeBrowser();
  const container = new Container();
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl: BASE, ssoHost: SSO_HOST, ...DEFAULT_TIMEOUTS, ...config });
  container.bind(SESSION_STORE).toConstantValue(sessions);
  container.bind(CONNECTIVITY).toConstantValue(connectivity);
  container.bind(BROWSER).toConstantValue(browser);
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
  };
}

/** An msw/node server for one test file; every request must be handled. */
export function useApiServer(): ReturnType<typeof setupServer> {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
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
