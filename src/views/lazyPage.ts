import { lazy, type ComponentType } from 'react';

/** SPEC.md section 9: a lazily loaded part that has not arrived after 120 seconds has failed. */
const LAZY_LOAD_TIMEOUT_MS = 120_000;

class LazyLoadTimeoutError extends Error {
  constructor() {
    super(`A part of the app did not load within ${LAZY_LOAD_TIMEOUT_MS / 1000} seconds`);
  }
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LazyLoadTimeoutError()), timeoutMs);
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

/**
 * A screen loaded on first visit, in its own chunk, so signed-in screens stay off the sign-in page's
 * critical path. `pick` names the export: lazyPage(() => import('./pages/X'), (m) => m.XPage).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => withTimeout(load).then((module) => ({ default: pick(module) })));
}
