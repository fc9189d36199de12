import { inject, injectable } from 'inversify';
import { KEY_VALUE_STORAGE, type KeyValueStorage, type SessionStore } from '../../ports';

export const SESSION_TOKEN_KEY = 'sreo.session.token';
/** Where StoredKeptProfile keeps the profile that belongs to the session (here, as clearing wipes it). */
export const KEPT_PROFILE_KEY = 'sreo.session.profile';

/**
 * The session token kept under one key of the storage port, so that a reload keeps the session. Clearing
 * it also wipes the profile kept to open the app offline (StoredKeptProfile), which belongs to it.
 */
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
    this.storage.remove(KEPT_PROFILE_KEY);
  }
}
