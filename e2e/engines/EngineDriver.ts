/**
 * The one small interface the cross-engine steps (learnersDay.ts) drive a browser through. Each engine
 * has an adapter: Firefox through puppeteer-core over WebDriver BiDi (firefoxDriver.ts), WebKit through
 * webdriverio against WebKitWebDriver and MiniBrowser (webkitDriver.ts). Elements are reached by a CSS
 * selector the steps make (they mark what they found by role and name with a data attribute), so that a
 * click or a key is the engine's own input, not a script's.
 */
export type EngineName = 'firefox' | 'webkit';

/** The keys the learner's day presses. */
export type Key = 'Enter' | 'Space' | 'Tab' | 'Escape' | '1' | '2' | '3' | '4';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** The page's inner width the engine gave (WebKit's MiniBrowser window cannot be narrower than 447 px). */
  viewportWidth(): Promise<number>;
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs a function in the page (awaiting a promise it returns); arguments and result go as JSON. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /**
   * A real mouse click in the middle of the element, scrolled into the middle of the view first. Answers
   * false at once, clicking nothing, when no element matches (never waits for one: Screen.click retries).
   */
  click(selector: string): Promise<boolean>;
  press(key: Key): Promise<void>;
  type(text: string): Promise<void>;
  /** A cookie for `url`'s host, set before the page asks for it (the sandbox server's test world). */
  setCookie(url: string, name: string, value: string): Promise<void>;
  /** Every console error and uncaught error or rejection the engine reported so far. */
  consoleErrors(): Promise<readonly string[]>;
  close(): Promise<void>;
}

/** What a driver is started with: its size, and where the browser's display is (Xvfb). */
export interface EngineOptions {
  readonly viewport: Viewport;
  readonly display: string;
}

/**
 * A function and its arguments as one expression of page source. tsx (esbuild, keeping names) may wrap
 * the function's inner functions in a `__name` helper that only exists in Node: the expression brings
 * its own.
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: readonly unknown[]): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((target) => target)`;
}
