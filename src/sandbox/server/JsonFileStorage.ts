import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxStorage } from '../types';

/**
 * The sandbox server's state on disk: one JSON snapshot file (git-ignored), read once at start and
 * rewritten whole, through a temporary file and a rename, so that a crash mid-write never leaves half
 * a file. Values that are JSON are kept as JSON, so the file reads as the state itself.
 */
export class JsonFileStorage implements SandboxStorage {
  private readonly values = new Map<string, string>();
  private writeQueued = false;

  constructor(private readonly path: string) {
    let snapshot: unknown = null;
    try {
      snapshot = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      // No snapshot yet, or one that cannot be read: the sandbox starts from the seed.
    }
    if (typeof snapshot === 'object' && snapshot !== null && !Array.isArray(snapshot)) {
      for (const [key, value] of Object.entries(snapshot)) this.values.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
    this.queueWrite();
  }

  remove(key: string): void {
    this.values.delete(key);
    this.queueWrite();
  }

  /** Writes the snapshot now (at exit); a no-op when nothing changed since the last write. */
  writeNow(): void {
    if (!this.writeQueued) return;
    this.writeQueued = false;
    const snapshot: Record<string, unknown> = {};
    for (const [key, value] of this.values) snapshot[key] = parsedOrText(value);
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(snapshot));
    renameSync(temporary, this.path);
  }

  /** Deletes the snapshot: the next start begins from the seed. */
  static remove(path: string): void {
    rmSync(path, { force: true });
  }

  /** Several sets in one turn (the state and its revision marker) make one write. */
  private queueWrite(): void {
    if (this.writeQueued) return;
    this.writeQueued = true;
    setImmediate(() => this.writeNow());
  }
}

function parsedOrText(value: string): unknown {
  if (!value.startsWith('{') && !value.startsWith('[')) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
