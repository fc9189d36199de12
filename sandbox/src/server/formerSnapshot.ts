import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkedState } from '../stateMigration';
import { SandboxStoreError } from '../types';

/** The key the former snapshot kept the state under (the in-page sandbox's localStorage key of the time). */
const FORMER_STATE_KEY = 'sreo.sandbox.state';

/**
 * The JSON snapshot the sandbox server kept before its SQLite store (`state.json` beside the store),
 * to be taken into a new store once (`formerState`), so that upgrading keeps every learner's progress;
 * the state is then migrated like any kept state. The snapshot is left where it is. Null when there is
 * nothing to take (a store already exists, or no snapshot).
 */
export function formerSnapshot(stateFile: string): { path: string; state: unknown } | null {
  const snapshot = join(dirname(stateFile), 'state.json');
  if (existsSync(stateFile) || !existsSync(snapshot)) return null;
  try {
    return { path: snapshot, state: checkedState((JSON.parse(readFileSync(snapshot, 'utf8')) as Record<string, unknown> | null)?.[FORMER_STATE_KEY]) };
  } catch (error) {
    throw new SandboxStoreError(
      `The former state snapshot ${snapshot} cannot be read (${error instanceof Error ? error.message : String(error)}). ` +
        'It was left as it is: move it aside to start from the seed.',
    );
  }
}
