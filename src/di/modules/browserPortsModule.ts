import { ContainerModule } from 'inversify';
import { NavigatorConnectivity } from '../../adapters/browser/NavigatorConnectivity';
import { SystemClock } from '../../adapters/browser/SystemClock';
import { WindowBrowser } from '../../adapters/browser/WindowBrowser';
import { RecordingAnalytics } from '../../adapters/memory/RecordingAnalytics';
import { RecordingErrorTracing } from '../../adapters/memory/RecordingErrorTracing';
import { LocalKeyValueStorage } from '../../adapters/storage/LocalKeyValueStorage';
import { StoredSessionStore } from '../../adapters/storage/StoredSessionStore';
import {
  ANALYTICS,
  BROWSER,
  CLOCK,
  CONNECTIVITY,
  ERROR_TRACING,
  KEY_VALUE_STORAGE,
  SESSION_STORE,
} from '../../ports';

/**
 * The browser's own ports. Analytics and error tracing record what they would send until their
 * PostHog and Sentry adapters land (DESIGN.md: with no key or DSN they are no-ops that record).
 */
export const browserPortsModule = new ContainerModule(({ bind }) => {
  bind(KEY_VALUE_STORAGE).toDynamicValue(() => new LocalKeyValueStorage(window.localStorage)).inSingletonScope();
  bind(SESSION_STORE).to(StoredSessionStore).inSingletonScope();
  bind(CLOCK).to(SystemClock).inSingletonScope();
  bind(CONNECTIVITY).to(NavigatorConnectivity).inSingletonScope();
  bind(BROWSER).to(WindowBrowser).inSingletonScope();
  bind(ANALYTICS).to(RecordingAnalytics).inSingletonScope();
  bind(ERROR_TRACING).to(RecordingErrorTracing).inSingletonScope();
});
