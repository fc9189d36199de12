import { injectable } from 'inversify';
import type { Connectivity } from '../../ports';

/** navigator.onLine and the window's online/offline events. */
@injectable()
export class NavigatorConnectivity implements Connectivity {
  isOnline(): boolean {
    return navigator.onLine;
  }

  onChange(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
