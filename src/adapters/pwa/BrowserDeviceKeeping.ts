import type { DeviceKeeping } from '../../ports';

/** The Cache Storage that keeps the media the page draws from the device. */
const MEDIA_CACHE = 'sreo-media';

/**
 * DeviceKeeping in the browser: `navigator.storage.persist()` for the storage, and the Cache Storage for
 * copies. The page keeps a copy itself and draws it from a `blob:` address of its own (decision 0340): an
 * `<img>` of it is never a request the service worker answers, so the installed app shows it offline, and
 * Firefox has no worker's answer to report as failed when the page cancels the image's load (a reload, a
 * re-render). The copy is asked for with CORS (the API answers it on every path), so that its status can
 * be checked and its body read; a host that does not answer CORS, a failed request or no Cache Storage
 * leave the image drawn from its own address.
 */
export class BrowserDeviceKeeping implements DeviceKeeping {
  private asked: Promise<boolean> | null = null;
  /** One `blob:` address an image for the page's life, however often the shell is drawn. */
  private readonly drawn = new Map<string, Promise<string>>();

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

  keepCopy(url: string): Promise<string> {
    const drawn = this.drawn.get(url) ?? this.copyAddress(url);
    this.drawn.set(url, drawn);
    return drawn.then((address) => {
      // An image not kept is asked for again next time: the device may be online by then.
      if (address === url) this.drawn.delete(url);
      return address;
    });
  }

  private async copyAddress(url: string): Promise<string> {
    try {
      if (typeof caches === 'undefined') return url;
      const cache = await caches.open(MEDIA_CACHE);
      // The kept answer may vary on Origin, which the page's fetch sent and a plain address does not.
      let copy = await cache.match(url, { ignoreVary: true });
      if (!copy) {
        const answer = await fetch(url, { mode: 'cors', credentials: 'include' });
        if (!answer.ok) return url;
        await cache.put(url, answer);
        copy = await cache.match(url, { ignoreVary: true });
      }
      // An opaque copy (an older build's, of a host without CORS) has no body to draw.
      return copy?.ok ? URL.createObjectURL(await copy.blob()) : url;
    } catch {
      // Offline, a full quota, a host without CORS or no Cache Storage: the image is drawn from its address.
      return url;
    }
  }
}
