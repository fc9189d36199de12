import { SandboxFailure, type SandboxRequest, type SandboxResponse } from '../types';

/**
 * The sandbox's contract over the Fetch API's Request and Response, shared by every HTTP front it has:
 * MSW in the browser and in jest, and the Node server of `npm run sandbox`.
 */

/**
 * The largest request body any front of the sandbox reads. Every body the contract has is a short form
 * (the longest: a 2,000-character typed answer or feedback, at most 24 KB percent-encoded).
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The answer to a body over MAX_REQUEST_BODY_BYTES: 413 with the contract's error body. */
export function bodyTooLarge(): SandboxFailure {
  return new SandboxFailure(413, 'PayloadTooLarge', `A request body may hold at most ${MAX_REQUEST_BODY_BYTES} bytes.`);
}

/**
 * The call a Fetch request makes, its path taken relative to `basePathname` (e.g. '/sreo/v0.1'). A body
 * over MAX_REQUEST_BODY_BYTES throws `bodyTooLarge()`: refused on its Content-Length before any of it
 * is read, or as soon as the bytes read pass the limit.
 */
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

/** The body's fields: form-encoded, as the contract says; any other body is refused with 422. */
async function formFields(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const text = await boundedText(request);
  if (text.trim() === '') return {};
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith(FORM_TYPE)) {
    throw new SandboxFailure(422, 'ValidationError', `The body must be form-encoded (${FORM_TYPE}).`);
  }
  return Object.fromEntries(new URLSearchParams(text));
}

async function boundedText(request: Request): Promise<string> {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_REQUEST_BODY_BYTES) throw bodyTooLarge();
  // Firefox's Request has no body stream at all (undefined, not null): read its text, its length checked above.
  if ((request as { body?: unknown }).body === undefined) return request.text();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}

function bearerToken(header: string | null): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
