import { jest } from '@jest/globals';
import { LAZY_LOAD_TIMEOUT_MS, LazyLoadTimeoutError, failedModuleUrl, lazyPart, loadLazyPart } from '../../../src/adapters/browser/lazyParts';

const CHUNK = 'https://learn.example/app/assets/DeckListPage-ByaMJQ37.js';
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

/** A dynamic import that fails `times` times, then answers the module. */
function importFailing(times: number, module: object = { DeckListPage: 'page' }) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= times) throw chunkFailure();
    return module;
  });
  return load;
}

describe('loadLazyPart', () => {
  it('given a chunk that fails once, when loaded, then it is fetched again and arrives', async () => {
    const load = importFailing(1);

    await expect(loadLazyPart(load)).resolves.toEqual({ DeckListPage: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('given a browser that keeps the failed fetch, when loaded, then the chunk is imported anew from its address with a query', async () => {
    const load = importFailing(Number.POSITIVE_INFINITY);
    const importUrl = jest.fn(async (_url: string) => ({ DeckListPage: 'fresh page' }));

    const module = await loadLazyPart(load, { importUrl });

    expect(module).toEqual({ DeckListPage: 'fresh page' });
    expect(importUrl).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/learn\.example\/app\/assets\/DeckListPage-ByaMJQ37\.js\?retry=\d+$/));
  });

  it('given a failure that names no chunk, when loaded, then the second failure is the answer', async () => {
    const second = new Error('Importing a module script failed.');
    const load = jest.fn<() => Promise<object>>().mockRejectedValueOnce(new Error('first')).mockRejectedValueOnce(second);

    await expect(loadLazyPart(load, { importUrl: () => Promise.reject(new Error('not called')) })).rejects.toBe(second);
  });

  it('given a chunk that never arrives, when 120 seconds pass, then the load fails with the time-out', async () => {
    jest.useFakeTimers();
    try {
      const loading = loadLazyPart(() => new Promise<never>(() => undefined));
      const outcome = expect(loading).rejects.toBeInstanceOf(LazyLoadTimeoutError);

      jest.advanceTimersByTime(LAZY_LOAD_TIMEOUT_MS);

      await outcome;
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the failed chunk from the browsers’ messages', () => {
    expect(failedModuleUrl(chunkFailure())).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('lazyPart', () => {
  it('given a load that failed (every try), when the part is used again, then it is loaded again rather than failing for good', async () => {
    const load = importFailing(2);
    const part = lazyPart(load, (module) => module, { importUrl: () => Promise.reject(chunkFailure()) });

    await expect(part()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(part()).resolves.toEqual({ DeckListPage: 'page' });
  });

  it('given a part that arrived, when used again, then it is not loaded again and is prepared once', async () => {
    const load = importFailing(0);
    const prepare = jest.fn((module: object) => ({ ...module, prepared: true }));
    const part = lazyPart(load, prepare);

    await part();
    await expect(part()).resolves.toEqual({ DeckListPage: 'page', prepared: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
