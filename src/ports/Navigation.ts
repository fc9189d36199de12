/** App-relative routing (paths under the /app base, e.g. '/welcomeBack'), usable without React. */
export interface Navigation {
  navigate(path: string, options?: { replace?: boolean }): void;
  currentPath(): string;
}

export const NAVIGATION = Symbol.for('Navigation');
