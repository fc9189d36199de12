/** Where the session token lives; the HTTP adapter reads it for the Authorization header. */
export interface SessionStore {
  token(): string | null;
  save(token: string): void;
  /** Ends the session on this device: the token, and the profile kept with it to open offline (KeptProfileStore). */
  clear(): void;
}

export const SESSION_STORE = Symbol.for('SessionStore');
