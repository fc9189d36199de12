import { injectable } from 'inversify';
import type { IdGenerator } from '../../ports';

/** Random UUIDs from the browser's Web Crypto. */
@injectable()
export class CryptoIdGenerator implements IdGenerator {
  newId(): string {
    return globalThis.crypto.randomUUID();
  }
}
