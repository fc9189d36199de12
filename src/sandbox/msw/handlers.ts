import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxServer } from '../SandboxServer';
import { AUTH_TOKEN_HEADER, type SandboxRequest, type SandboxResponse } from '../types';

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
      const answer = server.handle(await sandboxRequest(request, basePathname));
      return httpResponse(answer, request);
    }),
  ];
}

function isAbsolute(base: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(base);
}

async function sandboxRequest(request: Request, basePathname: string): Promise<SandboxRequest> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(basePathname) ? url.pathname.slice(basePathname.length) : url.pathname;
  return {
    method: request.method,
    path: path === '' ? '/' : path,
    query: Object.fromEntries(url.searchParams),
    form: await formFields(request),
    token: bearerToken(request.headers.get('Authorization')),
  };
}

/** The body's fields: form-encoded as the contract says; a JSON object is read too, values as text. */
async function formFields(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await request.text();
  if (text.trim() === '') return {};
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return Object.fromEntries(
          Object.entries(value).map(([name, field]) => [name, Array.isArray(field) ? field.join(',') : field === null ? '' : String(field)]),
        );
      }
    } catch {
      return {};
    }
    return {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function bearerToken(header: string | null): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('Origin');
  return {
    'Access-Control-Expose-Headers': AUTH_TOKEN_HEADER,
    ...(origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, sentry-trace, baggage',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        }
      : {}),
  };
}

function httpResponse(answer: SandboxResponse, request: Request): Response {
  const headers = { ...corsHeaders(request), ...answer.headers };
  if (answer.body === undefined || answer.status === 204) return new HttpResponse(null, { status: answer.status, headers });
  if (answer.contentType && (typeof answer.body === 'string' || answer.body instanceof Uint8Array)) {
    return new HttpResponse(answer.body, { status: answer.status, headers: { ...headers, 'Content-Type': answer.contentType } });
  }
  return HttpResponse.json(answer.body as never, { status: answer.status, headers });
}
