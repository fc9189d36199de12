import { inject, injectable, optional } from 'inversify';
import { KEY_VALUE_STORAGE, type KeyValueStorage, type SessionStore } from '../../ports';
import { StoredSessionStore } from '../storage/StoredSessionStore';

/**
 * The session token in memory. Over a storage port when one is bound (the browser's StoredSessionStore
 * itself, so a test can look for the token under the same key, and clearing it wipes the kept profile),
 * else on its own.
 */
@injectable()
export class MemorySessionStore implements SessionStore {
  private standalone: string | null = null;
  private readonly stored: StoredSessionStore | null;

  constructor(@inject(KEY_VALUE_STORAGE) @optional() storage?: KeyValueStorage) {
    this.stored = storage ? new StoredSessionStore(storage) : null;
  }

  token(): string | null {
    return this.stored ? this.stored.token() : this.standalone;
  }

  save(token: string): void {
    if (this.stored) this.stored.save(token);
    else this.standalone = token;
  }

  clear(): void {
    if (this.stored) this.stored.clear();
    else this.standalone = null;
  }
}
