export interface Connectivity {
  isOnline(): boolean;
  /** Calls back on every change; returns the unsubscribe function. */
  onChange(listener: (online: boolean) => void): () => void;
}

export const CONNECTIVITY = Symbol.for('Connectivity');
