/** A sandbox account shown on the sign-in page so that a visitor can try the app. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly note: string;
}

/** An e-mail the sandbox "sent" (a password-reset link), shown to the demo user in sandbox mode. */
export interface SandboxMail {
  readonly to: string;
  readonly subject: string;
  /** Under the app's /app base, e.g. /app/pws?secret=... */
  readonly link: string;
  /** ISO 8601. */
  readonly at: string;
}

/** The sandbox's mailbox: what it "e-mailed" to an address, newest last. */
export interface SandboxMailbox {
  messagesTo(email: string): Promise<readonly SandboxMail[]>;
}

/** What the composition root decided at start-up and the screens need to know. */
export interface AppConfig {
  /** The API base, ending in /sreo/v0.1. */
  readonly apiBaseUrl: string;
  /** True when a sandbox serves the API: in the browser (no VITE_API_BASE_URL) or the sandbox server (npm start). */
  readonly sandbox: boolean;
  /** Listed on the sign-in page in sandbox mode; empty against a real backend. */
  readonly demoAccounts: readonly DemoAccount[];
  /** The sandbox's mailbox, in sandbox mode only, so a demo password reset can be finished. */
  readonly mailbox?: SandboxMailbox;
  /** Origins of the configured single-sign-on identity providers, besides the app's own (e.g. https://sso.example). */
  readonly identityProviderOrigins?: readonly string[];
  /** The privacy policy's contact (SPEC.md section 1): VITE_SUPPORT_EMAIL, or the sandbox's. */
  readonly supportEmail: string;
  /** The backend's streak rule in the learner's words, where the app knows it (the sandbox's); else none is shown. */
  readonly streakRule?: string;
}

export const APP_CONFIG = Symbol.for('AppConfig');
