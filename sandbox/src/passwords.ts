import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

/**
 * How the sandbox keeps passwords: only a salted hash is stored, and a password given is checked against
 * it. `hash` and `verify` are synchronous, as the sandbox answers every call synchronously. The sandbox
 * server (Node) binds scrypt from node:crypto (`scryptPasswords`); the sandbox in the page and in jest
 * uses PBKDF2-SHA256 through @noble/hashes, since WebCrypto's is asynchronous.
 */
export interface PasswordHasher {
  /** A salted hash of the password, self-describing (`scheme$parameters$salt$hash`). */
  hash(password: string): string;
  /** Whether the password matches a hash this hasher made; false for any other text. */
  verify(password: string, stored: string): boolean;
}

const PBKDF2_SCHEME = 'pbkdf2-sha256';
/** The in-page demo's cost: its accounts and data never leave the visitor's browser. */
const PBKDF2_ITERATIONS = 2_000;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** How many recent successful checks `pbkdf2Passwords` remembers. */
const VERIFIED_REMEMBERED = 64;

/**
 * PBKDF2-SHA256, synchronous and pure JavaScript: the in-page sandbox's and jest's hasher. Pure
 * JavaScript derives about twenty times slower than node:crypto, and the demo accounts sign in over and
 * over (every test does), so a password that matched a hash is remembered as matching it, for the
 * latest few pairs, in memory only and keyed by the hash and the password's SHA-256, never the password.
 */
export function pbkdf2Passwords(iterations = PBKDF2_ITERATIONS): PasswordHasher {
  const derive = (password: string, salt: Uint8Array, rounds: number) => pbkdf2(sha256, password, salt, { c: rounds, dkLen: KEY_BYTES });
  const verified = new Set<string>();
  const remember = (pair: string) => {
    verified.add(pair);
    for (const oldest of verified) {
      if (verified.size <= VERIFIED_REMEMBERED) break;
      verified.delete(oldest);
    }
  };
  const check = (password: string, stored: string): boolean => {
    const [scheme, rounds, salt, key] = stored.split('$');
    if (scheme !== PBKDF2_SCHEME || !salt || !key || !/^\d{1,7}$/.test(rounds ?? '')) return false;
    try {
      return sameBytes(derive(password, hexToBytes(salt), Number(rounds)), hexToBytes(key));
    } catch {
      return false;
    }
  };
  return {
    hash(password) {
      const salt = randomBytes(SALT_BYTES);
      return [PBKDF2_SCHEME, iterations, bytesToHex(salt), bytesToHex(derive(password, salt, iterations))].join('$');
    },
    verify(password, stored) {
      const pair = `${stored} ${bytesToHex(sha256(new TextEncoder().encode(password)))}`;
      if (verified.has(pair)) return true;
      const matches = check(password, stored);
      if (matches) remember(pair);
      return matches;
    },
  };
}

/** Compares in time that depends only on the length, so a near miss is not told apart from a far one. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** Whether a stored value is a hash of a scheme the sandbox has used (anything else is a legacy plain password). */
export function looksHashed(stored: string): boolean {
  return /^[a-z0-9-]+\$\d/.test(stored);
}

/**
 * One hasher's hash of the demo password, made once and shared by every seeded demo account of every
 * sandbox that hasher serves: seeding (every test's fresh sandbox, every reset) costs no hashing.
 */
export function demoPasswordHash(hasher: PasswordHasher, demoPassword: string): string {
  let hash = demoHashes.get(hasher);
  if (hash === undefined) {
    hash = hasher.hash(demoPassword);
    demoHashes.set(hasher, hash);
  }
  return hash;
}

const demoHashes = new WeakMap<PasswordHasher, string>();

/**
 * A hash of a password nobody knows, one per hasher: a sign-in for an unknown account is checked against
 * it, so a wrong password takes the same time whether the account exists or not.
 */
export function standInHash(hasher: PasswordHasher): string {
  let hash = standIns.get(hasher);
  if (hash === undefined) {
    hash = hasher.hash(bytesToHex(randomBytes(SALT_BYTES)));
    standIns.set(hasher, hash);
  }
  return hash;
}

const standIns = new WeakMap<PasswordHasher, string>();
