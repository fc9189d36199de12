// The bench (issue 7): builds the app, serves the build with `vite preview`, and measures it in Debian's
// Chromium. Every figure prints with its budget and "ok" or "over"; a figure that could not be measured
// prints "not measured" with the reason. The exit code is non-zero when a budget is over or a figure is
// missing. Results go to bench/results.json. Options (environment): BENCH_DIST (dist-bench),
// BENCH_PORT (4350), BENCH_SKIP_BUILD=1, BENCH_ONLY=sizes,validators,study,decks,lighthouse.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 4350);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const APP = `${ORIGIN}/app`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const KB = 1024;
const PASSWORD = 'demo-pass-1';
const BENCH_DECKS = 5000;

const figures = [];

/** One figure: `budget` with `direction` 'max' (value at most) or 'min' (value at least). */
function record(name, value, unit, budget, direction = 'max', note) {
  const verdict = budget === undefined ? '' : direction === 'max' ? (value <= budget ? 'ok' : 'over') : value >= budget ? 'ok' : 'over';
  figures.push({ name, value, unit, budget, direction, verdict, ...(note ? { note } : {}) });
  const shown = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : String(value);
  const budgetText = budget === undefined ? '(no budget)' : `budget ${direction === 'max' ? '≤' : '≥'} ${budget} ${unit}`;
  console.log(`${name.padEnd(58)} ${shown.padStart(9)} ${unit.padEnd(3)}  ${budgetText.padEnd(20)} ${verdict}${note ? `  (${note})` : ''}`);
}

function missing(name, reason) {
  figures.push({ name, verdict: 'not measured', reason });
  console.log(`${name.padEnd(58)} ${'—'.padStart(9)}      not measured: ${reason}`);
}

const wanted = (part) => !ONLY || ONLY.has(part);
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const median = (values) => percentile(values, 50);
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** What a built chunk holds, from its source map: the sandbox backend, Sentry, PostHog, the charts. */
function chunkKinds(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return new Set();
  const sources = JSON.parse(readFileSync(mapFile, 'utf8')).sources ?? [];
  const kinds = new Set();
  for (const source of sources) {
    if (/\/src\/sandbox\/|node_modules\/msw\//.test(`/${source}`)) kinds.add('sandbox');
    if (source.includes('node_modules/@sentry')) kinds.add('sentry');
    if (source.includes('node_modules/posthog-js')) kinds.add('posthog');
    if (source.includes('node_modules/recharts')) kinds.add('charts');
  }
  return kinds;
}

async function startPreview() {
  const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${APP}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer on ${APP}/`);
}

function stopPreview(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** In-page helpers: the time of the last key press, and "painted after the DOM met a condition". */
const PAGE_HELPERS = () => {
  window.__bench = { keyAt: 0 };
  window.addEventListener('keydown', () => (window.__bench.keyAt = performance.now()), true);
  window.__bench.paintedWhen = (predicate, timeoutMs = 5000) =>
    new Promise((resolve) => {
      let done = false;
      const finish = (value) => {
        if (done) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        resolve(value);
      };
      const check = () => {
        if (!done && predicate()) {
          done = true;
          observer.disconnect();
          clearTimeout(timer);
          // The frame that shows the change: after the next animation frame's paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__bench.keyAt), 0));
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      const timer = setTimeout(() => finish(null), timeoutMs);
    });
};

async function signIn(page, email) {
  await page.goto(`${APP}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('heading', { name: "Today's Cards" }).waitFor({ timeout: 30_000 });
}

/** Client-side navigation (a reload would start the app again, and start-up lands on Today's Cards). */
async function navigateInApp(page, path) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/app${path}`);
}

/**
 * A context whose sandbox runs in bench mode: `decks` extra one-card decks, 400 new cards a day. The
 * study loop takes 400 (enough for 300 answers, and the sandbox's study step walks every card); the
 * deck list takes 5,000.
 */
async function benchContext(browser, decks = BENCH_DECKS) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((decks) => {
    localStorage.setItem('sreo.sandbox.bench', JSON.stringify({ decks }));
  }, decks);
  await context.addInitScript(PAGE_HELPERS);
  return context;
}

// ---------------------------------------------------------------------------------------------------
// Sizes: what is loaded before the sign-in page is interactive, and the whole app.

async function measureSizes(browser) {
  const context = await browser.newContext();
  // The moment the e-mail field can take input, seen from inside the page on every frame.
  await context.addInitScript(() => {
    const poll = () => {
      const field = document.querySelector('input[type="email"], input[autocomplete="email"], input[name="email"]');
      if (field && !field.disabled && field.getClientRects().length > 0) window.__interactiveAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  const page = await context.newPage();
  await page.goto(`${APP}/`);
  await page.getByLabel('E-mail').waitFor();
  await page.waitForFunction(() => window.__interactiveAt !== undefined);
  await page.waitForTimeout(1500);
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__interactiveAt)
      .map((entry) => new URL(entry.name).pathname),
  );
  await context.close();
  const atInteractive = [...new Set(requested.flatMap((path) => /^\/app\/(assets\/[^?#]+\.(?:js|css))$/.exec(path)?.[1] ?? []))].map(
    (asset) => join(DIST, asset),
  );
  const classified = atInteractive.map((file) => ({ file, kinds: chunkKinds(file) }));
  if (process.env.BENCH_VERBOSE) classified.forEach(({ file, kinds }) => console.log(`    ${(gzipSize(file) / KB).toFixed(1).padStart(7)} KB ${file} ${[...kinds]}`));
  const appJs = classified.filter(({ file, kinds }) => file.endsWith('.js') && !kinds.has('sandbox'));
  const sandboxJs = classified.filter(({ file, kinds }) => file.endsWith('.js') && kinds.has('sandbox'));
  const css = classified.filter(({ file }) => file.endsWith('.css'));
  const sum = (list) => list.reduce((total, { file }) => total + gzipSize(file), 0) / KB;
  const outside = classified.filter(({ kinds }) => kinds.has('sentry') || kinds.has('posthog') || kinds.has('charts'));

  record('critical-path JavaScript, gzip (app, before sign-in works)', sum(appJs), 'KB', 170, 'max', `${appJs.length} files`);
  record('critical-path CSS, gzip', sum(css), 'KB');
  record('  sandbox backend loaded first in demo builds, gzip', sum(sandboxJs), 'KB', undefined, 'max', 'absent with VITE_API_BASE_URL');
  record('Sentry, PostHog or chart chunks on the critical path', outside.length, '', 0, 'max');

  const assets = readdirSync(join(DIST, 'assets')).map((name) => join(DIST, 'assets', name));
  const total = (ext, exceptSandbox) =>
    assets.filter((file) => file.endsWith(ext) && !(exceptSandbox && chunkKinds(file).has('sandbox'))).reduce((t, f) => t + gzipSize(f), 0) / KB;
  record('whole app JavaScript, gzip (without the sandbox)', total('.js', true), 'KB');
  record('whole app CSS, gzip', total('.css', false), 'KB');
}

// ---------------------------------------------------------------------------------------------------
// The response check: compiled decorators against validateSync per row, 10,000 deck rows.

async function measureValidators() {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  try {
    const { benchValidators } = await vite.ssrLoadModule('/bench/validators.ts');
    const { fastMs, naiveMs, speedup } = benchValidators();
    record('deck list check, 10,000 rows (compiled decorators)', fastMs, 'ms');
    record('deck list check, 10,000 rows (validateSync per row)', naiveMs, 'ms');
    record('deck list check speed-up over validateSync', speedup, '×', 8, 'min');
  } finally {
    await vite.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The study loop and memory: grade with a key, time to the next card painted; heap after 10 and 300.

async function heapUsedMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/** Answers the card on screen; resolves the grade-to-next-card time in ms for a recall card, else null. */
async function answerOne(page) {
  const showAnswer = page.getByRole('button', { name: /Show answer/ });
  const typed = page.locator('#typed-answer');
  const finished = page.getByRole('heading', { name: 'Well done!' });
  // One wait for whichever screen comes: separate waits raced against each other would leave the
  // losers polling the page (role queries) for seconds, loading the very main thread being timed.
  const choice = page.getByRole('group', { name: /Choose an answer|Your answer/ });
  await showAnswer.or(typed).or(choice).or(finished).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  if (await finished.isVisible()) return 'finished';
  if (await showAnswer.isVisible()) {
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
    const before = await page.locator('#card-question').locator('xpath=..').innerText();
    await page.evaluate((text) => {
      window.__bench.pending = window.__bench.paintedWhen(() => {
        const face = document.getElementById('card-question')?.parentElement;
        return !!face && face.innerText !== text && !document.querySelector('[aria-label="How well did you know it?"]');
      });
    }, before);
    await page.keyboard.press('3');
    return page.evaluate(() => window.__bench.pending);
  }
  if (await typed.isVisible()) {
    await typed.fill('x');
    await typed.press('Enter');
  } else {
    await page.keyboard.press('1');
  }
  const next = page.getByRole('button', { name: /^Next/ });
  if (await next.isVisible().catch(() => false)) await page.keyboard.press('Enter');
  return null;
}

async function measureStudy(browser) {
  const context = await benchContext(browser, 400);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await signIn(page, 'new@demo.test');
    await navigateInApp(page, '/study');
    await page.getByRole('heading', { name: 'Study' }).first().waitFor();
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    const times = [];
    let answered = 0;
    let heapAt10 = null;
    let heapAt300 = null;
    while (answered < 300) {
      const time = await answerOne(page);
      if (time === 'finished') break;
      answered += 1;
      if (typeof time === 'number' && times.length < 100) times.push(time);
      if (answered === 10) heapAt10 = await heapUsedMB(cdp);
    }
    if (process.env.BENCH_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
      console.log(`    CPU profile of the study loop written to ${process.env.BENCH_PROFILE}`);
    }
    if (answered >= 300) heapAt300 = await heapUsedMB(cdp);
    if (times.length >= 100) {
      record('study loop: grade key to next card painted, median', median(times), 'ms', undefined, 'max', `${times.length} answers`);
      record('study loop: grade key to next card painted, p95', percentile(times, 95), 'ms', 50);
    } else {
      missing('study loop: grade key to next card painted, p95', `only ${times.length} graded answers timed`);
    }
    if (process.env.BENCH_VERBOSE) {
      const calls = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('/app/study')).map((e) => e.duration),
      );
      console.log(`    study calls: median ${median(calls).toFixed(1)} ms, p95 ${percentile(calls, 95).toFixed(1)} ms (${calls.length})`);
      console.log(`    grades: ${times.map((t) => t.toFixed(0)).join(' ')}`);
    }
    if (heapAt10 !== null && heapAt300 !== null) {
      record('memory: JS heap after 10 answers', heapAt10, 'MB');
      record('memory: JS heap after 300 answers', heapAt300, 'MB');
      record('memory: growth from 10 to 300 answers', heapAt300 - heapAt10, 'MB', 5);
    } else {
      missing('memory: growth from 10 to 300 answers', `only ${answered} answers possible`);
    }
  } catch (error) {
    if (process.env.BENCH_VERBOSE) await page.screenshot({ path: 'bench/study-failure.png' }).catch(() => undefined);
    missing('study loop and memory', `the study screen did not behave as expected: ${String(error).split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The deck list with 5,000 decks: a key press in the search box, and a sort toggle, to the list painted.

async function measureDeckList(browser) {
  const context = await benchContext(browser);
  const page = await context.newPage();
  try {
    await signIn(page, 'learner@demo.test');
    await navigateInApp(page, '/library');
    const search = page.getByPlaceholder('search');
    await search.waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Content decks' });
    await table.waitFor();
    const rowCount = () => page.evaluate(() => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount'));
    if (Number(await rowCount()) < BENCH_DECKS) throw new Error(`the list shows ${await rowCount()} rows, not ${BENCH_DECKS}+`);

    const searchTimes = [];
    await search.focus();
    // Each key narrows (or widens) the match, so every press changes the list. The first five warm up.
    const terms = [];
    for (let start = 0; terms.length < 65; start++) {
      const digits = Array.from({ length: 4 }, (_, i) => String((start * 7 + i * 3 + 1) % 10)).join('');
      for (let length = 1; length <= 4; length++) terms.push(digits.slice(0, length));
    }
    for (const [index, term] of terms.slice(0, 65).entries()) {
      await search.fill(term.slice(0, -1));
      await page.waitForTimeout(150);
      const before = await rowCount();
      await page.evaluate((count) => {
        window.__bench.pending = window.__bench.paintedWhen(() => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') !== count);
      }, before);
      await search.press(term.at(-1));
      const time = await page.evaluate(() => window.__bench.pending);
      if (typeof time === 'number' && index >= 5) searchTimes.push(time);
    }
    await search.fill('');
    const sortTimes = [];
    for (let i = 0; i < 44; i++) {
      const header = page.getByRole('button', { name: i % 2 === 0 ? /^TKL/ : /^Deck/ });
      await header.focus();
      const column = i % 2 === 0 ? 'TKL' : 'Deck';
      const before = await page.evaluate(() => [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-sort')).join());
      await page.evaluate(
        ({ before }) => {
          window.__bench.pending = window.__bench.paintedWhen(
            () => [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-sort')).join() !== before,
          );
        },
        { before, column },
      );
      await page.keyboard.press('Enter');
      const time = await page.evaluate(() => window.__bench.pending);
      if (typeof time === 'number' && i >= 4) sortTimes.push(time);
    }
    if (process.env.BENCH_VERBOSE) console.log(`    search: ${searchTimes.map((t) => t.toFixed(0)).join(' ')}\n    sort: ${sortTimes.map((t) => t.toFixed(0)).join(' ')}`);
    record('deck list (5,000): search key to list painted, median', median(searchTimes), 'ms', undefined, 'max', `${searchTimes.length} keys`);
    record('deck list (5,000): search key to list painted, p95', percentile(searchTimes, 95), 'ms', 50);
    record('deck list (5,000): sort toggle to list painted, median', median(sortTimes), 'ms', undefined, 'max', `${sortTimes.length} toggles`);
    record('deck list (5,000): sort toggle to list painted, p95', percentile(sortTimes, 95), 'ms', 50);
  } catch (error) {
    if (process.env.BENCH_VERBOSE) await page.screenshot({ path: 'bench/deck-list-failure.png' }).catch(() => undefined);
    missing('deck list (5,000 decks)', `the deck list did not behave as expected: ${String(error).split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse (desktop preset) on the sign-in page and on Today's Cards, in Debian's Chromium.

async function measureLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const categories = ['performance', 'accessibility', 'best-practices'];
    const budgets = { performance: 95, accessibility: 100, 'best-practices': 100 };
    const audit = async (label, url, disableStorageReset) => {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset },
        desktopConfig,
      );
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname.replace(/\/$/, '');
      if (landed !== new URL(url).pathname.replace(/\/$/, '')) {
        for (const category of categories) missing(`Lighthouse ${label}: ${category}`, `the page ended at ${landed}`);
        return;
      }
      for (const category of categories) {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        record(`Lighthouse ${label}: ${category}`, score, '', budgets[category], 'min');
      }
      const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
      if (failing.length) console.log(`    failing audits: ${failing.map((a) => a.id).join(', ')}`);
      if (process.env.BENCH_VERBOSE) failing.forEach((a) => console.log(`      ${a.id}: ${JSON.stringify(a.details?.items ?? a.explanation ?? '')}`));
    };
    await audit('sign-in page', `${APP}/`, false);
    // Today's Cards needs a signed-in session in the same browser: sign in over CDP first, keep storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await signIn(page, 'learner@demo.test');
    await page.close();
    await browser.close().catch(() => undefined);
    await audit("Today's Cards", `${APP}/welcomeBack`, true);
  } finally {
    await chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------------

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log(`Building into ${DIST}…`);
  execSync(`npx vite build --outDir ${DIST} --logLevel warn`, { stdio: 'inherit' });
}
const server = await startPreview();
let failed = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--js-flags=--expose-gc'] });
  try {
    if (wanted('sizes')) await measureSizes(browser);
    if (wanted('validators')) await measureValidators();
    if (wanted('study')) await measureStudy(browser);
    if (wanted('decks')) await measureDeckList(browser);
  } finally {
    await browser.close();
  }
  if (wanted('lighthouse')) await measureLighthouse();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  stopPreview(server);
}

writeFileSync('bench/results.json', JSON.stringify({ at: new Date().toISOString(), figures }, null, 2) + '\n');
console.log('Written to bench/results.json');
const over = figures.filter((figure) => figure.verdict === 'over' || figure.verdict === 'not measured');
if (over.length) console.log(`Over budget or not measured: ${over.map((figure) => figure.name).join('; ')}`);
process.exit(failed || over.length ? 1 : 0);
