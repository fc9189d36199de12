import { setupWorker } from 'msw/browser';
import { benchMode } from './benchMode';
import { chaosHandlers } from './chaosMode';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { createSandboxHandlers } from './msw/handlers';
import { SandboxServer } from './SandboxServer';
import type { SandboxStorage } from './types';

/** The demo accounts the sign-in page offers in sandbox mode. */
export const demoAccounts = DEMO_ACCOUNTS;

/**
 * Starts the sandbox in the browser: a service worker (MSW, served from the app's base as
 * mockServiceWorker.js) hands every call under `basePath` to a SandboxServer whose state is kept in
 * `storage` (the entry point passes localStorage), so a learner's progress survives a reload.
 */
export async function startSandboxWorker(
  basePath: string,
  storage: SandboxStorage | null,
): Promise<SandboxServer> {
  const bench = benchMode(storage);
  const server = new SandboxServer({ clock: { now: () => Date.now() }, storage, ...bench?.options });
  bench?.afterStart();
  const worker = setupWorker(...chaosHandlers(storage, basePath), ...createSandboxHandlers(server, basePath));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return server;
}
