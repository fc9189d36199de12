import type { Browser, Connectivity, SessionStore } from '../../src/ports';

/** Small in-test fakes of the ports the HTTP adapter reads. */

export class FakeSessionStore implements SessionStore {
  private stored: string | null = null;

  token(): string | null {
    return this.stored;
  }

  save(token: string): void {
    this.stored = token;
  }

  clear(): void {
    this.stored = null;
  }
}

export class FakeConnectivity implements Connectivity {
  online = true;

  isOnline(): boolean {
    return this.online;
  }

  onChange(): () => void {
    return () => undefined;
  }
}

export class FakeBrowser implements Browser {
  reloads = 0;
  readonly assigned: string[] = [];

  reload(): void {
    this.reloads += 1;
  }

  assign(url: string): void {
    this.assigned.push(url);
  }

  origin(): string {
    return 'http://app.test';
  }
}
