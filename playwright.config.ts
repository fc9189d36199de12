import { defineConfig, devices, type Project } from '@playwright/test';
import {
  appBaseUrl,
  browserDist,
  browserPort,
  modes,
  sandboxModes,
  sandboxPort,
  serverDist,
  serverPort,
  SERVER_ONLY_SPECS,
  type SandboxMode,
  type SandboxModeName,
} from './e2e/support/sandboxModes';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium): a test tool's own browser download is not
 * possible here. Every test runs at a desktop and a phone size, in both sandbox modes (see
 * e2e/support/sandboxModes.ts): the static demo build with the sandbox in the page, and the build for
 * the sandbox server with the API, media, terms and identity provider on origins of their own.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const sizes = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
};

/**
 * A test tagged `@desktop` means something only at desktop sizes, one tagged `@phone` only on a touch
 * screen: each size's projects leave the other's tests out, so no test is skipped.
 */
const onlyElsewhere: Record<keyof typeof sizes, RegExp> = { desktop: /@phone\b/, phone: /@desktop\b/ };

function projects(mode: SandboxModeName): Project<{ sandbox: SandboxMode }>[] {
  const suffix = mode === 'browser' ? '' : `-${mode}`;
  return Object.entries(sizes).map(([size, device]) => ({
    name: `${size}${suffix}`,
    grepInvert: onlyElsewhere[size as keyof typeof sizes],
    ...(mode === 'browser' ? { testIgnore: SERVER_ONLY_SPECS } : {}),
    use: { ...device, launchOptions: chromium, baseURL: appBaseUrl[mode], sandbox: sandboxModes[mode] },
  }));
}

const preview = (dist: string, host: string, port: number) => ({
  command: `npx vite preview --host ${host} --port ${port} --strictPort --outDir ${dist}`,
  url: `http://${host}:${port}/app/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

/** The sandbox server from the seed, its store a file of the run's own, answering the server-mode app. */
const sandboxServer = {
  command: 'node_modules/.bin/tsx sandbox/src/server/main.ts --reset',
  env: {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_ORIGINS: new URL(appBaseUrl.server).origin,
    SANDBOX_STATE: `test-results-sandbox/state-${sandboxPort}.sqlite`,
  },
  // The last of its four origins to listen.
  url: `${sandboxModes.server.origins!.identityProvider}/login`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

export default defineConfig<{ sandbox: SandboxMode }>({
  testDir: 'e2e',
  // Specs only: e2e/engines holds Firefox and WebKit tests for node's own runner (npm run test:engines),
  // which Playwright's default pattern (*.test.ts too) would load and start inside its own run.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromium,
    serviceWorkers: 'allow',
  },
  projects: modes.flatMap(projects),
  webServer: [
    ...(modes.includes('browser') ? [preview(browserDist, '127.0.0.1', browserPort)] : []),
    ...(modes.includes('server') ? [preview(serverDist, 'localhost', serverPort), sandboxServer] : []),
  ],
});
