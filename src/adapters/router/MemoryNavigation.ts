import { injectable } from 'inversify';
import type { AppPath } from '../../domain';
import type { Navigation } from '../../ports';

/** Navigation without a browser: remembers where the app was sent, for tests and headless use. */
@injectable()
export class MemoryNavigation implements Navigation {
  readonly history: string[] = ['/'];

  navigate(path: AppPath): void {
    this.history.push(path);
  }

  currentPath(): string {
    return this.history[this.history.length - 1] ?? '/';
  }
}
