import { setupWorker } from 'msw/browser';
import { benchMode } from './benchMode';
import { chaosHandlers } from './chaosMode';
import { DEMO_ACCOUNTS, SANDBOX_APP_CONFIG } from './demoAccounts';
import { createSandboxHandlers } from './msw/handlers';
import { SandboxServer } from './SandboxServer';
import { browserTestWorld } from './testWorld';
import type { SandboxStorage } from './types';

/** What the app shows only when the sandbox is its backend, and the demo accounts the sign-in page offers. */
export const sandboxAppConfig = SANDBOX_APP_CONFIG;
export const sandboxDemoAccounts = DEMO_ACCOUNTS;

/**
 * Starts the sandbox in the browser: a service worker (MSW, served from the app's base as
 * mockServiceWorker.js) hands every call under `basePath` to a SandboxServer whose state is kept in
 * `storage` (the entry point passes localStorage), so a learner's progress survives a reload. A change
 * is written when the page is next idle, not before the reply, and at once when the page is hidden or
 * left, so a reload or a closed tab loses nothing.
 */
export async function startSandboxWorker(
  basePath: string,
  storage: SandboxStorage | null,
): Promise<SandboxServer> {
  const options = { clock: { now: () => Date.now() }, storage, scheduleSave: whenIdle, ...benchMode(storage) };
  const server = browserTestWorld(storage, options) ?? new SandboxServer(options);
  flushWhenHidden(server);
  const worker = setupWorker(...chaosHandlers(storage, basePath), ...createSandboxHandlers(server, basePath));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return server;
}

/** Within a second at the latest, when the page has nothing better to do. */
function whenIdle(save: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(save, { timeout: 1000 });
  else window.setTimeout(save, 200);
}

function flushWhenHidden(server: SandboxServer): void {
  window.addEventListener('pagehide', () => server.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') server.flush();
  });
}
