/** Where the session token lives; the HTTP adapter reads it for the Authorization header. */
export interface SessionStore {
  token(): string | null;
  save(token: string): void;
  clear(): void;
}

export const SESSION_STORE = Symbol.for('SessionStore');
