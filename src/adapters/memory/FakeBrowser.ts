import { injectable } from 'inversify';
import type { Browser } from '../../ports';

/** Records the reloads and departures the app asks for instead of making them. */
@injectable()
export class FakeBrowser implements Browser {
  reloads = 0;
  readonly assigned: string[] = [];
  private appOrigin: string;

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

  /** At once: a test sees the work done when the command resolves. */
  afterPaint(task: () => void): void {
    task();
  }

  setOrigin(origin: string): void {
    this.appOrigin = origin;
  }

  /** The last address the app left for, if any. */
  get lastAssigned(): string | undefined {
    return this.assigned[this.assigned.length - 1];
  }
}
