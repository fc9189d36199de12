/** What the app asks of the browser window beyond rendering: reloads, leaving for another address, its width. */
export interface Browser {
  reload(): void;
  /** Leave the app for an address (the single-sign-on identity provider). */
  assign(url: string): void;
  /** The app's own origin, e.g. https://learn.example.com. */
  origin(): string;
  /** Runs `task` once the next frame is on screen, or sooner when the page is being left (nothing is lost with the tab). */
  afterPaint(task: () => void): void;
  /** Whether the window is at least `px` wide (a CSS media query's min-width). */
  atLeastWide(px: number): boolean;
  /** Tells `onChange` each time the window crosses `px` wide, until the returned stop is called. */
  onWidthCrossing(px: number, onChange: (atLeast: boolean) => void): () => void;
}

export const BROWSER = Symbol.for('Browser');
