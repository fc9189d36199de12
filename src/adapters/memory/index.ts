import { ContainerModule } from 'inversify';
import {
  ANALYTICS,
  AUTH_API,
  BROWSER,
  CLOCK,
  CONNECTIVITY,
  ERROR_TRACING,
  KEY_VALUE_STORAGE,
  LIBRARY_API,
  SESSION_STORE,
  STUDY_API,
  USER_API,
} from '../../ports';
import { FakeBrowser } from './FakeBrowser';
import { FakeClock } from './FakeClock';
import { FakeConnectivity } from './FakeConnectivity';
import { MemoryAuthApi } from './MemoryAuthApi';
import { MemoryKeyValueStorage } from './MemoryKeyValueStorage';
import { MemoryLibraryApi } from './MemoryLibraryApi';
import { MemorySessionStore } from './MemorySessionStore';
import { MemoryStudyApi } from './MemoryStudyApi';
import { MemoryUserApi } from './MemoryUserApi';
import { RecordingAnalytics } from './RecordingAnalytics';
import { RecordingErrorTracing } from './RecordingErrorTracing';
import { SandboxClient } from './SandboxClient';

export { FakeBrowser } from './FakeBrowser';
export { FAKE_CLOCK_START, FakeClock } from './FakeClock';
export { FakeConnectivity } from './FakeConnectivity';
export { MemoryAuthApi } from './MemoryAuthApi';
export { MemoryKeyValueStorage } from './MemoryKeyValueStorage';
export { MemoryLibraryApi } from './MemoryLibraryApi';
export { MemorySessionStore } from './MemorySessionStore';
export { MemoryStudyApi } from './MemoryStudyApi';
export { MemoryUserApi } from './MemoryUserApi';
export { RecordingAnalytics, type AnalyticsRecord } from './RecordingAnalytics';
export { RecordingErrorTracing, type ErrorReport } from './RecordingErrorTracing';
export { SandboxClient } from './SandboxClient';

/**
 * The API ports over the sandbox, called directly (no HTTP). The container's creator binds
 * SANDBOX_SERVER (from src/sandbox) to a SandboxServer instance, and SESSION_STORE.
 */
export const memoryApiModule = new ContainerModule((options) => {
  options.bind(SandboxClient).toSelf().inSingletonScope();
  options.bind(AUTH_API).to(MemoryAuthApi).inSingletonScope();
  options.bind(STUDY_API).to(MemoryStudyApi).inSingletonScope();
  options.bind(LIBRARY_API).to(MemoryLibraryApi).inSingletonScope();
  options.bind(USER_API).to(MemoryUserApi).inSingletonScope();
});

/**
 * The other ports as in-memory fakes (storage, session, clock, connectivity, browser, analytics, error
 * tracing), singletons, so that a test can get one from the container and drive or inspect it.
 */
export const memoryPortsModule = new ContainerModule((options) => {
  options.bind(KEY_VALUE_STORAGE).to(MemoryKeyValueStorage).inSingletonScope();
  options.bind(SESSION_STORE).to(MemorySessionStore).inSingletonScope();
  options.bind(CLOCK).to(FakeClock).inSingletonScope();
  options.bind(CONNECTIVITY).to(FakeConnectivity).inSingletonScope();
  options.bind(BROWSER).to(FakeBrowser).inSingletonScope();
  options.bind(ANALYTICS).to(RecordingAnalytics).inSingletonScope();
  options.bind(ERROR_TRACING).to(RecordingErrorTracing).inSingletonScope();
});
