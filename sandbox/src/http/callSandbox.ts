import type { SandboxServer } from '../SandboxServer';

/** One call of the contract made in the same process (the memory adapters, test worlds, tests, the bench). */
export interface SandboxCall {
  readonly method: string;
  /** The path after the API base, e.g. '/auth' or '/app/library/decks/capitals'. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  /** The form fields, sent form-encoded; none or empty: no body. */
  readonly form?: Readonly<Record<string, string>>;
  /** Sent as the bearer token of the Authorization header. */
  readonly token?: string | null;
  /** The caller's network address, as the sandbox server would know it. */
  readonly clientAddress?: string;
}

/** The sandbox's answer, its body read: JSON, an SVG document's text, media bytes, or undefined for none. */
export interface SandboxAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** The origin in-process calls are made on: the contract app looks at the path only. */
const IN_PROCESS_ORIGIN = 'http://sandbox.invalid';

/**
 * Calls the sandbox in this process the way HTTP would: a Fetch request (form body, bearer token) handed
 * to the contract's Hono app (`SandboxServer.fetch`), its response read back.
 */
export async function callSandbox(server: SandboxServer, { method, path, query = {}, form = {}, token = null, clientAddress }: SandboxCall): Promise<SandboxAnswer> {
  const url = new URL(path, IN_PROCESS_ORIGIN);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const hasBody = Object.keys(form).length > 0;
  if (hasBody) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  const request = new Request(url.href, { method, headers, ...(hasBody ? { body: new URLSearchParams(form).toString() } : {}) });
  const response = await server.fetch(request, clientAddress);
  return { status: response.status, headers: response.headers, body: await bodyOf(response) };
}

async function bodyOf(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('application/json')) return JSON.parse(await response.text()) as unknown;
  if (type.startsWith('image/svg+xml') || type.startsWith('text/')) return response.text();
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.byteLength === 0 ? undefined : bytes;
}
