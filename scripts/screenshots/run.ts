/**
 * `npm run screenshots`: every screen a module in `shots/` names, at each size of SIZES in the light and
 * the dark theme, from the sandbox server, as PNG files in a git-ignored folder (docs/screenshots.md).
 *
 * It builds the app for the sandbox server (as the browser tests' server mode does), starts the sandbox
 * server from the seed and `vite preview` on ports of its own, and takes each shot in Debian's Chromium,
 * each size and theme in a browser context of its own and a sandbox world of its own, fresh from the seed.
 *
 * SHOTS_PORT (4380) the app's port, SHOTS_SANDBOX_PORT (8880) the sandbox server's first port,
 * SHOTS_DIST (dist-shots) the build, SHOTS_OUT (screenshots) the folder, SHOTS_SKIP_BUILD=1 reuses the
 * build, SHOTS_ONLY=study or study/answered takes some shots only, SHOTS_SIZES=390x844 and
 * SHOTS_THEMES=dark some sizes and themes only. `--readme` takes only the pictures README.md shows
 * (readme.ts) and copies them into docs/images/.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { serverBuildVariables } from '../../e2e/support/sandboxModes';
import { TEST_WORLD_COOKIE } from '@sreo/contract/sandboxCalls';
import { README_PICTURES, README_PICTURE_BYTES } from './readme';
import { SIZES, THEMES, settled, type Shot, type SizeName, type ThemeName } from './shot';

const env = process.env;
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(env.SHOTS_PORT ?? 4380);
const sandboxPort = Number(env.SHOTS_SANDBOX_PORT ?? 8880);
const dist = env.SHOTS_DIST ?? 'dist-shots';
const out = path.resolve(root, env.SHOTS_OUT ?? 'screenshots');
const readme = process.argv.includes('--readme');
const only = readme ? README_PICTURES.map(({ module, shot }) => `${module}/${shot}`) : (env.SHOTS_ONLY?.split(',').filter(Boolean) ?? []);
const sizes = (env.SHOTS_SIZES?.split(',') ?? Object.keys(SIZES)) as SizeName[];
const themes = (env.SHOTS_THEMES?.split(',') ?? THEMES) as ThemeName[];
const appOrigin = `http://localhost:${port}`;
const apiOrigin = `http://localhost:${sandboxPort}`;
/** Where the app keeps the learner's theme on the device (src/presenters/app/ThemeChoice.ts). */
const THEME_STORAGE_KEY = 'sreo.theme';

function build(): void {
  execFileSync('npx', ['vite', 'build', '--mode', 'server', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...serverBuildVariables(sandboxPort) },
  });
}

/** A server of the run's own, in a process group of its own so that stopping it stops its children. */
function start(command: string, args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  child.unref();
  return child;
}

function stop(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface ShotModule {
  readonly name: string;
  readonly shots: readonly Shot[];
}

/** Every module in shots/, each with its list of shots, narrowed to SHOTS_ONLY. */
async function shotModules(): Promise<ShotModule[]> {
  const folder = fileURLToPath(new URL('./shots', import.meta.url));
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts')).sort();
  const modules: ShotModule[] = [];
  for (const file of files) {
    const name = file.replace(/\.ts$/, '');
    const { shots } = (await import(pathToFileURL(path.join(folder, file)).href)) as { shots: readonly Shot[] };
    const wanted = shots.filter((shot) => only.length === 0 || only.includes(name) || only.includes(`${name}/${shot.name}`));
    if (wanted.length > 0) modules.push({ name, shots: wanted });
  }
  return modules;
}

/**
 * The whole page as a window as tall as the page would show it: Chromium's own full-page capture leaves
 * what is fixed to the window (the phone's tab bar, the side menu) where the first screen had it, mid-page.
 */
async function capturePageWhole(page: Page, file: string, viewport: { width: number; height: number }): Promise<void> {
  const whole = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(whole, viewport.height) });
  try {
    await settled(page);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

let worlds = 0;

/** Takes one shot at one size and theme; a failure is saved as a picture of where it stopped. */
async function takeShot(browser: Browser, module: string, shot: Shot, size: SizeName, theme: ThemeName): Promise<string | null> {
  const { width, height, phone } = SIZES[size];
  const context = await browser.newContext({
    baseURL: `${appOrigin}/app/`,
    viewport: { width, height },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
    colorScheme: theme,
    serviceWorkers: shot.serviceWorker ? 'allow' : 'block',
  });
  worlds += 1;
  await context.addCookies([{ name: TEST_WORLD_COOKIE, value: `shots-${process.pid}-${worlds}`, url: apiOrigin }]);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const folder = path.join(out, module, shot.name);
  mkdirSync(folder, { recursive: true });
  const file = (name: string) => path.join(folder, `${name}-${size}-${theme}.png`);
  try {
    await shot.take({
      page,
      size,
      theme,
      capture: async (name, options) => {
        await settled(page);
        if (options?.fullPage) await capturePageWhole(page, file(name), { width, height });
        else await page.screenshot({ path: file(name), animations: 'disabled', caret: 'hide' });
      },
    });
    return null;
  } catch (error) {
    await page.screenshot({ path: file('failed') }).catch(() => undefined);
    return `${module}/${shot.name} at ${size}, ${theme}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!env.SHOTS_SKIP_BUILD) build();
  rmSync(out, { recursive: true, force: true });
  const servers = [
    start('node_modules/.bin/tsx', ['sandbox/src/server/main.ts', '--reset'], {
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_ORIGINS: appOrigin,
      SANDBOX_STATE: `test-results-sandbox/shots-state-${sandboxPort}.sqlite`,
    }),
    start('npx', ['vite', 'preview', '--host', 'localhost', '--port', String(port), '--strictPort', '--outDir', dist]),
  ];
  const stopAll = () => servers.forEach(stop);
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  const failures: string[] = [];
  let taken = 0;
  try {
    await Promise.all([waitFor(`${appOrigin}/app/`), waitFor(`http://localhost:${sandboxPort + 3}/login`)]);
    const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] });
    try {
      for (const { module, shot, size, theme } of await plan()) {
        const failure = await takeShot(browser, module, shot, size, theme);
        if (failure) failures.push(failure);
        else taken += 1;
        console.log(`${failure ? 'failed' : 'ok    '} ${module}/${shot.name} ${size} ${theme}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    stopAll();
  }
  console.log(`\n${taken} shots taken into ${path.relative(root, out)}/${failures.length ? `; ${failures.length} failed:\n${failures.join('\n')}` : ''}`);
  if (failures.length > 0) process.exitCode = 1;
  else if (readme) copyReadmePictures();
}

/** Each shot to take, at each size and theme: every one (narrowed by SHOTS_ONLY, _SIZES, _THEMES), or with --readme those README.md shows. */
async function plan(): Promise<{ module: string; shot: Shot; size: SizeName; theme: ThemeName }[]> {
  const modules = await shotModules();
  const all = modules.flatMap(({ name, shots }) => shots.flatMap((shot) => sizes.flatMap((size) => themes.map((theme) => ({ module: name, shot, size, theme })))));
  if (!readme) return all;
  return all.filter(({ module, shot, size, theme }) => README_PICTURES.some((picture) => picture.module === module && picture.shot === shot.name && picture.size === size && picture.theme === theme));
}

/** Copies the README's pictures into docs/images/, each checked against its size budget. */
function copyReadmePictures(): void {
  const folder = path.join(root, 'docs/images');
  mkdirSync(folder, { recursive: true });
  for (const picture of README_PICTURES) {
    const from = path.join(out, picture.module, picture.shot, `${picture.capture}-${picture.size}-${picture.theme}.png`);
    const bytes = statSync(from).size;
    if (bytes > README_PICTURE_BYTES) throw new Error(`${path.relative(root, from)} is ${bytes} bytes, over the README's ${README_PICTURE_BYTES}`);
    copyFileSync(from, path.join(folder, picture.file));
    console.log(`docs/images/${picture.file} (${Math.round(bytes / 1000)} kB)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
