import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxServer } from '../SandboxServer';
import { AUTH_TOKEN_HEADER, SANDBOX_CLIENT_HEADER } from '../types';

/**
 * MSW handlers that serve the sandbox over HTTP: every method under `basePath`, which is either a full
 * URL prefix ('http://api.test/sreo/v0.1') or a path prefix ('/sreo/v0.1', matched on any origin). Each
 * request goes to the contract's Hono app (`SandboxServer.fetch`), its path rebased under the base.
 */
export function createSandboxHandlers(server: SandboxServer, basePath: string): HttpHandler[] {
  const base = basePath.replace(/\/+$/, '');
  const basePathname = isAbsolute(base) ? new URL(base).pathname.replace(/\/+$/, '') : base;
  const pattern = isAbsolute(base) ? `${base}/*` : `*${base}/*`;
  return [
    http.all(pattern, async ({ request }) => {
      if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 204, headers: corsHeaders(request) });
      const response = await server.fetch(await rebased(request, basePathname));
      for (const [name, value] of Object.entries(corsHeaders(request))) response.headers.set(name, value);
      return response;
    }),
  ];
}

/**
 * The request with its path taken relative to `basePathname`, its body passed on as a stream (so the
 * app's body limit stops reading past it) or, from Firefox, whose Request has no body stream
 * (undefined, not null), as its bytes.
 */
async function rebased(request: Request, basePathname: string): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(basePathname.length) || '/';
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers: request.headers };
  if (request.method === 'GET' || request.method === 'HEAD') return new Request(url, init);
  if (request.body) {
    init.body = request.body;
    init.duplex = 'half';
  } else {
    init.body = await request.arrayBuffer();
  }
  return new Request(url, init);
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
