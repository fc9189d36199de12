/** One call to the sandbox, read from its Fetch request by the contract's Hono app (http/contractApp.ts). */
export interface SandboxRequest {
  readonly method: string;
  /** The path after the /sreo/v0.1 base, starting with '/', e.g. '/auth' or '/app/library/decks/capitals'. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** The form-encoded body's fields (empty when there is no body). */
  readonly form: Readonly<Record<string, string>>;
  /** The bearer token of the Authorization header, null when none was sent. */
  readonly token: string | null;
  /** The caller's network address, where the transport knows it (the sandbox server): wrong passwords are throttled by it. */
  readonly clientAddress?: string;
}

export interface SandboxResponse {
  readonly status: number;
  /** A JSON value, an SVG document or audio bytes (see contentType), or undefined for no body. */
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Set when the body is not JSON (the partner logos: 'image/svg+xml'; card audio: 'audio/wav'). */
  readonly contentType?: string;
}

/** A key-value store of text: localStorage in the browser (the sandbox's state and its mode flags). */
export interface SandboxStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** A store that cannot be read or written: the message names it and says what to do. */
export class SandboxStoreError extends Error {
  override readonly name = 'SandboxStoreError';
}

export interface SandboxClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** An e-mail the sandbox "sent": kept in its mailbox so that a demo user can finish the flow it starts. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly secret: string;
  /** Where the e-mail's button leads, under the app's /app base. */
  readonly link: string;
  /** When it was sent, ISO 8601. */
  readonly at: string;
}

/** The header that carries a new session token on sign-in and sign-up answers. */
export const AUTH_TOKEN_HEADER = 'X-Auth-Token';

/** The header every sandbox-only call (`/sandbox/*`) carries (the contract's). */
export { SANDBOX_CLIENT_HEADER } from '@sreo/contract/sandboxCalls';

/** A failed call, as the error body `{type, message}` and its status. Thrown by routes, answered by the server. */
export class SandboxFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): SandboxResponse {
    return { status: this.status, body: { type: this.type, message: this.message } };
  }
}

export function fail(status: number, type: string, message: string): never {
  throw new SandboxFailure(status, type, message);
}

export function json(body: unknown, status = 200, headers?: Record<string, string>): SandboxResponse {
  return headers ? { status, body, headers } : { status, body };
}

export const NO_CONTENT: SandboxResponse = { status: 204, body: undefined };
