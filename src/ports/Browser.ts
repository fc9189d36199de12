/** What the app asks of the browser window beyond rendering: reloads and leaving for another address. */
export interface Browser {
  reload(): void;
  /** Leave the app for an address (the single-sign-on identity provider). */
  assign(url: string): void;
  /** The app's own origin, e.g. https://learn.example.com. */
  origin(): string;
}

export const BROWSER = Symbol.for('Browser');
