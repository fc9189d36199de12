import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Key as WdioKey, remote } from 'webdriverio';
import { pageExpression, type EngineDriver, type EngineOptions, type Key } from './EngineDriver';
import { waitUntil } from './waitUntil';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Readonly<Record<Key, string>> = {
  Enter: WdioKey.Enter,
  Space: WdioKey.Space,
  Tab: WdioKey.Tab,
  Escape: WdioKey.Escape,
  1: '1',
  2: '2',
  3: '3',
  4: '4',
};

/**
 * WebKit (Safari's engine) through webdriverio over classic WebDriver, against WebKitGTK's
 * WebKitWebDriver driving MiniBrowser in automation mode, on the Xvfb display. Each driver is a new
 * automation session, whose website data is its own, so each test starts with empty storage.
 *
 * Classic WebDriver has no console events, and MiniBrowser's automation views do not write console
 * messages out, so a small hook in each document collects console errors and uncaught errors and
 * rejections; they are drained after every command. Whatever a document reports before its first
 * command (during its own load) is not seen in this engine; Firefox sees it.
 */
export async function startWebKit({ viewport, display }: EngineOptions): Promise<EngineDriver> {
  // On a busy machine MiniBrowser now and then never answers its new session: a fresh driver gets a second go.
  const { driver, browser } = await newSession(display).catch(() => newSession(display));
  const errors: string[] = [];
  const drain = async () => {
    const found = await browser.execute<string[], []>(`return ${pageExpression(collectErrorsInPage, [])}`).catch(() => [] as string[]);
    errors.push(...found);
  };
  await sizeTheView(browser, viewport.width, viewport.height);

  return {
    engine: 'webkit',
    viewportWidth: () => browser.execute(() => window.innerWidth),
    async open(url) {
      await drain();
      await browser.url(url);
      await drain();
    },
    async reload() {
      await drain();
      await browser.refresh();
      await drain();
    },
    url: () => browser.getUrl(),
    async evaluate(fn, ...args) {
      // The answer and the errors collected since the last command in one round trip, not two.
      const script = `return Promise.resolve(${pageExpression(fn, args)}).then((answer) => [answer, ${pageExpression(collectErrorsInPage, [])}])`;
      const [answer, found] = await browser.execute<[unknown, string[]], []>(script);
      errors.push(...found);
      return answer as never;
    },
    async click(selector) {
      const element = await browser.$(selector);
      if (!element.elementId) return false;
      // The phone's tab bar would take a click at the bottom of the view.
      await browser.execute((target: HTMLElement) => target.scrollIntoView({ block: 'center', inline: 'center' }), element as unknown as HTMLElement);
      await element.click();
      await drain();
      return true;
    },
    async press(key) {
      await browser.keys(KEYS[key]);
      await drain();
    },
    async type(text) {
      for (const keys of keyRuns(text)) await browser.keys(keys);
      await drain();
    },
    async setCookie(url, name, value) {
      await browser.url(url);
      await browser.setCookies({ name, value, path: '/' });
    },
    async consoleErrors() {
      await drain();
      return [...errors];
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
      stop(driver);
    },
  };
}

/**
 * The text as runs of keys sent in one go each, one round trip a run rather than a key: WebKitWebDriver
 * drops a key equal to the one before it in the same go, and a space, so each of those starts a run of
 * its own (a space alone).
 */
function keyRuns(text: string): string[][] {
  const runs: string[][] = [];
  for (const character of text) {
    const run = runs.at(-1);
    if (run && character !== ' ' && run[0] !== ' ' && run.at(-1) !== character) run.push(character);
    else runs.push([character]);
  }
  return runs;
}

/**
 * A WebKitWebDriver on a port of its own, in a process group of its own with the MiniBrowser it starts,
 * and a session on it; a session that fails to start stops them both.
 */
async function newSession(display: string): Promise<{ driver: ChildProcess; browser: WebdriverIO.Browser }> {
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore', detached: true });
  try {
    return { driver, browser: await session(port) };
  } catch (error) {
    stop(driver);
    throw error;
  }
}

/** Stops the driver and whatever it started (a MiniBrowser that never answered would outlive the driver alone). */
function stop(driver: ChildProcess): void {
  try {
    process.kill(-driver.pid!, 'SIGKILL');
  } catch (error) {
    // Every one of them had already ended.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** A WebKitWebDriver session on MiniBrowser, once the driver on `port` answers. */
async function session(port: number): Promise<WebdriverIO.Browser> {
  const status = `http://127.0.0.1:${port}/status`;
  await waitUntil(`WebKitWebDriver on port ${port}`, async () => (await fetch(status).catch(() => null))?.ok === true);
  return remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'warn',
    // A session start that hangs gives up in time for the second go, with a fresh driver (120 s by
    // default, and asked again three times of the same driver, which outlasts the test).
    connectionRetryTimeout: 60_000,
    connectionRetryCount: 0,
    capabilities: {
      // WebKitWebDriver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
}

/** MiniBrowser's window holds a toolbar: size the window so that the page gets the size asked for. */
async function sizeTheView(browser: WebdriverIO.Browser, width: number, height: number): Promise<void> {
  await browser.setWindowSize(width, height);
  const inner = await browser.execute(() => [window.innerWidth, window.innerHeight]);
  await browser.setWindowSize(width + (width - inner[0]!), height + (height - inner[1]!));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs in the page: hooks the document once, and hands over what it collected since the last call. */
function collectErrorsInPage(): string[] {
  const page = window as unknown as { __engineErrors?: string[] };
  if (!page.__engineErrors) {
    const found: string[] = [];
    page.__engineErrors = found;
    const original = console.error.bind(console);
    console.error = (...parts: unknown[]) => {
      found.push(`console.error: ${parts.map(String).join(' ')}`);
      original(...parts);
    };
    window.addEventListener('error', (event) => found.push(`uncaught: ${event.message}`));
    window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      found.push(`uncaught: ${reason instanceof Error ? reason.message : String(reason)}`);
    });
  }
  return page.__engineErrors.splice(0);
}
