/** Small string values that outlive a reload (localStorage in the browser). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export const KEY_VALUE_STORAGE = Symbol.for('KeyValueStorage');
