import { fail } from './types';

interface ThrottleLimits {
  /** Wrong passwords for one account within the window before it is refused. */
  readonly perAccount: number;
  /** Wrong passwords from one network address (any accounts) within the window before it is refused. */
  readonly perAddress: number;
  readonly windowMs: number;
}

const MINUTE_MS = 60_000;

const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * MINUTE_MS };

/** Past this many tracked keys, those whose window has ended are dropped (the map stays bounded). */
const TRACKED_KEYS_BEFORE_SWEEP = 10_000;

interface Failures {
  count: number;
  /** When the first wrong password of the window was given. */
  readonly since: number;
}

/**
 * Wrong passwords, counted per account and per network address over a window. Once either is over its
 * limit every password check for it is refused, the right password included, until the window that
 * began with its first wrong password ends: guessing costs a window per few guesses.
 *
 * The refusal is 403 `TooManyAttempts` with a message for the learner: the error catalogue shows a 403's
 * message as it is ("Server error" and the text), where a 429 would read "Our system is down".
 */
export class PasswordThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS) {}

  /** Refuses (403 TooManyAttempts) when the account or the address is over its limit. */
  check(email: string, address: string | undefined, now: number): void {
    const overAccount = this.count(accountKey(email), now) >= this.limits.perAccount;
    const overAddress = address !== undefined && this.count(addressKey(address), now) >= this.limits.perAddress;
    if (overAccount || overAddress) {
      const minutes = Math.ceil(this.limits.windowMs / MINUTE_MS);
      fail(403, 'TooManyAttempts', `Too many wrong passwords. Please wait ${minutes} minutes, then try again.`);
    }
  }

  /** A wrong password for the account, from the address. */
  noteFailure(email: string, address: string | undefined, now: number): void {
    this.sweep(now);
    for (const key of address === undefined ? [accountKey(email)] : [accountKey(email), addressKey(address)]) {
      const current = this.current(key, now);
      if (current) current.count += 1;
      else this.failures.set(key, { count: 1, since: now });
    }
  }

  /** The right password: the account's count starts again (the address's does not). */
  noteSuccess(email: string): void {
    this.failures.delete(accountKey(email));
  }

  private count(key: string, now: number): number {
    return this.current(key, now)?.count ?? 0;
  }

  private current(key: string, now: number): Failures | undefined {
    const failures = this.failures.get(key);
    if (failures && now - failures.since < this.limits.windowMs) return failures;
    this.failures.delete(key);
    return undefined;
  }

  private sweep(now: number): void {
    if (this.failures.size < TRACKED_KEYS_BEFORE_SWEEP) return;
    for (const key of [...this.failures.keys()]) this.current(key, now);
  }
}

function accountKey(email: string): string {
  return `account:${email}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}

/** Accounts one network address may open by sign-up within an hour. */
const SIGN_UPS_PER_ADDRESS = 20;
const SIGN_UP_WINDOW_MS = 60 * MINUTE_MS;

/**
 * Sign-ups counted per network address over an hour: past the limit, the address is refused (403
 * `TooManyAttempts`) until the hour that began with its first sign-up ends. In memory only; a caller
 * with no address (the page, jest) is not counted.
 */
export class SignUpLimit {
  private readonly counts = new Map<string, Failures>();

  admit(address: string | undefined, now: number): void {
    if (address === undefined) return;
    if (this.counts.size >= TRACKED_KEYS_BEFORE_SWEEP) {
      for (const [key, entry] of this.counts) if (now - entry.since >= SIGN_UP_WINDOW_MS) this.counts.delete(key);
    }
    const entry = this.counts.get(address);
    if (!entry || now - entry.since >= SIGN_UP_WINDOW_MS) {
      this.counts.set(address, { count: 1, since: now });
      return;
    }
    if (entry.count >= SIGN_UPS_PER_ADDRESS) fail(403, 'TooManyAttempts', 'Too many sign-ups from this network. Please wait an hour, then try again.');
    entry.count += 1;
  }
}
