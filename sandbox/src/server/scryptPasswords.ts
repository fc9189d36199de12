import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../passwords';

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's minimum for scrypt (2^17 is its first choice; this keeps a sign-in near 50 ms on a laptop). */
const SERVER_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const SCHEME = 'scrypt';

/** The sandbox server's passwords: salted scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (hex). */
export function scryptPasswords(cost: ScryptCost = SERVER_COST): PasswordHasher {
  const derive = (password: string, salt: Buffer, { N, r, p }: ScryptCost) => scryptSync(password, salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r });
  return {
    hash(password) {
      const salt = randomBytes(SALT_BYTES);
      return [SCHEME, cost.N, cost.r, cost.p, salt.toString('hex'), derive(password, salt, cost).toString('hex')].join('$');
    },
    verify(password, stored) {
      const [scheme, N, r, p, salt, key] = stored.split('$');
      const numbers = [N, r, p].map((value) => (/^\d{1,8}$/.test(value ?? '') ? Number(value) : Number.NaN));
      if (scheme !== SCHEME || !salt || !key || numbers.some(Number.isNaN)) return false;
      try {
        const expected = Buffer.from(key, 'hex');
        const actual = derive(password, Buffer.from(salt, 'hex'), { N: numbers[0]!, r: numbers[1]!, p: numbers[2]! });
        return actual.length === expected.length && timingSafeEqual(actual, expected);
      } catch {
        return false;
      }
    },
  };
}
