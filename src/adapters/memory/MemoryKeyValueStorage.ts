import { injectable } from 'inversify';
import type { KeyValueStorage } from '../../ports';

/** The storage port in memory: what localStorage would hold, for tests and a backend-less run. */
@injectable()
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  private persistent = true;
  private readonly listeners = new Set<() => void>();
  private readonly elsewhere = new Set<(key: string | null) => void>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  keys(): string[] {
    return [...this.values.keys()];
  }

  onChangeElsewhere(listener: (key: string | null) => void): () => void {
    this.elsewhere.add(listener);
    return () => this.elsewhere.delete(listener);
  }

  /** As when another tab writes a value (null removes it): it is stored, and this tab hears of it. */
  changeElsewhere(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of [...this.elsewhere]) listener(key);
  }

  isPersistent(): boolean {
    return this.persistent;
  }

  onPersistenceLost(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** As when the browser's storage fails: values are still kept, for the page's lifetime only. */
  losePersistence(): void {
    if (!this.persistent) return;
    this.persistent = false;
    for (const listener of [...this.listeners]) listener();
  }

  /** Everything stored, for assertions. */
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
