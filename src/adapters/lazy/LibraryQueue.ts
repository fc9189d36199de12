/** When to start fetching a library: by default once the page has loaded and the browser is idle. */
export type LoadScheduler = (start: () => void) => void;

const afterFirstPaint: LoadScheduler = (start) => {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => start(), { timeout: 5000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/** How many times a library is asked for before the page gives up on it (blocked by the browser). */
const LIBRARY_LOAD_ATTEMPTS = 3;

/**
 * Calls to a library that is fetched later (a dynamic import): they wait in order until it arrives and
 * are then replayed. If it does not arrive (blocked by the learner's browser, offline) the waiting calls
 * are dropped, since analytics and error tracing must never break the app; a later call asks for the
 * library again, up to LIBRARY_LOAD_ATTEMPTS times, so one network blip does not silence it for the visit.
 */
export class LibraryQueue<L> {
  private library: L | null = null;
  private pending: ((library: L) => void)[] | null = [];
  private requested = false;
  private attempts = 0;

  constructor(
    private readonly load: () => Promise<L>,
    private readonly schedule: LoadScheduler = afterFirstPaint,
  ) {}

  run(call: (library: L) => void): void {
    if (this.library) {
      call(this.library);
      return;
    }
    if (this.pending === null) return;
    this.pending.push(call);
    if (!this.requested) {
      this.requested = true;
      this.schedule(() => void this.arrive());
    }
  }

  private async arrive(): Promise<void> {
    this.attempts += 1;
    try {
      const library = await this.load();
      const calls = this.pending ?? [];
      this.pending = [];
      this.library = library;
      for (const call of calls) call(library);
    } catch {
      this.requested = false;
      this.pending = this.attempts < LIBRARY_LOAD_ATTEMPTS ? [] : null;
    }
  }
}
