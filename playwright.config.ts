import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium): a test tool's own browser download is not
 * possible here. The built app is served by `vite preview` under /app, on the sandbox backend.
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

/** E2E_PORT and E2E_DIST let several builds be tested side by side; CI uses the defaults. */
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/app/`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}/app/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
