import type { SandboxStore } from './store/SandboxStore';

/** The most e-mails the sandbox mailbox keeps (the newest). */
const MAILBOX_LIMIT = 200;
/** An e-mail's secret lives a day: the message goes with it. */
const MAIL_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * Drops what has expired: sessions, password-reset secrets and single-sign-on codes past their
 * `expiresAt`, e-mails older than a day, and e-mails past the newest MAILBOX_LIMIT. Nothing a learner can
 * still use goes; the store stops growing with records nobody can use.
 */
export function purgeExpired(store: SandboxStore, now: number): void {
  store.purge(now, now - MAIL_LIFETIME_MS, MAILBOX_LIMIT);
}
