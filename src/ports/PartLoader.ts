/**
 * Loads the parts of the app that come after the first paint (a screen's chunk): on first use, then
 * kept; a part that fails to arrive is tried again, and again on its next use. How a failed chunk is
 * fetched anew is the platform's business (src/adapters/browser/lazyParts.ts).
 */
export interface PartLoader {
  /** A part loaded by `load` (a dynamic import and nothing more), made ready by `prepare`. */
  lazyPart<M, T>(load: () => Promise<M>, prepare: (module: M) => T): () => Promise<T>;
}

export const PART_LOADER = Symbol.for('PartLoader');
