/**
 * The dependency rule (architecture.md) as allow-lists: each layer names the folders and the packages it may
 * import, and nothing else. eslint.config.js turns this table into lint zones, test/lint/layerRule.test.ts
 * lints probe files against it, and architecture.md's layer table is checked against it.
 *
 * Paths are relative to the repository root. `files` are the layer's own files (globs); `mayImport` the
 * source folders or files its imports may resolve to; `packages` the npm packages it may import (any of
 * their entry points). Node's built-in modules are allowed only where `nodeBuiltins` is true.
 */

/** The domain model: entities, values and the error catalogue (the domain minus its use cases). */
const DOMAIN_MODEL = ['src/domain/entities', 'src/domain/values', 'src/domain/errors', 'src/domain/index.ts'];

/** The shared contract package (@sreo/contract): the wire's shapes, the marking rule, the bounds, the paths. */
const CONTRACT = 'contract/src';

/** The sandbox package (@sreo/sandbox), and its entry for the in-process sandbox. */
const SANDBOX = 'sandbox/src';
const SANDBOX_ENTRY = 'sandbox/src/index.ts';

export const LAYERS = [
  {
    name: 'Contract',
    files: ['contract/src/**'],
    mayImport: [CONTRACT],
    packages: [],
  },
  {
    name: 'Domain model',
    files: ['src/domain/entities/**', 'src/domain/values/**', 'src/domain/errors/**', 'src/domain/index.ts'],
    mayImport: [...DOMAIN_MODEL, CONTRACT],
    packages: ['diff'],
  },
  {
    name: 'Use cases',
    files: ['src/domain/usecases/**'],
    mayImport: ['src/domain', 'src/ports'],
    packages: ['inversify'],
  },
  {
    name: 'Ports',
    files: ['src/ports/**'],
    mayImport: [...DOMAIN_MODEL, 'src/ports'],
    packages: [],
  },
  {
    name: 'Adapters',
    files: ['src/adapters/!(memory)/**'],
    mayImport: [...DOMAIN_MODEL, 'src/ports', 'src/adapters'],
    packages: ['inversify', 'reflect-metadata', 'axios', 'class-validator', 'class-transformer', '@sentry/browser', 'posthog-js'],
  },
  {
    name: 'Memory adapters',
    files: ['src/adapters/memory/**'],
    mayImport: [...DOMAIN_MODEL, 'src/ports', 'src/adapters', SANDBOX_ENTRY],
    packages: ['inversify', 'axios'],
  },
  {
    name: 'Sandbox',
    files: ['sandbox/src/*.ts', 'sandbox/src/!(server)/**'],
    mayImport: [SANDBOX, CONTRACT],
    // libsql: jest's and the server's SQLite (the page's build stubs it, vite.config.ts); sql.js: the page's;
    // hono: the contract's app (hono/tiny), which every mode serves.
    packages: ['ts-fsrs', 'msw', '@noble/hashes', 'kysely', 'sql.js', 'libsql', 'hono'],
  },
  {
    name: 'Sandbox server',
    files: ['sandbox/src/server/**'],
    mayImport: [SANDBOX, CONTRACT],
    packages: ['ts-fsrs', 'hono', '@hono/node-server', 'libsql', 'kysely'],
    nodeBuiltins: true,
  },
  {
    name: 'Presenters',
    files: ['src/presenters/**'],
    mayImport: ['src/domain', 'src/ports', 'src/presenters'],
    packages: ['inversify', 'mobx', 'diff'],
  },
  {
    name: 'Views',
    files: ['src/views/**'],
    mayImport: [...DOMAIN_MODEL, 'src/ports', 'src/presenters', 'src/views'],
    packages: ['react', 'react-dom', 'react-router-dom', 'mobx-react-lite', 'inversify', 'dompurify', 'recharts', '@tanstack/react-virtual'],
  },
];

/** The composition root knows everything: the inversify modules and containers, and the entry point. */
export const COMPOSITION_ROOT = { name: 'Composition root', files: ['src/di/**', 'src/main.tsx'] };

/**
 * The only places the app swaps its backend for the sandbox, and the @sreo/sandbox entry each may import
 * (docs/decisions/0050-the-sandbox-and-the-contract-as-workspace-packages.md): the in-page demo's entry
 * point, and the test container with the in-memory adapters it binds. Nowhere does the app reach into the
 * package's files (sandbox/src); tests and browser tests go through its entries too.
 */
export const SANDBOX_SWAPS = [
  { files: ['src/main.tsx'], entries: ['@sreo/sandbox/browser'] },
  { files: ['src/di/createTestContainer.ts', 'src/adapters/memory/**'], entries: ['@sreo/sandbox'] },
];
