import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * How a session token or a reset secret is kept: its SHA-256, so the store's file (a backup, a copy
 * shared to debug) holds nothing that signs anyone in. The values are random UUIDs: a plain hash is
 * enough, no salt or stretching.
 */
export function secretHash(secret: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(secret)));
}
