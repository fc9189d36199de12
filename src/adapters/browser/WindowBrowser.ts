import { injectable } from 'inversify';
import type { Browser } from '../../ports';

/** A hidden page paints no frame: work waits at most this long for one. */
const LONGEST_WAIT_MS = 1000;

@injectable()
export class WindowBrowser implements Browser {
  /** Work waiting for the next frame, run together once it is painted. */
  #waiting: (() => void)[] = [];
  #longest: ReturnType<typeof setTimeout> | undefined;
  /** Batches run so far: a frame's callback left from a batch the timer or a hidden page ran must not run the next. */
  #batchesRun = 0;
  #listening = false;

  reload(): void {
    window.location.reload();
  }

  assign(url: string): void {
    window.location.assign(url);
  }

  origin(): string {
    return window.location.origin;
  }

  atLeastWide(px: number): boolean {
    return window.matchMedia(`(min-width: ${px}px)`).matches;
  }

  onWidthCrossing(px: number, onChange: (atLeast: boolean) => void): () => void {
    const query = window.matchMedia(`(min-width: ${px}px)`);
    const listener = (event: MediaQueryListEvent) => onChange(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }

  /**
   * In the browser's first idle time: after the frame that shows what the page has just changed, and after
   * the tasks that were waiting behind it (an idle period only begins once a frame is drawn and nothing else
   * waits). Where the browser has no idle callbacks (Safari): after the next animation frame's frame.
   */
  afterPaint(task: () => void): void {
    this.#waiting.push(task);
    if (this.#waiting.length > 1) return;
    this.runWhenLeft();
    const batch = this.#batchesRun;
    const runThisBatch = () => batch === this.#batchesRun && this.runWaiting();
    if ('requestIdleCallback' in window) requestIdleCallback(runThisBatch);
    else requestAnimationFrame(() => setTimeout(runThisBatch, 0));
    this.#longest = setTimeout(() => this.runWaiting(), LONGEST_WAIT_MS);
  }

  private runWaiting(): void {
    this.#batchesRun += 1;
    clearTimeout(this.#longest);
    for (const task of this.#waiting.splice(0)) task();
  }

  /** The page hidden or left: what waits runs now, before the tab can be closed. */
  private runWhenLeft(): void {
    if (this.#listening) return;
    this.#listening = true;
    window.addEventListener('pagehide', () => this.runWaiting());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.runWaiting();
    });
  }
}
