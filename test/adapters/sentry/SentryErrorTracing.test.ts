import { SentryErrorTracing, type SentryClient } from '../../../src/adapters/sentry/SentryErrorTracing';
import type { LoadScheduler } from '../../../src/adapters/lazy/LibraryQueue';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SentryErrorTracing', () => {
  it('given reports made before the SDK arrives, when it arrives after the first paint, then it is started once and they are replayed in order', async () => {
    const calls: unknown[][] = [];
    const sentry: SentryClient = {
      init: (options) => calls.push(['init', options.tracesSampleRate, options.integrations]),
      browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
      captureException: (error, hint) => calls.push(['captureException', error, hint]),
      setUser: (user) => calls.push(['setUser', user]),
    };
    let start: () => void = () => undefined;
    const schedule: LoadScheduler = (run) => (start = run);
    const tracing = new SentryErrorTracing({ options: { dsn: 'https://k@o1.ingest.sentry.io/1', tracesSampleRate: 1 }, load: async () => sentry, schedule });
    const failure = new Error('boom');

    tracing.setUser('42');
    tracing.report(failure, { status: 502 });
    tracing.setUser(null);
    expect(calls).toEqual([]);

    start();
    await flush();

    expect(calls).toEqual([
      ['init', 1, [{ name: 'BrowserTracing' }]],
      ['setUser', { id: '42' }],
      ['captureException', failure, { extra: { status: 502 } }],
      ['setUser', null],
    ]);
  });

  it('given options loaded with the SDK (off the first paint), when both arrive, then the SDK starts with them before any report', async () => {
    const calls: unknown[][] = [];
    const sentry: SentryClient = {
      init: (options) => calls.push(['init', options.dsn, options.environment]),
      browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
      captureException: (error) => calls.push(['captureException', error]),
      setUser: () => undefined,
    };
    let loadOptions = 0;
    const tracing = new SentryErrorTracing({
      options: async () => {
        loadOptions += 1;
        return { dsn: 'https://k@o1.ingest.sentry.io/1', environment: 'production' };
      },
      load: async () => sentry,
      schedule: (run) => run(),
    });
    const failure = new Error('boom');

    tracing.report(failure);
    await flush();

    expect(loadOptions).toBe(1);
    expect(calls).toEqual([
      ['init', 'https://k@o1.ingest.sentry.io/1', 'production'],
      ['captureException', failure],
    ]);
  });
});
