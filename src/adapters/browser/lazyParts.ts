import { injectable } from 'inversify';
import type { PartLoader } from '../../ports';

/** docs/product.md section 9: a lazily loaded part that has not arrived after 120 seconds has failed. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class LazyLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`A part of the app did not load within ${Math.round(timeoutMs / 1000)} seconds`);
    this.name = 'LazyLoadTimeoutError';
  }
}

export interface LazyLoadOptions {
  readonly timeoutMs?: number;
  /** Imports a module by its address; the browser's own dynamic import unless a test says otherwise. */
  readonly importUrl?: (url: string) => Promise<unknown>;
}

/** Rejects once `timeoutMs` has passed without an answer. */
function withTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LazyLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The address of the module whose fetch failed, as browsers name it in the import's error message. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /\bhttps?:\/\/\S+?\.m?js(?:\?\S*)?(?=$|\s)/.exec(message)?.[0] ?? null;
}

let retries = 0;

/**
 * Loads a lazily loaded part (`load` is a dynamic import and nothing more) with one more try after a failure, which works whether or
 * not the browser keeps a failed module fetch (whatwg/html#10327): first the import as it is (browsers
 * that fetch again), then the failed chunk's own address with a query that makes it a new fetch
 * (browsers that keep the failure). The whole attempt times out after 120 seconds.
 */
export function loadLazyPart<M>(load: () => Promise<M>, options: LazyLoadOptions = {}): Promise<M> {
  const importUrl = options.importUrl ?? ((url: string) => import(/* @vite-ignore */ url));
  return withTimeout(async () => {
    try {
      return await load();
    } catch (first) {
      try {
        return await load();
      } catch (second) {
        const url = failedModuleUrl(second) ?? failedModuleUrl(first);
        if (url === null) throw second;
        retries += 1;
        return (await importUrl(`${url}${url.includes('?') ? '&' : '?'}retry=${retries}`)) as M;
      }
    }
  }, options.timeoutMs);
}

/**
 * A lazily loaded part, loaded on first use and then kept, made ready by `prepare` (which must not be
 * part of `load`: a retried import answers the module itself). A failed load is not kept: the next use
 * tries again, so a network blip during the idle preload does not break that part for the rest of the visit.
 */
export function lazyPart<M, T>(load: () => Promise<M>, prepare: (module: M) => T, options: LazyLoadOptions = {}): () => Promise<T> {
  let ready: Promise<T> | null = null;
  return () =>
    (ready ??= loadLazyPart(load, options)
      .then(prepare)
      .catch((error: unknown) => {
        ready = null;
        throw error;
      }));
}

/** The PartLoader port in the browser: lazyPart with the browser's own dynamic import. */
@injectable()
export class BrowserPartLoader implements PartLoader {
  lazyPart<M, T>(load: () => Promise<M>, prepare: (module: M) => T): () => Promise<T> {
    return lazyPart(load, prepare);
  }
}
