import { runInAction } from 'mobx';
import type { AppError } from '../../domain';

/**
 * Data a screen loads, in one of the three states of docs/product.md section 4: in progress, data, or error (the
 * catalogue error the learner is shown).
 */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'data'; readonly data: T }
  | { readonly status: 'error'; readonly error: AppError };

export const LOADING: Loadable<never> = { status: 'loading' };

export function loaded<T>(data: T): Loadable<T> {
  return { status: 'data', data };
}

function loadFailed<T = never>(error: AppError): Loadable<T> {
  return { status: 'error', error };
}

/** The data when there is some, else undefined. */
export function dataOf<T>(loadable: Loadable<T>): T | undefined {
  return loadable.status === 'data' ? loadable.data : undefined;
}

/**
 * One load of a screen's data: `keep` is given the in-progress state, then the data, or the failure once
 * it has been noted through `Failures` (reported when the catalogue says so). Resolves the data, or
 * undefined when the load failed. A presenter that drops superseded answers does so in `keep`.
 */
export async function loadInto<T>(
  keep: (state: Loadable<T>) => void,
  failures: { noteFailure(error: unknown): AppError },
  work: () => Promise<T>,
): Promise<T | undefined> {
  runInAction(() => keep(LOADING));
  try {
    const data = await work();
    runInAction(() => keep(loaded(data)));
    return data;
  } catch (error) {
    const failure = failures.noteFailure(error);
    runInAction(() => keep(loadFailed(failure)));
    return undefined;
  }
}
