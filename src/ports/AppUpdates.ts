/**
 * A newer version of the app, installed in the background (the service worker of an installable build)
 * and waiting for the learner's word: it never takes over a page by itself.
 */
export interface AppUpdates {
  /** Calls `listener` when a new version is waiting (at once if one already is); answers a function that stops listening. */
  onUpdateWaiting(listener: () => void): () => void;
  /** Switches to the waiting version and reloads the page. */
  applyUpdate(): void;
}

export const APP_UPDATES = Symbol.for('AppUpdates');
