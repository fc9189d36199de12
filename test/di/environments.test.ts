import { PRODUCTION_APP_HOST, environmentFor, environmentNameFor, isLocalOrTestHost } from '../../src/di/environments';

const secrets = { analyticsKey: 'phc_test_key', errorTracingDsn: 'https://public@o1.ingest.sentry.io/1' };

describe('environments by host name', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['192.168.1.20', 'local'],
    ['app.test', 'local'],
    ['dev.learn.sreo.app', 'dev'],
    ['preview.learn.sreo.app', 'preview'],
    ['pr-42.preview.learn.sreo.app', 'preview'],
    [PRODUCTION_APP_HOST, 'prod'],
    ['LEARN.SREO.APP', 'prod'],
    ['learning.partner-gateway.example.org', 'gateway'],
    ['evil-learn.sreo.app.example.com', 'gateway'],
  ])('given the host %s, then the environment is %s', (host, name) => {
    expect(environmentNameFor(host)).toBe(name);
  });

  it.each(['dev.learn.sreo.app', 'preview.learn.sreo.app', PRODUCTION_APP_HOST, 'gateway.example.org'])(
    'given the host %s with a key and DSN built in, then it has the section 9 configuration and sends',
    (host) => {
      const env = environmentFor(host, `https://${host}`, secrets);
      expect(env).toEqual({
        name: environmentNameFor(host),
        appId: expect.stringMatching(/^sreo-learn/),
        redirectUrl: `https://${host}/app/`,
        autoSignIn: true,
        debugHttp: false,
        changelogAccount: 'sreo-learn',
        analyticsKey: 'phc_test_key',
        analyticsHost: expect.stringMatching(/^https:\/\//),
        errorTracingDsn: 'https://public@o1.ingest.sentry.io/1',
      });
    },
  );

  it('given each environment, then each has its own app identifier', () => {
    const ids = ['localhost', 'dev.learn.sreo.app', 'preview.learn.sreo.app', PRODUCTION_APP_HOST, 'gw.example.org'].map(
      (host) => environmentFor(host, `https://${host}`).appId,
    );
    expect(new Set(ids).size).toBe(5);
    expect(environmentFor(PRODUCTION_APP_HOST, `https://${PRODUCTION_APP_HOST}`).appId).toBe('sreo-learn');
  });

  it('given a local host, when a key and DSN are built in, then neither is used (a developer is not a learner)', () => {
    const env = environmentFor('localhost', 'http://localhost:5173', secrets);
    expect(env.analyticsKey).toBeNull();
    expect(env.errorTracingDsn).toBeNull();
    expect(env.redirectUrl).toBe('http://localhost:5173/app/');
  });

  it('given production without a key or DSN, then analytics and error tracing are off', () => {
    const env = environmentFor(PRODUCTION_APP_HOST, `https://${PRODUCTION_APP_HOST}`, { analyticsKey: ' ', errorTracingDsn: undefined });
    expect(env.analyticsKey).toBeNull();
    expect(env.errorTracingDsn).toBeNull();
  });

  it.each([
    ['localhost', true],
    ['my.localhost', true],
    ['10.0.0.5', true],
    ['172.16.3.4', true],
    ['172.32.3.4', false],
    ['laptop.local', true],
    [PRODUCTION_APP_HOST, false],
  ])('given %s, then local-or-test is %s', (host, expected) => {
    expect(isLocalOrTestHost(host)).toBe(expected);
  });
});
