import { ContainerModule } from 'inversify';
import { BrowserPartLoader } from '../browser/lazyParts';
import { TracedUnknownCodes } from '../http/TracedUnknownCodes';
import { StoredAnswers } from '../storage/StoredAnswers';
import { StoredStudyDays } from '../storage/StoredStudyDays';
import { HTTP_TRANSPORT, bindHttpAdapters } from '../http';
import { SANDBOX_SERVER, type SandboxServer } from '@sreo/sandbox';
import {
  ANALYTICS,
  ANSWER_STORE,
  APP_UPDATES,
  BROWSER,
  CLOCK,
  CONNECTIVITY,
  DEPLOYMENT,
  DEVICE_KEEPING,
  ERROR_TRACING,
  ID_GENERATOR,
  KEY_VALUE_STORAGE,
  PART_LOADER,
  SESSION_STORE,
  STUDY_DAY_STORE,
  UNKNOWN_CODE_REPORTS,
  type Deployment,
} from '../../ports';
import { FakeAppUpdates } from './FakeAppUpdates';
import { FakeBrowser } from './FakeBrowser';
import { FakeClock } from './FakeClock';
import { FakeConnectivity } from './FakeConnectivity';
import { MemoryKeyValueStorage } from './MemoryKeyValueStorage';
import { MemorySessionStore } from './MemorySessionStore';
import { RecordingAnalytics } from './RecordingAnalytics';
import { RecordingDeviceKeeping } from './RecordingDeviceKeeping';
import { RecordingErrorTracing } from './RecordingErrorTracing';
import { sandboxTransport } from './sandboxTransport';
import { SequentialIdGenerator } from './SequentialIdGenerator';

export { FakeAppUpdates } from './FakeAppUpdates';
export { RecordingDeviceKeeping } from './RecordingDeviceKeeping';
export { FakeBrowser } from './FakeBrowser';
export { FAKE_CLOCK_START, FakeClock } from './FakeClock';
export { FakeConnectivity } from './FakeConnectivity';
export { MemoryKeyValueStorage } from './MemoryKeyValueStorage';
export { MemorySessionStore } from './MemorySessionStore';
export { RecordingAnalytics } from './RecordingAnalytics';
export { RecordingErrorTracing } from './RecordingErrorTracing';

/**
 * The API ports over the sandbox in the same process: the HTTP adapters themselves (`httpModule`), with
 * `sandboxTransport` carrying their calls to the sandbox instead of the network. The container's
 * creator binds SANDBOX_SERVER (from @sreo/sandbox) to a SandboxServer instance, HTTP_CONFIG (the API
 * base) and the session, connectivity and browser ports.
 */
export const memoryApiModule = new ContainerModule((options) => {
  options.bind(HTTP_TRANSPORT).toDynamicValue((context) => sandboxTransport(context.get<SandboxServer>(SANDBOX_SERVER))).inSingletonScope();
  bindHttpAdapters(options);
});

/**
 * The other ports as in-memory fakes (storage, session, clock, connectivity, browser, analytics, error
 * tracing, ids, app updates), singletons, so that a test can get one from the container and drive or inspect it.
 */
export const memoryPortsModule = new ContainerModule((options) => {
  options.bind(KEY_VALUE_STORAGE).to(MemoryKeyValueStorage).inSingletonScope();
  options.bind(SESSION_STORE).to(MemorySessionStore).inSingletonScope();
  // The device's formats over the in-memory storage, as the browser keeps them (a test reads the keys).
  options.bind(ANSWER_STORE).to(StoredAnswers).inSingletonScope();
  options.bind(STUDY_DAY_STORE).to(StoredStudyDays).inSingletonScope();
  options.bind(CLOCK).to(FakeClock).inSingletonScope();
  options.bind(CONNECTIVITY).to(FakeConnectivity).inSingletonScope();
  options.bind(BROWSER).to(FakeBrowser).inSingletonScope();
  options.bind(ANALYTICS).to(RecordingAnalytics).inSingletonScope();
  options.bind(ERROR_TRACING).to(RecordingErrorTracing).inSingletonScope();
  // A local deployment on the fake browser's origin (src/di/environments.ts decides it in the browser).
  options
    .bind<Deployment>(DEPLOYMENT)
    .toDynamicValue((context) => ({ appId: 'sreo-learn-local', redirectUrl: `${context.get<FakeBrowser>(BROWSER).origin()}/app/`, autoSignIn: true }))
    .inSingletonScope();
  options.bind(ID_GENERATOR).to(SequentialIdGenerator).inSingletonScope();
  options.bind(APP_UPDATES).to(FakeAppUpdates).inSingletonScope();
  // Chunks load in tests as in the browser (a dynamic import).
  options.bind(PART_LOADER).to(BrowserPartLoader).inSingletonScope();
  options.bind(UNKNOWN_CODE_REPORTS).to(TracedUnknownCodes).inSingletonScope();
  options.bind(DEVICE_KEEPING).to(RecordingDeviceKeeping).inSingletonScope();
});
