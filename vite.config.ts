import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The analytics (PostHog, EU) and error-tracing (Sentry) hosts the built app may talk to. */
const ANALYTICS_HOSTS = ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'];
const ERROR_TRACING_HOSTS = ['https://*.ingest.sentry.io', 'https://*.ingest.de.sentry.io', 'https://*.ingest.us.sentry.io'];

function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The built app's Content-Security-Policy, as a meta tag in index.html: scripts, styles, workers (the
 * sandbox's service worker) and frames (the terms of use) from the app only; calls to the app, the API
 * and the analytics and error-tracing hosts; nothing else. VITE_CSP_FRAME_SOURCES (space-separated
 * origins) adds partners' terms-of-use hosts. Build only: the dev server injects inline scripts.
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const api = originOf(env.VITE_API_BASE_URL);
  const sentry = originOf(env.VITE_SENTRY_DSN);
  const frames = (env.VITE_CSP_FRAME_SOURCES ?? '').split(/\s+/).filter(Boolean);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...ANALYTICS_HOSTS.slice(1)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'media-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...ANALYTICS_HOSTS, ...(sentry.length ? sentry : ERROR_TRACING_HOSTS)],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", ...api, ...frames],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    // Right after <meta charset>: before every script it governs, and the charset still comes first.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
    },
  };
}

/** The app lives under /app; with no VITE_API_BASE_URL the in-browser sandbox serves /sreo/v0.1. */
export default defineConfig(({ mode }) => ({
  base: '/app/',
  plugins: [react(), contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_'))],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
}));
