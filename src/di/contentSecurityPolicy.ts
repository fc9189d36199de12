/**
 * The built app's Content-Security-Policy, from the build's configuration (docs/deployment.md, "Configuration"),
 * written into index.html as a meta tag by vite.config.ts:
 * - scripts from the app only, and PostHog's script host when an analytics key is configured; in the
 *   static demo build (no API), WebAssembly too: the in-page sandbox's SQLite (sql.js);
 * - calls to the app, the API, the single-sign-on host (a redirected call must be allowed to land
 *   there, or the page learns nothing) and the analytics and error-tracing hosts where configured;
 * - frames (a partner's terms of use) from the app and any https host, since partners are set up on the
 *   server without a new build, plus VITE_CSP_FRAME_SOURCES;
 * - images and media from the app, the API's host, any https host and VITE_CSP_MEDIA_SOURCES.
 */
export interface PolicySettings {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SSO_URL?: string;
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_SENTRY_DSN?: string;
  /** Space-separated sources allowed to be framed besides the app and https (e.g. an http terms host in development). */
  readonly VITE_CSP_FRAME_SOURCES?: string;
  /** Space-separated sources of images and media besides the app, the API and https (e.g. an http media host). */
  readonly VITE_CSP_MEDIA_SOURCES?: string;
}

/** PostHog's EU hosts: the API and the host of its extra scripts. */
const ANALYTICS_HOSTS = ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'] as const;

export function contentSecurityPolicy(settings: PolicySettings): string {
  const api = originOf(settings.VITE_API_BASE_URL);
  const sso = originOf(settings.VITE_SSO_URL);
  const analytics = present(settings.VITE_POSTHOG_KEY) ? [...ANALYTICS_HOSTS] : [];
  const errorTracing = originOf(settings.VITE_SENTRY_DSN);
  const media = ["'self'", 'data:', 'blob:', ...api, 'https:', ...sources(settings.VITE_CSP_MEDIA_SOURCES)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(api.length === 0 ? ["'wasm-unsafe-eval'"] : []), ...analytics.slice(1)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': media,
    'media-src': media,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...sso, ...analytics, ...errorTracing],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", 'https:', ...sources(settings.VITE_CSP_FRAME_SOURCES)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`)
    .join('; ');
}

function present(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** The http(s) origin of an address, as a one-item list; none for anything else. */
function originOf(url: string | undefined): string[] {
  try {
    const parsed = present(url) ? new URL(url!.trim()) : null;
    return parsed && /^https?:$/.test(parsed.protocol) ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

/** Each listed source, if it is an http(s) origin (a path or anything else is left out). */
function sources(list: string | undefined): string[] {
  return (list ?? '').split(/\s+/).filter(Boolean).flatMap(originOf);
}
