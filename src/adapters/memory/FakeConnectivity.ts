import { injectable } from 'inversify';
import type { Connectivity } from '../../ports';

/** Online or offline as a test says; listeners hear of every change. */
@injectable()
export class FakeConnectivity implements Connectivity {
  private online: boolean;
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(online = true) {
    this.online = online;
  }

  isOnline(): boolean {
    return this.online;
  }

  onChange(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }

  goOffline(): void {
    this.setOnline(false);
  }

  goOnline(): void {
    this.setOnline(true);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
