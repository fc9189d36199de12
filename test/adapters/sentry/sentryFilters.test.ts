import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import {
  beforeBreadcrumb,
  makeBeforeSend,
  sentryOptions,
  tracePropagationTargets,
} from '../../../src/adapters/sentry/sentryFilters';
import { PRODUCTION_APP_HOST, isLocalOrTestHost } from '../../../src/di/environments';

const APP = `https://${PRODUCTION_APP_HOST}`;

function errorEvent(scriptUrl: string | undefined, extra: Partial<ErrorEvent> = {}): ErrorEvent {
  return {
    type: undefined,
    exception: {
      values: [
        {
          type: 'TypeError',
          value: 'x is undefined',
          stacktrace: scriptUrl ? { frames: [{ filename: `${APP}/app/assets/index-abc.js` }, { filename: scriptUrl }] } : undefined,
        },
      ],
    },
    request: { url: `${APP}/app/study` },
    ...extra,
  };
}

const onProduction = makeBeforeSend({ pageHost: PRODUCTION_APP_HOST, productionAppHost: PRODUCTION_APP_HOST, isLocalOrTestHost });

describe('Sentry beforeSend', () => {
  it('given an error thrown in a script served by the production app host, then the report is kept', () => {
    expect(onProduction(errorEvent(`${APP}/app/assets/study-1.js`))).not.toBeNull();
  });

  it('given an error thrown in a browser extension or a third-party script, then the report is dropped', () => {
    expect(onProduction(errorEvent('chrome-extension://abc/content.js'))).toBeNull();
    expect(onProduction(errorEvent('https://cdn.example.com/widget.js'))).toBeNull();
    expect(onProduction(errorEvent(`https://${PRODUCTION_APP_HOST}.evil.example/app.js`))).toBeNull();
  });

  it.each(['localhost', '127.0.0.1', 'app.test', '192.168.0.8'])('given the app running on %s, then every report is dropped', (host) => {
    const beforeSend = makeBeforeSend({ pageHost: host, productionAppHost: PRODUCTION_APP_HOST, isLocalOrTestHost });
    expect(beforeSend(errorEvent(`${APP}/app/assets/study-1.js`))).toBeNull();
  });

  it('given a report whose page address is a local one, then it is dropped', () => {
    expect(onProduction(errorEvent(`${APP}/app/assets/x.js`, { request: { url: 'http://localhost:5173/app/' } }))).toBeNull();
  });

  it('given a report carrying the token, password, form fields and e-mail, then none of them is sent', () => {
    const event = errorEvent(`${APP}/app/assets/x.js`, {
      message: 'Sign-in failed for learner@demo.test',
      user: { id: '42', email: 'learner@demo.test', ip_address: '1.2.3.4' },
      request: {
        url: `${APP}/app/pws?token=s3cr3t-token&next=home`,
        headers: { Authorization: 'Bearer abc.def.ghi', 'X-Auth-Token': 'tok-123', Accept: 'application/json' },
        data: 'email=learner%40demo.test&pws=hunter2-pass&newPws=newer-pass-9',
        query_string: 'token=s3cr3t-token',
      },
      extra: { form: { email: 'learner@demo.test', pws: 'hunter2-pass', newPws: 'newer-pass-9' }, note: 'call with Bearer abc.def' },
    });

    const sent = JSON.stringify(onProduction(event));

    for (const secret of ['s3cr3t-token', 'abc.def', 'tok-123', 'hunter2-pass', 'newer-pass-9', 'learner@demo.test', 'learner%40demo.test', '1.2.3.4']) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).toContain('"id":"42"');
    expect(sent).toContain('application/json');
    expect(sent).toContain('next=home');
  });
});

describe('Sentry beforeBreadcrumb', () => {
  it('given an HTTP breadcrumb with secrets in the address and body, then it is kept without them', () => {
    const crumb: Breadcrumb = {
      category: 'xhr',
      data: { url: `${APP}/sreo/v0.1/auth?email=a@b.org&token=t0k3n`, method: 'POST', body: 'email=a%40b.org&pws=p4ssword1' },
    };
    const kept = beforeBreadcrumb(crumb);
    const text = JSON.stringify(kept);
    expect(kept).not.toBeNull();
    expect(text).toContain('/sreo/v0.1/auth');
    for (const secret of ['a@b.org', 't0k3n', 'p4ssword1', 'a%40b.org']) expect(text).not.toContain(secret);
  });

  it('given a console message or typed input, then the breadcrumb is dropped', () => {
    expect(beforeBreadcrumb({ category: 'console', message: 'user learner@demo.test' })).toBeNull();
    expect(beforeBreadcrumb({ category: 'ui.input', message: 'input[type=password]' })).toBeNull();
  });

  it('given a navigation breadcrumb with a reset secret in the address, then the secret is filtered', () => {
    const kept = beforeBreadcrumb({ category: 'navigation', data: { from: '/app/', to: '/app/pws?secret=abc123' } });
    expect(JSON.stringify(kept)).not.toContain('abc123');
  });
});

describe('Sentry options', () => {
  const options = sentryOptions({
    dsn: 'https://public@o1.ingest.sentry.io/1',
    environment: 'prod',
    apiBaseUrl: 'https://api.example.org/services/sreo/v0.1',
    pageHost: PRODUCTION_APP_HOST,
    productionAppHost: PRODUCTION_APP_HOST,
    isLocalOrTestHost,
  });

  it('given the section 9 limits, then traces are sampled at 1 and session replay at 0 for normal and error sessions', () => {
    expect(options.tracesSampleRate).toBe(1);
    expect(options.replaysSessionSampleRate).toBe(0);
    expect(options.replaysOnErrorSampleRate).toBe(0);
  });

  it('given the API base, then trace headers go only to the sreo services path', () => {
    const [target] = tracePropagationTargets('https://api.example.org/services/sreo/v0.1/');
    expect(options.tracePropagationTargets).toEqual([target]);
    expect(target!.test('https://api.example.org/services/sreo/v0.1/app/study')).toBe(true);
    expect(target!.test('https://api.example.org/services/sreo')).toBe(true);
    expect(target!.test('https://api.example.org/services/other/v1')).toBe(false);
    expect(target!.test('https://api.example.org/services/sreology')).toBe(false);
    expect(target!.test('https://eu.i.posthog.com/e/')).toBe(false);
    expect(target!.test('https://evil.example/?https://api.example.org/services/sreo/')).toBe(false);
  });

  it('given the production host, then only its scripts are allowed', () => {
    const [allowed] = options.allowUrls as RegExp[];
    expect(allowed!.test(`${APP}/app/assets/index.js`)).toBe(true);
    expect(allowed!.test('https://cdn.example.com/x.js')).toBe(false);
  });
});
