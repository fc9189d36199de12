/** A Web Storage in memory, whose writes can be made to fail as a full quota does. */
export class FaultyStorage implements Storage {
  private readonly values = new Map<string, string>();
  /** When true, setItem throws QuotaExceededError, as a browser's full storage does. */
  full = false;

  get length(): number {
    return this.values.size;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.values.set(key, String(value));
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }

  clear(): void {
    this.values.clear();
  }
}

/** What reading window.localStorage does when the browser blocks site data. */
export function blockedStorage(): Storage {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
}
