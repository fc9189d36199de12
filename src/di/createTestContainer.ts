import type { Container } from 'inversify';
import {
  FakeBrowser,
  FakeClock,
  FakeConnectivity,
  MemoryKeyValueStorage,
  RecordingAnalytics,
  RecordingErrorTracing,
  memoryApiModule,
  memoryPortsModule,
} from '../adapters/memory';
import { MemoryNavigation } from '../adapters/router/MemoryNavigation';
import {
  ANALYTICS,
  BROWSER,
  CLOCK,
  CONNECTIVITY,
  ERROR_TRACING,
  KEY_VALUE_STORAGE,
  NAVIGATION,
  SESSION_STORE,
  type SessionStore,
} from '../ports';
import { DEMO_ACCOUNTS, SANDBOX_APP_CONFIG, SANDBOX_SERVER, SandboxServer, type SandboxServerOptions } from '@sreo/sandbox';
import { createAppContainer } from './createAppContainer';
import { browserPortsModule } from './modules/browserPortsModule';
import { lazyHttpModule } from './modules/lazyHttpModule';

export interface TestContainerOptions {
  /** Sandbox options other than the clock (content, storage, random ids). */
  readonly sandbox?: Omit<SandboxServerOptions, 'clock'>;
}

/** The container and the fakes behind it, so a test can drive the clock or read what was sent. */
export interface TestContext {
  readonly container: Container;
  readonly sandbox: SandboxServer;
  readonly clock: FakeClock;
  readonly storage: MemoryKeyValueStorage;
  readonly sessions: SessionStore;
  readonly connectivity: FakeConnectivity;
  readonly browser: FakeBrowser;
  readonly analytics: RecordingAnalytics;
  readonly errorTracing: RecordingErrorTracing;
  readonly navigation: MemoryNavigation;
}

/**
 * The real container (the browser's modules, use cases and presenters) with every port rebound to an
 * in-memory fake: the sandbox answers the API ports directly, with no HTTP and no DOM.
 */
export function createTestContainer(options: TestContainerOptions = {}): TestContext {
  // The sandbox is made after the container (it needs the container's clock); the mailbox reads it then.
  const made: { sandbox?: SandboxServer } = {};
  const mailbox = async (email: string) => made.sandbox?.mailbox(email) ?? [];
  const container = createAppContainer({
    app: { ...SANDBOX_APP_CONFIG, apiBaseUrl: 'http://sandbox.test/sreo/v0.1', sandbox: true },
    demo: { accounts: DEMO_ACCOUNTS, mailbox },
  });
  container.unload(browserPortsModule, lazyHttpModule);
  container.load(memoryPortsModule, memoryApiModule);
  container.bind(NAVIGATION).to(MemoryNavigation).inSingletonScope();

  const clock = container.get<FakeClock>(CLOCK);
  const sandbox = new SandboxServer({ ...options.sandbox, clock });
  made.sandbox = sandbox;
  container.bind(SANDBOX_SERVER).toConstantValue(sandbox);

  return {
    container,
    sandbox,
    clock,
    storage: container.get(KEY_VALUE_STORAGE),
    sessions: container.get(SESSION_STORE),
    connectivity: container.get(CONNECTIVITY),
    browser: container.get(BROWSER),
    analytics: container.get(ANALYTICS),
    errorTracing: container.get(ERROR_TRACING),
    navigation: container.get(NAVIGATION),
  };
}
