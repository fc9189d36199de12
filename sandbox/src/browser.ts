import { setupWorker } from 'msw/browser';
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { chaosHandlers } from './msw/chaosHandlers';
import { DEMO_ACCOUNTS, SANDBOX_APP_CONFIG } from './demoAccounts';
import { createSandboxHandlers } from './msw/handlers';
import { pageSandbox } from './pageSandbox';
import type { SandboxServer } from './SandboxServer';
import { sqlJsDatabase } from './store/sqlJsDatabase';
import { browserTestWorld } from './testWorld';
import type { SandboxStorage } from './types';

/** What the app shows only when the sandbox is its backend, and the demo accounts the sign-in page offers. */
export const sandboxAppConfig = SANDBOX_APP_CONFIG;
export const sandboxDemoAccounts = DEMO_ACCOUNTS;

/**
 * Starts the sandbox in the browser: a service worker (MSW, served from the app's base as
 * mockServiceWorker.js) hands every call under `basePath` to the sandbox on sql.js (`pageSandbox`),
 * whose database is kept in `storage` (the entry point passes localStorage).
 */
export async function startSandboxWorker(basePath: string, storage: SandboxStorage | null): Promise<SandboxServer> {
  const SQL = await initSqlJs({ locateFile: () => wasmUrl });
  const options = { clock: { now: () => Date.now() } };
  const server = (await browserTestWorld(storage, options, (key) => sqlJsDatabase(SQL, storage, key))) ?? pageSandbox(SQL, storage, options);
  const worker = setupWorker(...chaosHandlers(storage, basePath), ...createSandboxHandlers(server, basePath));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return server;
}
