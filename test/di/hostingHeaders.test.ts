import { contentSecurityPolicy } from '../../src/di/contentSecurityPolicy';
import { headersForPath, netlifyHeadersFile, nginxHeadersFile, securityHeaders } from '../../src/di/hostingHeaders';

const SETTINGS = { VITE_API_BASE_URL: 'https://api.example.org/sreo/v0.1', VITE_SSO_URL: 'https://login.example.org' };

describe('the headers the built app is served with', () => {
  it('given the build settings, then the policy is the meta tag\'s with framing refused, and no referrer leaves', () => {
    expect(securityHeaders(SETTINGS)).toEqual({
      'Content-Security-Policy': `${contentSecurityPolicy(SETTINGS)}; frame-ancestors 'self'`,
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('given the app at /app/, then the Netlify file sends them on every address of the app and lets the worker cover /app', () => {
    const file = netlifyHeadersFile(SETTINGS, '/app/');

    expect(file).toContain(`/app/*\n  Content-Security-Policy: ${securityHeaders(SETTINGS)['Content-Security-Policy']}\n  X-Frame-Options: SAMEORIGIN\n`);
    expect(file).toContain('/app/sw.js\n  Service-Worker-Allowed: /app\n');
  });

  it('given the app at /app/, then the nginx file adds each header always, and the worker\'s script keeps them beside its own', () => {
    const file = nginxHeadersFile(SETTINGS, '/app/');

    expect(file).toContain(`add_header Content-Security-Policy "${securityHeaders(SETTINGS)['Content-Security-Policy']}" always;`);
    expect(file).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(file).toMatch(/location = \/app\/sw\.js \{\n( {2}add_header .+ always;\n){4} {2}add_header Service-Worker-Allowed "\/app" always;\n\}/);
  });

  it('given the Netlify file, then an address of the app gets the security headers, the worker also its own, and another address none', () => {
    const file = netlifyHeadersFile(SETTINGS, '/app/');

    expect(headersForPath(file, '/app/signin')).toEqual(securityHeaders(SETTINGS));
    expect(headersForPath(file, '/app/sw.js')).toEqual({ ...securityHeaders(SETTINGS), 'Service-Worker-Allowed': '/app' });
    expect(headersForPath(file, '/elsewhere/')).toEqual({});
  });
});
