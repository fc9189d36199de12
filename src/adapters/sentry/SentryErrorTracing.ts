import type { BrowserOptions } from '@sentry/browser';
import type { ErrorTracing } from '../../ports';
import { LibraryQueue, type LoadScheduler } from '../lazy/LibraryQueue';

/** The part of @sentry/react this adapter uses (its types are @sentry/browser's, which it re-exports). */
export interface SentryClient {
  init(options: BrowserOptions): unknown;
  browserTracingIntegration(): Extract<BrowserOptions['integrations'], unknown[]>[number];
  captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): unknown;
  setUser(user: { id: string } | null): void;
}

export interface SentryErrorTracingOptions {
  /** The SDK's options, or a load of them (in the browser, the filters' module: off the first paint too). */
  readonly options: BrowserOptions | (() => Promise<BrowserOptions>);
  /** In the browser a dynamic import of @sentry/react, so the SDK is its own chunk, off the first paint. */
  readonly load: () => Promise<SentryClient>;
  readonly schedule?: LoadScheduler;
}

/**
 * Error tracing over Sentry. The SDK is fetched after the first paint (it starts its tracing when it
 * arrives); reports and the user made before then are replayed in order.
 */
export class SentryErrorTracing implements ErrorTracing {
  private readonly sentry: LibraryQueue<SentryClient>;

  constructor({ options, load, schedule }: SentryErrorTracingOptions) {
    this.sentry = new LibraryQueue(async () => {
      const [sentry, settings] = await Promise.all([load(), typeof options === 'function' ? options() : options]);
      sentry.init({ ...settings, integrations: [sentry.browserTracingIntegration()] });
      return sentry;
    }, schedule);
    // Fetch the SDK after the first paint even if nothing goes wrong, so traces of the visit are kept.
    this.sentry.run(() => undefined);
  }

  report(error: unknown, context?: Readonly<Record<string, unknown>>): void {
    this.sentry.run((sentry) => sentry.captureException(error, context ? { extra: { ...context } } : undefined));
  }

  setUser(userId: string | null): void {
    this.sentry.run((sentry) => sentry.setUser(userId === null ? null : { id: userId }));
  }
}
