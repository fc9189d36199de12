/** A sandbox account shown on the sign-in page so that a visitor can try the app. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly note: string;
}

/** What the composition root decided at start-up and the screens need to know. */
export interface AppConfig {
  /** The API base, ending in /sreo/v0.1. */
  readonly apiBaseUrl: string;
  /** True when the in-browser sandbox backend serves the API (no VITE_API_BASE_URL). */
  readonly sandbox: boolean;
  /** Listed on the sign-in page in sandbox mode; empty against a real backend. */
  readonly demoAccounts: readonly DemoAccount[];
}

export const APP_CONFIG = Symbol.for('AppConfig');
