/**
 * The places outside the API that the sandbox's answers point at: card media, the demo partner's terms
 * of use page and the simulated identity provider. In the browser (MSW) they are all on the app's own
 * origin; the sandbox server (`npm run sandbox`) puts each on an origin of its own, as a real
 * deployment would have them.
 */
export interface SandboxSites {
  /** Absolute base address of the sandbox's media files: a card's media address is `${media}/{mediaId}`. */
  readonly media: string;
  /** The demo partner's terms of use page (a partner's termOfUseUrl). */
  readonly terms: string;
  /**
   * Origin of the simulated identity provider, whose sign-in page PUT /oauth2 sends the learner to;
   * null: the simulated provider sends the learner straight back to the app.
   */
  readonly identityProvider: string | null;
}

/** Where the in-browser sandbox answers the API on the app's own origin (docs/deployment.md, Configuration). */
export const SANDBOX_API_PATH = '/sreo/v0.1';

/** The terms of use of the partner that requires them: a static page beside the app (the package's terms/, served by the demo's build and dev server). */
export const DEMO_TERMS_URL = '/app/terms/demo-terms.html';

/** Away from a browser (jest, msw/node), the origin the tests' sandbox base uses. */
const ORIGIN_OUTSIDE_A_BROWSER = 'http://sandbox.test';

/** Every site on one origin: the page's own in a browser, the tests' sandbox origin elsewhere. */
export function sameOriginSites(origin = pageOrigin()): SandboxSites {
  return { media: `${origin}${SANDBOX_API_PATH}/app/media`, terms: DEMO_TERMS_URL, identityProvider: null };
}

function pageOrigin(): string {
  const origin = globalThis.location?.origin;
  return origin && /^https?:\/\//.test(origin) ? origin : ORIGIN_OUTSIDE_A_BROWSER;
}

const MEDIA_MARK = 'sandbox-media:';

/** How seed content names a file the sandbox serves: resolved to an address of `SandboxSites.media` at start-up. */
export function sandboxMedia(mediaId: string): string {
  return `${MEDIA_MARK}${mediaId}`;
}

/** A seed value with its sandbox media names turned into addresses; any other value as it is. */
export function resolveMedia(value: string, sites: SandboxSites): string {
  return value.startsWith(MEDIA_MARK) ? `${sites.media}/${encodeURIComponent(value.slice(MEDIA_MARK.length))}` : value;
}

/** A partner's terms address as answered: the demo terms page where the sites put it. */
export function resolveTerms(termOfUseUrl: string | null, sites: SandboxSites): string | null {
  return termOfUseUrl === DEMO_TERMS_URL ? sites.terms : termOfUseUrl;
}
