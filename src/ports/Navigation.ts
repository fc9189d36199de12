import type { AppPath } from '../domain';

/** App-relative routing (the paths of `PATHS`, under the /app base), usable without React. */
export interface Navigation {
  navigate(path: AppPath, options?: { replace?: boolean }): void;
  currentPath(): string;
}

export const NAVIGATION = Symbol.for('Navigation');
