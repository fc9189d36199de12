import type { AppPath } from '../../domain';
import type { Navigation } from '../../ports';

/** The slice of React Router's data router that navigation needs (router.navigate works outside React). */
export interface DataRouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  readonly state: { readonly location: { readonly pathname: string } };
}

export class RouterNavigation implements Navigation {
  constructor(private readonly router: DataRouterLike) {}

  navigate(path: AppPath, options?: { replace?: boolean }): void {
    void this.router.navigate(path, options);
  }

  currentPath(): string {
    return this.router.state.location.pathname;
  }
}
