import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SandboxState } from '../model';
import { SANDBOX_STORAGE_KEY } from '../SandboxServer';
import { checkedState } from '../stateMigration';
import { SandboxStoreError } from '../types';
import { SqliteStateStore } from './SqliteStateStore';

/**
 * The JSON snapshot the sandbox server kept before its SQLite store (`state.json` beside the store),
 * taken into a new store once, so that upgrading keeps every learner's progress; the state is then
 * migrated like any kept state. The snapshot is left where it is. Answers its path, or null when there
 * was nothing to take (a store already exists, or no snapshot).
 */
export function importFormerSnapshot(stateFile: string): string | null {
  const snapshot = join(dirname(stateFile), 'state.json');
  if (existsSync(stateFile) || !existsSync(snapshot)) return null;
  let state: SandboxState;
  try {
    state = checkedState((JSON.parse(readFileSync(snapshot, 'utf8')) as Record<string, unknown> | null)?.[SANDBOX_STORAGE_KEY]);
  } catch (error) {
    throw new SandboxStoreError(
      `The former state snapshot ${snapshot} cannot be read (${error instanceof Error ? error.message : String(error)}). ` +
        'It was left as it is: move it aside to start from the seed.',
    );
  }
  const store = SqliteStateStore.open(stateFile);
  try {
    store.save(state);
    store.close();
  } catch (error) {
    // The store was made for this: without the snapshot in it, the next start must try again.
    store.close();
    SqliteStateStore.remove(stateFile);
    throw error;
  }
  return snapshot;
}
