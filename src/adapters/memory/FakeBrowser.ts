import { injectable } from 'inversify';
import type { Browser } from '../../ports';

/** Records the reloads and departures the app asks for instead of making them. */
@injectable()
export class FakeBrowser implements Browser {
  reloads = 0;
  readonly assigned: string[] = [];
  private appOrigin: string;
  /** The window's width in CSS pixels: a phone's until a test resizes it. */
  #width = 390;
  readonly #widthWatchers = new Set<() => void>();
  /** Work after the frame, while frames are held (`holdFrames`); null: it runs at once. */
  #afterFrame: (() => void)[] | null = null;

  constructor(origin = 'http://localhost:5173') {
    this.appOrigin = origin;
  }

  reload(): void {
    this.reloads += 1;
  }

  assign(url: string): void {
    this.assigned.push(url);
  }

  origin(): string {
    return this.appOrigin;
  }

  /** At once, so that a test sees the work done when the command resolves; or at `paint()` once frames are held. */
  afterPaint(task: () => void): void {
    if (this.#afterFrame) this.#afterFrame.push(task);
    else task();
  }

  /** From now on, work after the frame waits for `paint()`, as in a browser before its next frame. */
  holdFrames(): void {
    this.#afterFrame ??= [];
  }

  /** The next frame is painted: the work waiting for it runs. */
  paint(): void {
    for (const task of this.#afterFrame?.splice(0) ?? []) task();
  }

  atLeastWide(px: number): boolean {
    return this.#width >= px;
  }

  onWidthCrossing(px: number, onChange: (atLeast: boolean) => void): () => void {
    let atLeast = this.atLeastWide(px);
    const watcher = () => {
      if (atLeast !== this.atLeastWide(px)) onChange((atLeast = !atLeast));
    };
    this.#widthWatchers.add(watcher);
    return () => this.#widthWatchers.delete(watcher);
  }

  /** The window is resized to `width` CSS pixels: the watchers of a width it crosses are told. */
  resize(width: number): void {
    this.#width = width;
    for (const watcher of this.#widthWatchers) watcher();
  }

  setOrigin(origin: string): void {
    this.appOrigin = origin;
  }

  /** The last address the app left for, if any. */
  get lastAssigned(): string | undefined {
    return this.assigned[this.assigned.length - 1];
  }
}
