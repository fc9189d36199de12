import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { pageExpression, type EngineDriver, type EngineOptions, type Key } from './EngineDriver';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Readonly<Record<Key, KeyInput>> = { Enter: 'Enter', Space: ' ', Tab: 'Tab', Escape: 'Escape', 1: '1', 2: '2', 3: '3', 4: '4' };

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi. Headful on the Xvfb display: headless Firefox
 * reports no focus, so Enter or Space on a focused button would not click. One Firefox for the run, and
 * a fresh browser context (a user context: cookies, storage, caches and service workers of its own) per
 * driver, so each test starts with empty storage without the seconds a browser takes to start and stop.
 * Console errors and uncaught errors come as BiDi log events, from the first script of every document.
 */
export async function startFirefox({ viewport, display }: EngineOptions): Promise<EngineDriver> {
  const context = await (await firefox(display)).createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport(viewport);
  await page.bringToFront();
  // Each error with the address the page was at when it came, which tells the step it came from.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (at ${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)} (at ${page.url()})`));

  return {
    engine: 'firefox',
    viewportWidth: () => page.evaluate(() => window.innerWidth),
    async open(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(pageExpression(fn, args)) as never,
    async click(selector) {
      const element = await page.$(selector);
      if (!element) return false;
      try {
        await element.evaluate((target) => target.scrollIntoView({ block: 'center', inline: 'center' }));
        await element.click();
      } finally {
        // The click may have taken the page away with the element.
        await element.dispose().catch(() => undefined);
      }
      return true;
    },
    async press(key) {
      await page.keyboard.press(KEYS[key]);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async setCookie(url, name, value) {
      await context.setCookie({ name, value, domain: new URL(url).hostname, path: '/' });
    },
    consoleErrors: async () => [...errors],
    async close() {
      await context.close();
    },
  };
}

let running: Promise<Browser> | null = null;

/** The run's Firefox, started on the first call (again if it has gone). */
async function firefox(display: string): Promise<Browser> {
  if (running && !(await running.then((browser) => browser.connected, () => false))) running = null;
  running ??= puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    defaultViewport: null,
    env: { ...process.env, DISPLAY: display },
    // No update check, and no offer to save the password: its panel would take the window's focus.
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false, 'signon.rememberSignons': false },
  });
  return running;
}

/** Stops the run's Firefox, if it started. */
export async function stopFirefox(): Promise<void> {
  const browser = await running?.catch(() => null);
  running = null;
  await browser?.close();
}
