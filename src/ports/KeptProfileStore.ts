import type { NextStep, User } from '../domain/entities';

/**
 * What the device keeps of a signed-in learner so that the app opens signed in with no connection: the
 * learner as the backend last answered, and Today's Cards as they last loaded, with when (ms since the
 * epoch). It belongs to the stored session: clearing the session (SessionStore.clear) wipes it.
 */
export interface KeptProfile {
  readonly user: User;
  readonly today: NextStep;
  readonly keptAt: number;
}

/** Where the kept profile lives (beside the session token, in the device's storage). */
export interface KeptProfileStore {
  keep(profile: KeptProfile): Promise<void>;
  /**
   * The kept profile, checked against its shape; null when there is none. One that does not read back
   * (an older version of the app, corrupted) is reported to error tracing, wiped and answered as null.
   */
  read(): Promise<KeptProfile | null>;
}

export const KEPT_PROFILE_STORE = Symbol.for('KeptProfileStore');
