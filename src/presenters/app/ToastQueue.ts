import { makeAutoObservable } from 'mobx';

export type ToastType = 'info' | 'warning' | 'error';

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly text: string;
}

/** docs/product.md section 9: 500 ms before showing, 2000 ms visible, 500 ms before the next one. */
export const TOAST_TIMINGS = { showAfterMs: 500, visibleMs: 2000, resetAfterMs: 500 } as const;

/**
 * The bottom toast: queued toasts show one at a time. `current` is the toast on stage and `visible`
 * whether it has slid up, so the view animates the 0.5 s in and out.
 */
export class ToastQueue {
  current: Toast | null = null;
  visible = false;
  // Bookkeeping MobX does not see (ES private fields are not properties it can observe).
  readonly #waiting: Toast[] = [];
  #nextId = 1;
  /** Timers of a toast that was cleared away must not touch the next one. */
  #timers: ReturnType<typeof setTimeout>[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get pending(): number {
    return this.#waiting.length;
  }

  push(type: ToastType, text: string): void {
    this.#waiting.push({ id: this.#nextId++, type, text });
    if (!this.current) this.stageNext();
  }

  /** Drops every toast, shown or waiting (they were for the learner who signed out). */
  clear(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
    this.#waiting.length = 0;
    this.current = null;
    this.visible = false;
  }

  private stageNext(): void {
    const toast = this.#waiting.shift();
    if (!toast) return;
    this.current = toast;
    this.#timers = [
      setTimeout(() => this.setVisible(true), TOAST_TIMINGS.showAfterMs),
      setTimeout(() => this.setVisible(false), TOAST_TIMINGS.showAfterMs + TOAST_TIMINGS.visibleMs),
      setTimeout(() => this.clearStage(), TOAST_TIMINGS.showAfterMs + TOAST_TIMINGS.visibleMs + TOAST_TIMINGS.resetAfterMs),
    ];
  }

  private setVisible(visible: boolean): void {
    this.visible = visible;
  }

  private clearStage(): void {
    this.current = null;
    this.stageNext();
  }
}
