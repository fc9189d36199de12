import type { SandboxState } from './model';

/** The most e-mails the sandbox mailbox keeps (the newest). */
const MAILBOX_LIMIT = 200;
/** An e-mail's secret lives a day: the message goes with it. */
const MAIL_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * Drops what has expired: sessions, password-reset secrets and single-sign-on codes past their
 * `expiresAt`, e-mails older than a day, and e-mails past the newest MAILBOX_LIMIT. Nothing a learner can
 * still use goes; the state stops growing with records nobody can use.
 */
export function purgeExpired(state: SandboxState, now: number): void {
  for (const records of [state.sessions, state.resetSecrets, state.ssoCodes]) {
    for (const [key, record] of Object.entries(records)) if (record.expiresAt <= now) delete records[key];
  }
  const fresh = state.mailbox.filter((message) => now - Date.parse(message.at) < MAIL_LIFETIME_MS);
  if (fresh.length !== state.mailbox.length || fresh.length > MAILBOX_LIMIT) state.mailbox = fresh.slice(-MAILBOX_LIMIT);
}
