import type { SandboxRequest, SandboxResponse } from '../types';

/**
 * The sandbox's contract over the Fetch API's Request and Response, shared by every HTTP front it has:
 * MSW in the browser and in jest, and the Node server of `npm run sandbox`.
 */

/** The call a Fetch request makes, its path taken relative to `basePathname` (e.g. '/sreo/v0.1'). */
export async function sandboxRequest(request: Request, basePathname: string): Promise<SandboxRequest> {
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

/** The sandbox's answer as a Fetch response, with `headers` (CORS) added. */
export function fetchResponse(answer: SandboxResponse, headers: Readonly<Record<string, string>> = {}): Response {
  const all = { ...headers, ...answer.headers };
  if (answer.body === undefined || answer.status === 204) return new Response(null, { status: answer.status, headers: all });
  if (answer.contentType && (typeof answer.body === 'string' || answer.body instanceof Uint8Array)) {
    return new Response(answer.body as BodyInit, { status: answer.status, headers: { ...all, 'Content-Type': answer.contentType } });
  }
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { ...all, 'Content-Type': 'application/json' } });
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
