import type { AppUpdates } from '../../ports';

/** AppUpdates for tests: `publish()` makes a new version wait; `applied` counts the reloads asked for. */
export class FakeAppUpdates implements AppUpdates {
  applied = 0;
  private waiting = false;
  private readonly listeners = new Set<() => void>();

  publish(): void {
    this.waiting = true;
    this.listeners.forEach((listener) => listener());
  }

  onUpdateWaiting(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.waiting) listener();
    return () => this.listeners.delete(listener);
  }

  applyUpdate(): void {
    if (this.waiting) this.applied += 1;
  }
}
