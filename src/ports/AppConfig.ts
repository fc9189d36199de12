/** What the composition root decided at start-up and the screens need to know. */
export interface AppConfig {
  /** The API base, ending in /sreo/v0.1. */
  readonly apiBaseUrl: string;
  /** True when a sandbox serves the API: in the browser (no VITE_API_BASE_URL) or the sandbox server (npm start). */
  readonly sandbox: boolean;
  /** Origins of the configured single-sign-on identity providers, besides the app's own (e.g. https://sso.example). */
  readonly identityProviderOrigins?: readonly string[];
  /** The privacy policy's contact (docs/product.md section 1): VITE_SUPPORT_EMAIL, or the sandbox's. */
  readonly supportEmail: string;
  /** The backend's streak rule in the learner's words, where the app knows it (the sandbox's); else none is shown. */
  readonly streakRule?: string;
}

export const APP_CONFIG = Symbol.for('AppConfig');
