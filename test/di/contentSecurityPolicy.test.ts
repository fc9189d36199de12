import { contentSecurityPolicy } from '../../src/di/contentSecurityPolicy';

/** The policy as directive name to sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));
}

describe('the Content-Security-Policy built from configuration', () => {
  it('given the static demo build (no settings), then everything comes from the app (WebAssembly too, for the in-page sandbox), frames and media also from https, and nothing is sent elsewhere', () => {
    const policy = directives(contentSecurityPolicy({}));

    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'https:']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['media-src']).toEqual(policy['img-src']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('given an API, a single-sign-on host, analytics and error tracing, then calls may reach exactly those, and scripts only the analytics script host', () => {
    const policy = directives(
      contentSecurityPolicy({
        VITE_API_BASE_URL: 'https://api.partner.example/sreo/v0.1',
        VITE_SSO_URL: 'https://login.partner.example/start',
        VITE_POSTHOG_KEY: 'phc_123',
        VITE_SENTRY_DSN: 'https://abc@o1.ingest.de.sentry.io/42',
      }),
    );

    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.partner.example',
      'https://login.partner.example',
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://o1.ingest.de.sentry.io',
    ]);
    expect(policy['script-src']).toEqual(["'self'", 'https://eu-assets.i.posthog.com']);
    expect(policy['img-src']).toContain('https://api.partner.example');
  });

  it('given extra frame and media sources, then only http(s) origins of them are added', () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_CSP_FRAME_SOURCES: 'http://localhost:8789 javascript:alert(1)', VITE_CSP_MEDIA_SOURCES: ' http://localhost:8788/media  ' }),
    );

    expect(policy['frame-src']).toEqual(["'self'", 'https:', 'http://localhost:8789']);
    expect(policy['media-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://localhost:8788']);
  });
});
