import { APP_BASE_PATH } from '../domain/values';
import type { Deployment } from '../ports';

/**
 * Deployments, chosen by the host name the app is served from (docs/product.md section 9). Keys and DSNs are
 * not secrets of the code: the build passes them in (VITE_POSTHOG_KEY, VITE_SENTRY_DSN) and a
 * deployment without them sends nothing.
 */
export type EnvironmentName = 'local' | 'dev' | 'preview' | 'prod' | 'gateway';

/** A deployment's configuration: appId, redirectUrl and autoSignIn (the Deployment port) are read by the use cases. */
export interface Environment extends Deployment {
  readonly name: EnvironmentName;
  /** Not read: requests are not logged (docs/decisions/0021-environments-by-host-name.md). */
  readonly debugHttp: false;
  /** The changelog ("what's new") widget's account; not read: there is no widget (docs/decisions/0022-analytics-and-error-reports-after-first-paint.md). */
  readonly changelogAccount: string;
  /** PostHog project key; null sends no analytics. */
  readonly analyticsKey: string | null;
  readonly analyticsHost: string;
  /** Sentry DSN; null sends no error reports. */
  readonly errorTracingDsn: string | null;
}

/** The production app host: the only origin whose scripts' errors are accepted (docs/product.md section 8). */
export const PRODUCTION_APP_HOST = 'learn.sreo.app';

const HOSTS: Readonly<Record<Exclude<EnvironmentName, 'local' | 'gateway'>, string>> = {
  dev: 'dev.learn.sreo.app',
  preview: 'preview.learn.sreo.app',
  prod: PRODUCTION_APP_HOST,
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1']);

/** Local development and test addresses: the machine itself, private networks and the .test / .local names. */
export function isLocalOrTestHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    LOCAL_HOSTS.has(host) ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.test') ||
    /^(10|127)\.\d+\.\d+\.\d+$/.test(host) ||
    /^192\.168\.\d+\.\d+$/.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(host)
  );
}

export function environmentNameFor(hostname: string): EnvironmentName {
  const host = hostname.toLowerCase();
  if (isLocalOrTestHost(host)) return 'local';
  if (host === HOSTS.dev) return 'dev';
  // Preview deployments get one host per branch under the preview host.
  if (host === HOSTS.preview || host.endsWith(`.${HOSTS.preview}`)) return 'preview';
  if (host === HOSTS.prod) return 'prod';
  return 'gateway';
}

export interface EnvironmentSecrets {
  readonly analyticsKey?: string | null;
  readonly errorTracingDsn?: string | null;
}

const present = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The configuration for the host the app is served from. `origin` is the page's origin, so that the
 * redirect URL comes back to the same place (a gateway serves the app under its own host).
 */
export function environmentFor(hostname: string, origin: string, secrets: EnvironmentSecrets = {}): Environment {
  const name = environmentNameFor(hostname);
  // Local builds never send: a developer's clicks are not learners' data.
  const sends = name !== 'local';
  return {
    name,
    appId: name === 'prod' ? 'sreo-learn' : `sreo-learn-${name}`,
    redirectUrl: `${origin.replace(/\/$/, '')}${APP_BASE_PATH}/`,
    autoSignIn: true,
    debugHttp: false,
    changelogAccount: 'sreo-learn',
    analyticsKey: sends ? present(secrets.analyticsKey) : null,
    analyticsHost: 'https://eu.i.posthog.com',
    errorTracingDsn: sends ? present(secrets.errorTracingDsn) : null,
  };
}

export const ENVIRONMENT = Symbol.for('Environment');
