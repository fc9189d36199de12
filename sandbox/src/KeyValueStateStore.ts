import type { SandboxState } from './model';
import type { SandboxStateStore, SandboxStorage } from './types';

/**
 * The sandbox's state in a key-value store (localStorage in the browser): one JSON text under `key`,
 * and a revision marker beside it that every save changes, so another tab's save is cheap to notice.
 * A kept text that is not a state starts the demo again from the seed: a browser has no operator to ask.
 */
export class KeyValueStateStore implements SandboxStateStore {
  readonly whenUnreadable = 'seed';
  /** The revision marker last saved or loaded. */
  private revision: string | null = null;
  private readonly revisions = revisionMarkers();

  constructor(
    private readonly storage: SandboxStorage,
    private readonly key: string,
  ) {}

  load(): unknown {
    this.revision = this.read(revisionKey(this.key));
    return this.parsed();
  }

  save(state: SandboxState): void {
    const revision = this.revisions.next();
    this.storage.set(this.key, JSON.stringify(state));
    this.storage.set(revisionKey(this.key), revision);
    this.revision = revision;
  }

  savedElsewhere(): unknown {
    const revision = this.read(revisionKey(this.key));
    if (revision === this.revision) return null;
    const state = this.parsed();
    if (state !== null) this.revision = revision;
    return state;
  }

  private parsed(): unknown {
    const raw = this.read(this.key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }

  /** A storage the browser refuses reads as empty. */
  private read(key: string): string | null {
    try {
      return this.storage.get(key);
    } catch {
      return null;
    }
  }
}

/** The key of the marker that changes with every save of the state under `storageKey`. */
function revisionKey(storageKey: string): string {
  return `${storageKey}.revision`;
}

/** Revision markers unique to this store (tab), so two tabs never write the same one. */
function revisionMarkers(): { next: () => string } {
  const instance = Math.random().toString(36).slice(2);
  let count = 0;
  return { next: () => `${instance}-${++count}` };
}
