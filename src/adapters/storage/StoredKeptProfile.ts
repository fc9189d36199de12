import { inject, injectable } from 'inversify';
import { ERROR_TRACING, KEY_VALUE_STORAGE, type ErrorTracing, type KeptProfile, type KeptProfileStore, type KeyValueStorage } from '../../ports';
import { keptProfileFromJson, keptProfileToJson } from '../http/dto/KeptProfileDto';
import { KEPT_PROFILE_KEY } from './StoredSessionStore';

/**
 * The kept profile as JSON under one key of the storage port (so it degrades as the port does when the
 * browser refuses the device's storage), beside the session token: clearing the session wipes it. Read
 * back through the DTOs, so it is bound with the HTTP adapters and loads with them, off the first paint.
 */
@injectable()
export class StoredKeptProfile implements KeptProfileStore {
  constructor(
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing,
  ) {}

  async keep(profile: KeptProfile): Promise<void> {
    this.storage.set(KEPT_PROFILE_KEY, keptProfileToJson(profile));
  }

  async read(): Promise<KeptProfile | null> {
    const kept = this.storage.get(KEPT_PROFILE_KEY);
    if (kept === null) return null;
    try {
      return keptProfileFromJson(kept);
    } catch (error) {
      this.storage.remove(KEPT_PROFILE_KEY);
      this.errorTracing.report(error, { kept: KEPT_PROFILE_KEY });
      return null;
    }
  }
}
