import { MemoryWebStorage } from '../../src/adapters/storage/MemoryWebStorage';

/** A Web Storage in memory, whose writes can be made to fail as a full quota does. */
export class FaultyStorage extends MemoryWebStorage {
  /** When true, setItem throws QuotaExceededError, as a browser's full storage does. */
  full = false;

  override setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/** What reading window.localStorage does when the browser blocks site data. */
export function blockedStorage(): Storage {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
}
