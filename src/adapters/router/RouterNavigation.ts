import { APP_BASE_PATH, type AppPath } from '../../domain';
import type { Navigation } from '../../ports';

/** React Router's navigate function, as `useNavigate()` returns it. */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

/**
 * Navigation through React Router's declarative <BrowserRouter> (its data router is three times the
 * size, on the sign-in page's critical path): the entry point hands over the router's navigate function
 * from a component inside the router, before any effect can navigate. The path is read from the
 * browser's location, which the router changes at once on navigate.
 */
export class RouterNavigation implements Navigation {
  private navigateWith: NavigateFunction | null = null;

  constructor(private readonly location: Pick<Location, 'pathname'> = window.location) {}

  /** The router's current navigate function (it changes with the location). */
  use(navigate: NavigateFunction): void {
    this.navigateWith = navigate;
  }

  navigate(path: AppPath, options?: { replace?: boolean }): void {
    if (!this.navigateWith) throw new Error('RouterNavigation: navigate before the router was rendered');
    this.navigateWith(path, options);
  }

  currentPath(): string {
    const { pathname } = this.location;
    if (pathname === APP_BASE_PATH) return '/';
    return pathname.startsWith(`${APP_BASE_PATH}/`) ? pathname.slice(APP_BASE_PATH.length) : pathname;
  }
}
