import { inject, injectable } from 'inversify';
import { KEY_VALUE_STORAGE, type KeyValueStorage, type SessionStore } from '../../ports';

export const SESSION_TOKEN_KEY = 'sreo.session.token';

/** The session token kept under one key of the storage port, so that a reload keeps the session. */
@injectable()
export class StoredSessionStore implements SessionStore {
  constructor(@inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage) {}

  token(): string | null {
    return this.storage.get(SESSION_TOKEN_KEY);
  }

  save(token: string): void {
    this.storage.set(SESSION_TOKEN_KEY, token);
  }

  clear(): void {
    this.storage.remove(SESSION_TOKEN_KEY);
  }
}
