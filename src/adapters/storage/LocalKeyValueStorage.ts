import { injectable } from 'inversify';
import type { KeyValueStorage } from '../../ports';
import { MemoryWebStorage } from './MemoryWebStorage';

/**
 * The browser's own localStorage accessor, taken as the app loads: a stand-in put on window later (see
 * standInLocalStorageForSandbox) does not hide from the app that the device's storage is refused.
 */
const nativeLocalStorage = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(window, 'localStorage')?.get;

/** The browser's localStorage; reading it throws where the browser blocks site data. */
function browserLocalStorage(): Storage {
  return nativeLocalStorage ? (nativeLocalStorage.call(window) as Storage) : window.localStorage;
}

/**
 * The in-browser sandbox's MSW reads window.localStorage as it loads and throws where the browser blocks
 * it. For that demo backend only, a blocked localStorage is replaced on window by one in memory; the app
 * itself keeps reading the browser's (browserLocalStorage), so it still tells the learner.
 */
export function standInLocalStorageForSandbox(): void {
  try {
    browserLocalStorage();
  } catch {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: new MemoryWebStorage() });
  }
}

/**
 * localStorage behind the storage port. A browser may refuse it: reading `window.localStorage` throws
 * when site data is blocked, and a write throws when the quota is used up. The first such failure moves
 * every value to memory for the rest of the page (what could still be read is copied over first), so the
 * app carries on with nothing lost until the tab closes, and listeners are told once.
 */
@injectable()
export class LocalKeyValueStorage implements KeyValueStorage {
  /** The values, once the device's storage has failed; null while it works. */
  private memory: Map<string, string> | null = null;
  private readonly listeners = new Set<() => void>();

  /** `storage` is asked for each use, since reading window.localStorage is itself what may throw. */
  constructor(private readonly storage: () => Storage = browserLocalStorage) {}

  get(key: string): string | null {
    const onDevice = this.onDevice((storage) => storage.getItem(key));
    return onDevice ? onDevice.value : (this.memoryValues().get(key) ?? null);
  }

  set(key: string, value: string): void {
    if (this.onDevice((storage) => storage.setItem(key, value))) return;
    this.memoryValues().set(key, value);
    // Best effort, so that a reload finds the newest value where the device still takes it.
    this.tryStorage((storage) => storage.setItem(key, value));
  }

  remove(key: string): void {
    if (this.onDevice((storage) => storage.removeItem(key))) return;
    this.memoryValues().delete(key);
    // Also from the device, where that still works: a session ended here must not come back on a reload.
    this.tryStorage((storage) => storage.removeItem(key));
  }

  keys(): string[] {
    const onDevice = this.onDevice(keysOf);
    return onDevice ? onDevice.value : [...this.memoryValues().keys()];
  }

  /** Also checks that the device's storage can still be reached, so a blocked one is known at start-up. */
  isPersistent(): boolean {
    this.onDevice(() => undefined);
    return this.memory === null;
  }

  /** The browser's `storage` event, which only other tabs' changes raise. */
  onChangeElsewhere(listener: (key: string | null) => void): () => void {
    const changed = (event: StorageEvent) => listener(event.key);
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }

  onPersistenceLost(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * `use` on the device's storage while it works, its result wrapped (a stored value may be null); null
   * once it has failed, the first failure moving every value to memory.
   */
  private onDevice<T>(use: (storage: Storage) => T): { value: T } | null {
    if (this.memory) return null;
    try {
      return { value: use(this.storage()) };
    } catch {
      this.fallBack();
      return null;
    }
  }

  private memoryValues(): Map<string, string> {
    return (this.memory ??= new Map());
  }

  private fallBack(): void {
    if (this.memory) return;
    const memory = new Map<string, string>();
    this.tryStorage((storage) => {
      for (const key of keysOf(storage)) {
        const value = storage.getItem(key);
        if (value !== null) memory.set(key, value);
      }
    });
    this.memory = memory;
    for (const listener of [...this.listeners]) listener();
  }

  /** `use` on the device's storage as a best effort: a refusal leaves memory to hold the values. */
  private tryStorage(use: (storage: Storage) => void): void {
    try {
      use(this.storage());
    } catch {
      // The device's storage is refused; memory holds the values.
    }
  }
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
}
