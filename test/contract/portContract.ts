import axios, { type AxiosAdapter } from 'axios';
import { Container } from 'inversify';
import { DEFAULT_TIMEOUTS, HTTP_CONFIG, HTTP_TRANSPORT, httpModule } from '../../src/adapters/http';
import { TracedUnknownCodes } from '../../src/adapters/http/TracedUnknownCodes';
import { FakeBrowser, FakeConnectivity, MemorySessionStore, RecordingErrorTracing, memoryApiModule } from '../../src/adapters/memory';
import {
  AUTH_API,
  BROWSER,
  CONNECTIVITY,
  ERROR_TRACING,
  UNKNOWN_CODE_REPORTS,
  LIBRARY_API,
  SESSION_STORE,
  STUDY_API,
  USER_API,
  type AuthApi,
  type LibraryApi,
  type SessionStore,
  type StudyApi,
  type UserApi,
} from '../../src/ports';
import { SANDBOX_CLIENT_HEADER, SANDBOX_SERVER, type MailMessage } from '@sreo/sandbox';
import { scryptPasswords, startSandboxServer, type RunningSandbox } from '@sreo/sandbox/server';
import { testWorldServer, turnableClock, type TestWorld } from '@sreo/sandbox/testing';
import { LEARNER, testWorld, type WorldSpec } from '../support/world';

export const DEMO_PASSWORD = 'demo-pass-1';

/** The API ports as the app gets them, and what a test may read of the sandbox behind them. */
export interface ContractPorts {
  readonly auth: AuthApi;
  readonly study: StudyApi;
  readonly library: LibraryApi;
  readonly user: UserApi;
  readonly sessions: SessionStore;
  /** The e-mails the sandbox "sent" to an address. */
  mailboxTo(email: string): Promise<MailMessage[]>;
  /** The one-time code the identity provider hands back, from the address PUT /oauth2 answered. */
  identityProviderCode(url: string): Promise<string>;
}

interface Transport {
  readonly name: string;
  beforeAll(): Promise<void>;
  afterAll(): Promise<void>;
  /** Ports over a sandbox of this world (the seed's accounts, the world's content and past answers). */
  ports(world: TestWorld): Promise<ContractPorts>;
}

/** A container of the HTTP adapters with fakes for the browser's ports, its calls carried by `transport`. */
function adapters(baseUrl: string, transport: AxiosAdapter | null, load: (container: Container) => void) {
  const container = new Container();
  container.bind(HTTP_CONFIG).toConstantValue({ baseUrl, ...DEFAULT_TIMEOUTS });
  container.bind(SESSION_STORE).toConstantValue(new MemorySessionStore());
  container.bind(CONNECTIVITY).toConstantValue(new FakeConnectivity());
  container.bind(BROWSER).toConstantValue(new FakeBrowser());
  container.bind(ERROR_TRACING).toConstantValue(new RecordingErrorTracing());
  container.bind(UNKNOWN_CODE_REPORTS).to(TracedUnknownCodes).inSingletonScope();
  load(container);
  if (transport) container.bind(HTTP_TRANSPORT).toConstantValue(transport);
  return {
    auth: container.get<AuthApi>(AUTH_API),
    study: container.get<StudyApi>(STUDY_API),
    library: container.get<LibraryApi>(LIBRARY_API),
    user: container.get<UserApi>(USER_API),
    sessions: container.get<SessionStore>(SESSION_STORE),
  };
}

/** The in-memory fake a developer binds: the sandbox in the same process, no HTTP. */
const inMemory: Transport = {
  name: 'the in-memory fake',
  beforeAll: async () => undefined,
  afterAll: async () => undefined,
  async ports(world) {
    const { clock, setClock } = turnableClock({ now: () => Date.now() });
    const server = await testWorldServer(world, { clock }, setClock);
    const ports = adapters('http://sandbox.test/sreo/v0.1', null, (container) => {
      container.bind(SANDBOX_SERVER).toConstantValue(server);
      container.load(memoryApiModule);
    });
    return {
      ...ports,
      mailboxTo: async (email) => server.mailbox(email),
      identityProviderCode: async (url) => new URL(url).searchParams.get('sso_code') ?? '',
    };
  },
};

/** The HTTP adapter over a real socket to the sandbox server (npm run sandbox), a test world each. */
function overHttp(): Transport {
  let running: RunningSandbox | undefined;
  let worlds = 0;
  return {
    name: 'the HTTP adapter and the sandbox server',
    async beforeAll() {
      // The app at the address the cases' single sign-on returns to; the server's scrypt at a test's cost.
      running = await startSandboxServer({
        host: '127.0.0.1',
        port: 0,
        appOrigins: ['http://localhost:4999'],
        stateFile: null,
        passwords: scryptPasswords({ N: 2 ** 10, r: 8, p: 1 }),
      });
    },
    async afterAll() {
      await running?.close();
    },
    async ports(world) {
      const sandbox = running!;
      const cookie = `sreo-sandbox-world=contract-${(worlds += 1)}`;
      const sandboxCall = { Cookie: cookie, [SANDBOX_CLIENT_HEADER]: '1' };
      const made = await fetch(`${sandbox.apiBase}/sandbox/flags`, { method: 'PUT', headers: { ...sandboxCall, 'Content-Type': 'application/json' }, body: JSON.stringify({ world }) });
      if (!made.ok) throw new Error(`The sandbox server did not make the test world: ${made.status} ${await made.text()}`);
      const nodeHttp = axios.getAdapter('http');
      const inWorld: AxiosAdapter = (config) => {
        config.headers.set('Cookie', cookie);
        return nodeHttp(config);
      };
      const ports = adapters(sandbox.apiBase, inWorld, (container) => container.load(httpModule));
      return {
        ...ports,
        mailboxTo: async (email) =>
          (await (await fetch(`${sandbox.apiBase}/sandbox/mailbox?to=${encodeURIComponent(email)}`, { headers: sandboxCall })).json()) as MailMessage[],
        async identityProviderCode(url) {
          // The provider's page on its own origin leads back with the code.
          const page = await (await fetch(url, { headers: { Cookie: cookie } })).text();
          const back = /<a class="button" href="([^"]+)"/.exec(page)?.[1]?.replace(/&#38;/g, '&') ?? '';
          return new URL(back).searchParams.get('sso_code') ?? '';
        },
      };
    },
  };
}

/**
 * One suite of cases for a port, run against the in-memory fake and against the HTTP adapter over a
 * real socket to the sandbox server: the same cases must pass both ways, so the fake cannot drift. Each
 * case starts in a sandbox of `world` (test/support/world.ts), the same both ways.
 */
export function portContract(port: string, world: WorldSpec, cases: (ports: () => ContractPorts) => void): void {
  describe.each([inMemory, overHttp()])(`${port} port contract, against $name`, (transport) => {
    let current: ContractPorts | undefined;
    beforeAll(() => transport.beforeAll());
    afterAll(() => transport.afterAll());
    beforeEach(async () => {
      current = await transport.ports(testWorld(world));
    });
    cases(() => current!);
  });
}

/** The ports with the world's learner (or another account) signed in, its token kept as the app keeps it. */
export async function signedIn(ports: ContractPorts, email = LEARNER) {
  const session = await ports.auth.signIn(email, DEMO_PASSWORD);
  ports.sessions.save(session.token);
  return session.user;
}
