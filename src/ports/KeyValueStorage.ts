/** Small string values that outlive a reload (localStorage in the browser). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
  /**
   * False once values live only as long as the page: the browser blocked the device's storage or it is
   * full. Values are still kept (in memory), so the app works on; a closed tab loses them.
   */
  isPersistent(): boolean;
  /** Told of each value another tab changed (null: it cleared them all). Answers a function that stops telling. */
  onChangeElsewhere(listener: (key: string | null) => void): () => void;
  /** Told once, when values stop being kept on the device. Answers a function that stops telling. */
  onPersistenceLost(listener: () => void): () => void;
}

/** Storage entries kept for the learner signed in (their study day) start with this: a sign-out removes them. */
export const LEARNER_KEY_PREFIX = 'sreo.learner.';

export const KEY_VALUE_STORAGE = Symbol.for('KeyValueStorage');
