import { inject, injectable, optional } from 'inversify';
import { KEY_VALUE_STORAGE, type KeyValueStorage, type SessionStore } from '../../ports';
import { SESSION_TOKEN_KEY } from '../storage/StoredSessionStore';

/**
 * The session token in memory. Over a storage port when one is bound (under the same key as the
 * browser's StoredSessionStore, so a test can look for it there), else on its own.
 */
@injectable()
export class MemorySessionStore implements SessionStore {
  private standalone: string | null = null;

  constructor(@inject(KEY_VALUE_STORAGE) @optional() private readonly storage?: KeyValueStorage) {}

  token(): string | null {
    return this.storage ? this.storage.get(SESSION_TOKEN_KEY) : this.standalone;
  }

  save(token: string): void {
    if (this.storage) this.storage.set(SESSION_TOKEN_KEY, token);
    else this.standalone = token;
  }

  clear(): void {
    if (this.storage) this.storage.remove(SESSION_TOKEN_KEY);
    else this.standalone = null;
  }
}
