import { injectable } from 'inversify';
import type { Browser } from '../../ports';

@injectable()
export class WindowBrowser implements Browser {
  reload(): void {
    window.location.reload();
  }

  assign(url: string): void {
    window.location.assign(url);
  }

  origin(): string {
    return window.location.origin;
  }
}
