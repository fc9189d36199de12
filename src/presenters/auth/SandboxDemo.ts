/** An account a visitor may try the app with (a sandbox's demo account). */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly note: string;
}

/** An e-mail the sandbox "sent" (a password-reset link), shown to the demo user. */
export interface DemoMail {
  readonly to: string;
  readonly subject: string;
  /** Under the app's /app base, e.g. /app/pws?secret=... */
  readonly link: string;
  /** ISO 8601. */
  readonly at: string;
}

/**
 * What the sign-in and reset pages offer when a sandbox is the backend: its demo accounts, and its
 * mailbox, so that a demo password reset can be finished. The composition root binds the sandbox's
 * (which speaks these shapes without importing them); against a real backend there is none.
 */
export interface SandboxDemo {
  readonly accounts: readonly DemoAccount[];
  /** What the sandbox "e-mailed" to an address, oldest first; null where there is no sandbox. */
  readonly mailbox: ((email: string) => Promise<readonly DemoMail[]>) | null;
}

export const NO_SANDBOX_DEMO: SandboxDemo = { accounts: [], mailbox: null };

export const SANDBOX_DEMO = Symbol.for('SandboxDemo');
