/** What the app asks of the browser window beyond rendering: reloads and leaving for another address. */
export interface Browser {
  reload(): void;
  /** Leave the app for an address (the single-sign-on identity provider). */
  assign(url: string): void;
  /** The app's own origin, e.g. https://learn.example.com. */
  origin(): string;
  /** Runs `task` once the next frame is on screen, or sooner when the page is being left (nothing is lost with the tab). */
  afterPaint(task: () => void): void;
}

export const BROWSER = Symbol.for('Browser');
