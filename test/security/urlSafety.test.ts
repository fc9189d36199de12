import fc from 'fast-check';
import { allowedRedirect, mediaUrl, openableHttpUrl, sameOriginPath } from '../../src/domain/values';

const ORIGIN = 'https://learn.example.com';
const IDP = 'https://login.idp.test';

describe('openableHttpUrl', () => {
  it.each([
    ['https://example.org/guide.pdf', 'https://example.org/guide.pdf'],
    ['  http://example.org/a b ', 'http://example.org/a%20b'],
  ])('given the http(s) address %j, when checked, then it is opened as %j', (url, expected) => {
    expect(openableHttpUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/file',
    '/relative/path',
    'example.org',
    '',
  ])('given %j, when checked, then it is not opened', (url) => {
    expect(openableHttpUrl(url)).toBeNull();
  });

  it('given any string, when checked, then what is opened is always http or https', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `javascript:${s}`)), (url) => {
        const opened = openableHttpUrl(url);
        if (opened !== null) expect(new URL(opened).protocol).toMatch(/^https?:$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('allowedRedirect', () => {
  const policy = { origin: ORIGIN, allowedOrigins: [IDP] };

  it.each([
    ['/app/welcomeBack', `${ORIGIN}/app/welcomeBack`],
    [`${ORIGIN}/app/?sso_code=1`, `${ORIGIN}/app/?sso_code=1`],
    [`${IDP}/authorize?x=1`, `${IDP}/authorize?x=1`],
  ])('given %j, when the app would follow it, then it goes to %j', (url, expected) => {
    expect(allowedRedirect(url, policy)).toBe(expected);
  });

  it.each([
    'https://evil.test/app/',
    '//evil.test/app/',
    '/\\evil.test/app/',
    'https://learn.example.com.evil.test/',
    'https://learn.example.com@evil.test/',
    'https://user:pass@learn.example.com/app/',
    'http://learn.example.com/app/',
    'javascript:alert(document.domain)',
    'data:text/html,hi',
  ])('given %j, when the app would follow it, then it refuses', (url) => {
    expect(allowedRedirect(url, policy)).toBeNull();
  });

  it('given any address, when allowed, then it is on the app origin or the identity provider', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.webPath()), (url) => {
        const target = allowedRedirect(url, policy);
        if (target !== null) expect([ORIGIN, IDP]).toContain(new URL(target).origin);
      }),
      { numRuns: 2000 },
    );
  });

  it('given a same-origin return address, when reduced to a path, then only the path, query and hash stay', () => {
    expect(sameOriginPath(`${ORIGIN}/app/library?x=1#top`, ORIGIN)).toBe('/app/library?x=1#top');
    expect(sameOriginPath('https://evil.test/app/', ORIGIN)).toBeNull();
  });
});

describe('mediaUrl (card images and audio)', () => {
  it('given an https image, an http audio file or inline image data, then it is loaded as given', () => {
    expect(mediaUrl('https://cdn.example/heart.png', 'image')).toBe('https://cdn.example/heart.png');
    expect(mediaUrl(' http://cdn.example/word.mp3 ', 'audio')).toBe('http://cdn.example/word.mp3');
    expect(mediaUrl('data:image/svg+xml;utf8,%3Csvg%3E', 'image')).toBe('data:image/svg+xml;utf8,%3Csvg%3E');
  });

  it.each([
    ['javascript:alert(1)', 'image'],
    ['data:text/html,<script>alert(1)</script>', 'image'],
    ['data:image/png;base64,AAAA', 'audio'],
    ['vbscript:msgbox', 'audio'],
    ['not a url', 'image'],
  ] as const)('given %j as %s, then it is not loaded', (url, kind) => {
    expect(mediaUrl(url, kind)).toBeNull();
  });
});
