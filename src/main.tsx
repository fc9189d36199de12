import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ServiceWorkerUpdates } from './adapters/pwa/ServiceWorkerUpdates';
import { RouterNavigation } from './adapters/router/RouterNavigation';
import { LocalKeyValueStorage, standInLocalStorageForSandbox } from './adapters/storage/LocalKeyValueStorage';
import { createAppContainer } from './di/createAppContainer';
import { deploymentFrom, type BuildVariables } from './di/deployment';
import { appScope } from './di/hostingHeaders';
import { preloadHttpAdapters } from './di/modules/lazyHttpModule';
import { sandboxServerDemo } from './di/sandboxServerDemo';
import type { SandboxDemo } from './presenters/auth/SandboxDemo';
import { APP_UPDATES, ERROR_TRACING, NAVIGATION, type AppConfig, type ErrorTracing } from './ports';
import { App } from './views/App';
import './views/styles/global.scss';

/** Where the in-browser sandbox answers when no real backend is configured (docs/deployment.md, Configuration). */
const SANDBOX_API_PATH = '/sreo/v0.1';

const deployment = deploymentFrom(import.meta.env as BuildVariables);

async function startBackend(): Promise<{ app: AppConfig; demo?: SandboxDemo }> {
  const { apiBaseUrl } = deployment;
  // A configured support address wins over the sandbox's.
  const configured = deployment.supportEmail ? { supportEmail: deployment.supportEmail } : {};
  if (apiBaseUrl && deployment.sandboxServer) {
    // The sandbox server (npm start): a demo, so the sign-in page lists its accounts and the reset page its
    // mailbox, both asked of the server, so that the build carries no sandbox code and no demo password.
    const { app, demo } = await sandboxServerDemo(apiBaseUrl);
    return { app: { ...app, ...configured, apiBaseUrl, sandbox: true }, demo };
  }
  if (apiBaseUrl) return { app: { apiBaseUrl, sandbox: false, supportEmail: deployment.supportEmail! } };
  // Only where no backend is configured: a build given VITE_API_BASE_URL (replaced as it is built) leaves
  // this out, and with it the sandbox and its demo accounts (e2e/builds/backendBuild.test.ts).
  if (!import.meta.env.VITE_API_BASE_URL) return startInPageSandbox(configured);
  throw new Error('VITE_API_BASE_URL names no backend.');
}

/** The sandbox in the page (the static demo): MSW's worker answers the API on the app's own origin. */
async function startInPageSandbox(configured: Partial<AppConfig>): Promise<{ app: AppConfig; demo: SandboxDemo }> {
  standInLocalStorageForSandbox();
  const sandbox = await import('@sreo/sandbox/browser');
  const server = await sandbox.startSandboxWorker(SANDBOX_API_PATH, new LocalKeyValueStorage());
  // The sandbox's "e-mails" (password-reset links), read in the page so the demo user can finish the flow.
  const mailbox = async (email: string) => server.mailbox(email);
  return {
    app: { ...sandbox.sandboxAppConfig, ...configured, apiBaseUrl: `${window.location.origin}${SANDBOX_API_PATH}`, sandbox: true },
    demo: { accounts: sandbox.sandboxDemoAccounts, mailbox },
  };
}

/**
 * The app's routes are under `/app/`; `/app` without its slash (typed, or opened by the installed app's
 * worker, whose scope covers it) becomes `/app/` before the router reads the address.
 */
function withSlashAfterBase(): void {
  const base = import.meta.env.BASE_URL;
  const { pathname, search, hash } = window.location;
  if (`${pathname}/` === base) window.history.replaceState(window.history.state, '', `${base}${search}${hash}`);
}

async function boot(): Promise<void> {
  withSlashAfterBase();
  const { app, demo } = await startBackend();
  const container = createAppContainer({ app, demo, ssoOrigin: deployment.ssoOrigin });
  const navigation = new RouterNavigation();
  container.bind(NAVIGATION).toConstantValue(navigation);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  createRoot(rootElement).render(
    <StrictMode>
      <App container={container} onNavigator={(navigate) => navigation.use(navigate)} />
    </StrictMode>,
  );
  // The HTTP adapters stay off the critical path; fetch them once the first screen is up.
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(() => preloadHttpAdapters(container));
  // An installable build (one against a backend) registers its service worker then too (vite.config.ts).
  // Vite's dev server (npm start) has no sw.js to serve: there is nothing to install while developing.
  if (import.meta.env.PROD && deployment.apiBaseUrl && 'serviceWorker' in navigator) {
    const base = import.meta.env.BASE_URL;
    const updates = container.get<ServiceWorkerUpdates>(APP_UPDATES);
    whenIdle(() => {
      updates
        // The scope is the base without its slash (`/app`), which the server allows with Service-Worker-Allowed.
        .start(async () => new (await import('workbox-window')).Workbox(`${base}sw.js`, { scope: appScope(base) }))
        .catch((error: unknown) => container.get<ErrorTracing>(ERROR_TRACING).report(error, { part: 'service worker' }));
    });
  }
}

void boot();
