import { setupWorker } from 'msw/browser';
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
  const server = new SandboxServer({ clock: { now: () => Date.now() }, storage });
  const worker = setupWorker(...createSandboxHandlers(server, basePath));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return server;
}
