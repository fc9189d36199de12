import { ContainerModule } from 'inversify';
import { CryptoIdGenerator } from '../../adapters/browser/CryptoIdGenerator';
import { NavigatorConnectivity } from '../../adapters/browser/NavigatorConnectivity';
import { SystemClock } from '../../adapters/browser/SystemClock';
import { WindowBrowser } from '../../adapters/browser/WindowBrowser';
import { RecordingAnalytics } from '../../adapters/memory/RecordingAnalytics';
import { RecordingErrorTracing } from '../../adapters/memory/RecordingErrorTracing';
import { PostHogAnalytics } from '../../adapters/posthog/PostHogAnalytics';
import { SentryErrorTracing } from '../../adapters/sentry/SentryErrorTracing';
import { LocalKeyValueStorage } from '../../adapters/storage/LocalKeyValueStorage';
import { BrowserPartLoader, lazyPart } from '../../adapters/browser/lazyParts';
import { TracedUnknownCodes } from '../../adapters/http/TracedUnknownCodes';
import { StoredAnswers } from '../../adapters/storage/StoredAnswers';
import { StoredStudyDays } from '../../adapters/storage/StoredStudyDays';
import { StoredSessionStore } from '../../adapters/storage/StoredSessionStore';
import { ServiceWorkerUpdates } from '../../adapters/pwa/ServiceWorkerUpdates';
import { BrowserDeviceKeeping } from '../../adapters/pwa/BrowserDeviceKeeping';
import {
  ANALYTICS,
  ANSWER_STORE,
  APP_CONFIG,
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
  type AppConfig,
} from '../../ports';
import { ENVIRONMENT, PRODUCTION_APP_HOST, environmentFor, isLocalOrTestHost, type Environment } from '../environments';

/**
 * The browser's own ports. Analytics and error tracing use PostHog and Sentry where the environment
 * (chosen by host name) configures a key or DSN; otherwise they are no-ops that record what they would
 * send and never fetch the libraries. Both libraries are dynamic imports: their own chunks, fetched
 * after the first paint.
 */
export const browserPortsModule = new ContainerModule(({ bind }) => {
  bind(KEY_VALUE_STORAGE).toDynamicValue(() => new LocalKeyValueStorage()).inSingletonScope();
  bind(SESSION_STORE).to(StoredSessionStore).inSingletonScope();
  bind(ANSWER_STORE).to(StoredAnswers).inSingletonScope();
  bind(STUDY_DAY_STORE).to(StoredStudyDays).inSingletonScope();
  bind(CLOCK).to(SystemClock).inSingletonScope();
  bind(CONNECTIVITY).to(NavigatorConnectivity).inSingletonScope();
  bind(BROWSER).to(WindowBrowser).inSingletonScope();
  bind(ID_GENERATOR).to(CryptoIdGenerator).inSingletonScope();
  bind(PART_LOADER).to(BrowserPartLoader).inSingletonScope();
  // One for the app: it remembers which unknown codes it has reported.
  bind(UNKNOWN_CODE_REPORTS).to(TracedUnknownCodes).inSingletonScope();
  // Started by the entry point in installable builds only; elsewhere no update is ever waiting.
  bind(APP_UPDATES).toConstantValue(new ServiceWorkerUpdates());
  bind(DEVICE_KEEPING).toConstantValue(new BrowserDeviceKeeping());
  bind(ENVIRONMENT)
    .toDynamicValue(() =>
      environmentFor(window.location.hostname, window.location.origin, {
        analyticsKey: import.meta.env?.VITE_POSTHOG_KEY as string | undefined,
        errorTracingDsn: import.meta.env?.VITE_SENTRY_DSN as string | undefined,
      }),
    )
    .inSingletonScope();
  bind(DEPLOYMENT).toDynamicValue((context) => context.get<Environment>(ENVIRONMENT)).inSingletonScope();
  bind(ANALYTICS)
    .toDynamicValue((context) => {
      const env = context.get<Environment>(ENVIRONMENT);
      if (!env.analyticsKey) return new RecordingAnalytics();
      return new PostHogAnalytics({
        key: env.analyticsKey,
        apiHost: env.analyticsHost,
        load: lazyPart(
          () => import('posthog-js'),
          (module) => module.default,
        ),
      });
    })
    .inSingletonScope();
  bind(ERROR_TRACING)
    .toDynamicValue((context) => {
      const env = context.get<Environment>(ENVIRONMENT);
      const dsn = env.errorTracingDsn;
      if (!dsn) return new RecordingErrorTracing();
      const apiBaseUrl = context.get<AppConfig>(APP_CONFIG).apiBaseUrl;
      return new SentryErrorTracing({
        // The filters come with the SDK, after the first paint.
        options: lazyPart(
          () => import('../../adapters/sentry/sentryFilters'),
          (module) =>
            module.sentryOptions({
              dsn,
              environment: env.name,
              apiBaseUrl,
              pageHost: window.location.hostname,
              productionAppHost: PRODUCTION_APP_HOST,
              isLocalOrTestHost,
            }),
        ),
        load: lazyPart(
          () => import('@sentry/react'),
          (module) => module,
        ),
      });
    })
    .inSingletonScope();
});
