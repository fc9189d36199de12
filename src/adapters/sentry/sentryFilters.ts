import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/browser';

/** Keys whose values are secrets or personal data wherever they appear (headers, form fields, extras). */
const SECRET_KEYS = /^(authorization|x-auth-token|cookie|set-cookie|pws|newpws|password|token|secret|email|invite_code)$/i;
const FILTERED = '[Filtered]';
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** key=value pairs in query strings and form-encoded bodies. */
const SECRET_PAIR = /(^|[?&#\s;])(token|secret|pws|newPws|password|email|invite_code)=[^&#\s;]*/gi;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;

function scrubText(text: string): string {
  return text.replace(SECRET_PAIR, `$1$2=${FILTERED}`).replace(BEARER, `$1 ${FILTERED}`).replace(EMAIL, FILTERED);
}

/** A copy of any value with every secret, token and e-mail address taken out. */
function scrub<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrub(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    copy[key] = SECRET_KEYS.test(key) ? FILTERED : scrub(item, depth + 1);
  }
  return copy as T;
}

export interface SentryFilterOptions {
  /** The host name of the page the app runs on. */
  readonly pageHost: string;
  /** Only scripts served from here are the app's (docs/product.md section 8). */
  readonly productionAppHost: string;
  readonly isLocalOrTestHost: (hostname: string) => boolean;
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The script the error was thrown in: the innermost frame of the first exception with a stack. */
function throwingScript(event: ErrorEvent): string | undefined {
  for (const exception of event.exception?.values ?? []) {
    const frames = exception.stacktrace?.frames ?? [];
    const innermost = frames[frames.length - 1];
    if (innermost?.filename) return innermost.filename;
  }
  return undefined;
}

/**
 * Drops reports from local development or test addresses and from scripts not served by the production
 * app host (browser extensions, injected scripts), and scrubs what is kept.
 */
export function makeBeforeSend({ pageHost, productionAppHost, isLocalOrTestHost }: SentryFilterOptions) {
  const appHost = productionAppHost.toLowerCase();
  return (event: ErrorEvent): ErrorEvent | null => {
    if (isLocalOrTestHost(pageHost)) return null;
    const requestHost = hostOf(event.request?.url);
    if (requestHost !== null && isLocalOrTestHost(requestHost)) return null;
    const script = throwingScript(event);
    if (script !== undefined && hostOf(script) !== appHost) return null;
    const kept = scrub(event);
    if (kept.user) kept.user = kept.user.id === undefined ? {} : { id: kept.user.id };
    return kept;
  };
}

/** Breadcrumbs keep their shape, never their secrets; console noise and typed input are dropped. */
export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  if (breadcrumb.category === 'ui.input') return null;
  return scrub(breadcrumb);
}

/** Trace headers go only to the sreo services path of the API (docs/product.md section 7). */
export function tracePropagationTargets(apiBaseUrl: string): RegExp[] {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const servicesPrefix = base.slice(0, base.toLowerCase().lastIndexOf('/sreo') + '/sreo'.length);
  const escaped = servicesPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [new RegExp(`^${escaped}(/|$)`)];
}

export interface SentryEnvironment extends SentryFilterOptions {
  readonly dsn: string;
  readonly environment: string;
  readonly apiBaseUrl: string;
}

/** The options Sentry is started with (docs/product.md section 9: traces 1, replays 0 and 0). */
export function sentryOptions(env: SentryEnvironment): BrowserOptions {
  const escapedHost = env.productionAppHost.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    dsn: env.dsn,
    environment: env.environment,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0,
    tracePropagationTargets: tracePropagationTargets(env.apiBaseUrl),
    allowUrls: [new RegExp(`^https://${escapedHost}/`)],
    beforeSend: makeBeforeSend(env),
    beforeBreadcrumb,
  };
}
