import { createElement, use, type ComponentType } from 'react';
import { PART_LOADER, type PartLoader } from '../ports';
import { usePresenter } from './container/ContainerContext';

/**
 * A screen loaded on first visit, in its own chunk, so signed-in screens stay off the sign-in page's
 * critical path. `pick` names the export: lazyPage(() => import('./pages/X'), (m) => m.XPage).
 *
 * Unlike React.lazy, which keeps a failed load for good, a chunk that fails is tried again (the
 * PartLoader port), and if that fails too, the screen's error boundary shows the crash panel and the
 * next visit loads it anew.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  let component: (() => Promise<ComponentType>) | null = null;
  return function LazyPage() {
    const parts = usePresenter<PartLoader>(PART_LOADER);
    component ??= parts.lazyPart(load, pick);
    return createElement(use(component()));
  };
}
