/**
 * URL safety rules for anything the server or a link gives the app (docs/decisions/0024-sign-in-checks-the-method-first.md):
 * only http and https are opened, and the app follows a redirect or a single-sign-on destination only
 * to its own origin or a configured identity provider. Pure functions over the WHATWG URL parser.
 */

/** The address as the browser would open it, when it is an absolute http(s) URL; else null. */
export function openableHttpUrl(url: string): string | null {
  const parsed = parseUrl(url.trim());
  return parsed && isHttp(parsed) ? parsed.href : null;
}

const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|svg\+xml)[;,]/i;

/**
 * A card's image or audio source as the server gave it, when it is safe to load: an absolute http(s)
 * address, or (for images) inline image data; else null.
 */
export function mediaUrl(url: string, kind: 'image' | 'audio'): string | null {
  const trimmed = url.trim();
  if (kind === 'image' && INLINE_IMAGE.test(trimmed)) return trimmed;
  return openableHttpUrl(trimmed);
}

export interface RedirectPolicy {
  /** The app's own origin, e.g. https://learn.example.com; relative addresses resolve against it. */
  readonly origin: string;
  /** Other origins the app may be sent to: the configured identity providers. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Where the app may send the browser: the resolved http(s) address when it is on the app's own origin
 * or an allowed one; else null. Protocol-relative (`//evil.test`) and backslash tricks (`/\evil.test`)
 * resolve to their real host first, so they are judged by it.
 */
export function allowedRedirect(url: string, { origin, allowedOrigins = [] }: RedirectPolicy): string | null {
  const parsed = parseUrl(url.trim(), origin);
  if (!parsed || !isHttp(parsed) || parsed.username !== '' || parsed.password !== '') return null;
  const allowed = [origin, ...allowedOrigins].map((entry) => parseUrl(entry)?.origin).filter(Boolean);
  return allowed.includes(parsed.origin) ? parsed.href : null;
}

/** A path inside the app (for a "return to" parameter): same-origin, as a path + query + hash; else null. */
export function sameOriginPath(url: string, origin: string): string | null {
  const href = allowedRedirect(url, { origin });
  if (href === null) return null;
  const parsed = new URL(href);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function parseUrl(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}
