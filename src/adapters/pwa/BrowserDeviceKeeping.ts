import type { DeviceKeeping } from '../../ports';

/** The service worker's cache for media (vite.config.ts's runtime rule reads it by the same name). */
export const MEDIA_CACHE = 'sreo-media';

/**
 * DeviceKeeping in the browser: `navigator.storage.persist()` for the storage, and the Cache Storage
 * that the service worker's media rule answers from for copies. A copy is put there by the page itself:
 * the first visit's images load before the service worker controls the page, so the worker never saw
 * them. The copy is asked for with CORS where the host answers it (the API does, on every path), so
 * that its status can be checked; a media host without CORS gets an opaque copy, as an `<img>` would.
 */
export class BrowserDeviceKeeping implements DeviceKeeping {
  private asked: Promise<boolean> | null = null;

  keepStorage(): Promise<boolean> {
    this.asked ??= (async () => {
      try {
        if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
        return (await navigator.storage.persisted()) || (await navigator.storage.persist());
      } catch {
        return false;
      }
    })();
    return this.asked;
  }

  async keepCopy(url: string): Promise<void> {
    try {
      if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
      const cache = await caches.open(MEDIA_CACHE);
      if (await cache.match(url)) return;
      const answer = await fetch(url, { mode: 'cors', credentials: 'include' }).catch(() => fetch(url, { mode: 'no-cors', credentials: 'include' }));
      if (answer.type === 'opaque' || answer.ok) await cache.put(url, answer);
    } catch {
      // Offline, a full quota or no Cache Storage: the image is simply not kept.
    }
  }
}
