/**
 * Jest in ESM mode: inversify 8 ships ESM only. Node's --experimental-vm-modules flag comes from the
 * project's .npmrc (node-options), so `npm test`, `npx jest` and `npx jest test/one.test.ts` all work.
 * Type checking is `npm run typecheck`'s job. Every core runs tests: Jest's default leaves one to its own
 * process, which on two cores is one worker
 * (145 s for the suite on a quiet two-core machine, against 81 s with two).
 * A test's time limit bounds a hang, not a speed (decision 0320): Jest's 5 s failed tests of a few
 * hundred milliseconds' work on a machine whose load left each worker a tenth of a core.
 * For the same reason a worker has 15 s, not Jest's 500 ms, to end once its tests are done: at a load of 15
 * to 20, Jest force-exited a worker of test/views, test/presenters, test/di and test/docs in each of two runs
 * ("a worker process has failed to exit gracefully") and not in a run that gave it 15 s: the workers held
 * no open handle, only a slow exit. A worker that a handle keeps open is still reported, 15 s later.
 */
export default {
  testEnvironment: 'node',
  maxWorkers: '100%',
  testTimeout: 30_000,
  workerGracefulExitTimeout: 15_000,
  roots: ['<rootDir>/test', '<rootDir>/sandbox/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  setupFiles: ['<rootDir>/test/support/browserGlobals.ts'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/test/support/styleStub.cjs',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, diagnostics: false }],
  },
};
