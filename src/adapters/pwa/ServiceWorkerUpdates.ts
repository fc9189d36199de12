import type { AppUpdates } from '../../ports';

/** The slice of workbox-window's Workbox that the app uses. */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  messageSkipWaiting(): void;
}

/**
 * AppUpdates over the installable build's service worker, through workbox-window. `start` registers
 * the worker once the first screen is up (workbox-window is fetched then, off the sign-in page's
 * critical path); until then, and in builds without one, no update is ever waiting. A version waiting
 * is switched to only by `applyUpdate` (the learner's "Reload now"), or by the browser once every tab of
 * the app is closed: never under a learner mid-card.
 */
export class ServiceWorkerUpdates implements AppUpdates {
  private waiting = false;
  private workbox: WorkboxLike | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly reload: () => void = () => window.location.reload()) {}

  /** Registers `scriptUrl`; `load` makes the Workbox (a dynamic import of workbox-window in the browser). */
  async start(load: () => Promise<WorkboxLike>): Promise<void> {
    const workbox = await load();
    this.workbox = workbox;
    // Fired for a version that finished installing, and at once for one already waiting from an earlier visit.
    workbox.addEventListener('waiting', () => {
      this.waiting = true;
      this.listeners.forEach((listener) => listener());
    });
    await workbox.register();
  }

  onUpdateWaiting(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.waiting) listener();
    return () => this.listeners.delete(listener);
  }

  applyUpdate(): void {
    const workbox = this.workbox;
    if (!workbox || !this.waiting) return;
    // Reload once the new version controls the page, so that the page and the worker agree.
    workbox.addEventListener('controlling', () => this.reload());
    workbox.messageSkipWaiting();
  }
}
