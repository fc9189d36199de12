import { injectable } from 'inversify';
import type { KeyValueStorage } from '../../ports';

/**
 * localStorage behind the storage port. A browser that refuses storage (private mode quotas, disabled
 * cookies) must not break the app, so failures degrade to "nothing stored".
 */
@injectable()
export class LocalKeyValueStorage implements KeyValueStorage {
  constructor(private readonly storage: Storage = window.localStorage) {}

  get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value lives only as long as the page.
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing stored means nothing to remove.
    }
  }

  keys(): string[] {
    try {
      return Array.from({ length: this.storage.length }, (_, i) => this.storage.key(i)).filter(
        (key): key is string => key !== null,
      );
    } catch {
      return [];
    }
  }
}
