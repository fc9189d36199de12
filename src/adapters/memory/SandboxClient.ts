import { inject, injectable } from 'inversify';
import { errorFromServer, toAppError, type ServerFailure } from '../../domain/errors';
import { SESSION_STORE, type SessionStore } from '../../ports';
import { SANDBOX_SERVER, type SandboxResponse, type SandboxServer } from '../../sandbox';

/** A value a form field or query parameter can carry, encoded as the HTTP adapter encodes it. */
export type FieldValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Fields = Readonly<Record<string, FieldValue>>;

export interface SandboxCall {
  readonly query?: Fields;
  readonly form?: Fields;
}

/**
 * Calls the sandbox server directly, no HTTP: the token comes from the session store as the HTTP
 * adapter's Authorization header would, and a failed answer becomes the same catalogue error.
 */
@injectable()
export class SandboxClient {
  constructor(
    @inject(SANDBOX_SERVER) private readonly server: SandboxServer,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
  ) {}

  /** Answers the 2xx response; rejects with a catalogue AppError otherwise. */
  async call(method: string, path: string, { query = {}, form = {} }: SandboxCall = {}): Promise<SandboxResponse> {
    // Answer on a later tick, as a network call would, so callers meet the same ordering as over HTTP.
    await Promise.resolve();
    let response: SandboxResponse;
    try {
      response = this.server.handle({ method, path, query: encode(query), form: encode(form), token: this.sessions.token() });
    } catch (error) {
      throw toAppError(error);
    }
    if (response.status < 200 || response.status > 299) throw errorFromServer({ status: response.status, ...errorBody(response.body) });
    return response;
  }

  /** GET without the session: for what an <img> would load (the partner logos). */
  fetchPublic(path: string): SandboxResponse {
    return this.server.handle({ method: 'GET', path, query: {}, form: {}, token: null });
  }
}

/** Form encoding as the HTTP adapter does it: undefined left out, null empty, lists comma separated. */
function encode(fields: Fields): Record<string, string> {
  const encoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    encoded[name] = value === null ? '' : Array.isArray(value) ? value.join(',') : String(value);
  }
  return encoded;
}

function errorBody(body: unknown): Omit<ServerFailure, 'status'> {
  if (typeof body !== 'object' || body === null) return {};
  const { type, message } = body as { type?: unknown; message?: unknown };
  return {
    ...(typeof type === 'string' ? { type } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** The header value of a response, whatever the case of its name. */
export function responseHeader(response: SandboxResponse, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(response.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}
