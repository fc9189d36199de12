import { http, HttpResponse, type HttpHandler } from 'msw';
import { fetchResponse, sandboxRequest } from '../http/fetchBridge';
import type { SandboxServer } from '../SandboxServer';
import { AUTH_TOKEN_HEADER, SANDBOX_CLIENT_HEADER, SandboxFailure } from '../types';

/**
 * MSW handlers that serve the sandbox over HTTP: every method under `basePath`, which is either a full
 * URL prefix ('http://api.test/sreo/v0.1') or a path prefix ('/sreo/v0.1', matched on any origin).
 */
export function createSandboxHandlers(server: SandboxServer, basePath: string): HttpHandler[] {
  const base = basePath.replace(/\/+$/, '');
  const basePathname = isAbsolute(base) ? new URL(base).pathname.replace(/\/+$/, '') : base;
  const pattern = isAbsolute(base) ? `${base}/*` : `*${base}/*`;
  return [
    http.all(pattern, async ({ request }) => {
      if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 204, headers: corsHeaders(request) });
      try {
        return fetchResponse(server.handle(await sandboxRequest(request, basePathname)), corsHeaders(request));
      } catch (error) {
        if (error instanceof SandboxFailure) return fetchResponse(error.toResponse(), corsHeaders(request));
        throw error;
      }
    }),
  ];
}

function isAbsolute(base: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(base);
}

/** Whatever the origin: in the browser the worker answers the page's own calls. */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('Origin');
  return {
    'Access-Control-Expose-Headers': AUTH_TOKEN_HEADER,
    ...(origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept, sentry-trace, baggage, ${SANDBOX_CLIENT_HEADER}`,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        }
      : {}),
  };
}
