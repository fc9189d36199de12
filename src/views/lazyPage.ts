import { createElement, use, type ComponentType } from 'react';
import { lazyPart } from '../domain';

/**
 * A screen loaded on first visit, in its own chunk, so signed-in screens stay off the sign-in page's
 * critical path. `pick` names the export: lazyPage(() => import('./pages/X'), (m) => m.XPage).
 *
 * Unlike React.lazy, which keeps a failed load for good, a chunk that fails is tried again (see
 * loadLazyPart), and if that fails too, the screen's error boundary shows the crash panel and the next
 * visit loads it anew.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const component = lazyPart(load, pick);
  return function LazyPage() {
    return createElement(use(component()));
  };
}
