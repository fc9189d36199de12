// The bench: builds the app, serves the builds with `vite preview`, and measures them in Debian's
// Chromium. Every figure prints with its budget and "ok" or "over"; a figure that could not be measured in
// full prints "not measured" with the reason. Every timing figure is the median of BENCH_ROUNDS (3) rounds,
// printed with their spread; a sample that times out counts as over budget, never dropped. The exit code
// is non-zero when a budget is over or a figure is missing. Results go to bench/results.json.
// Options (environment): BENCH_DIST (dist-bench), BENCH_PORT (4350; the build against a backend, in the
// sandbox server's mode, is served on BENCH_PORT + 2), BENCH_SANDBOX_PORT (BENCH_PORT + 10, and the three
// ports after it), BENCH_SKIP_BUILD=1, BENCH_ONLY=sizes,validators,client,study,decks,lighthouse,population
// (client includes the baseline page, bench/baseline: React alone, and the client's ratio to it;
// population is the sandbox server over HTTP with 10, 1,000 and 10,000 learners, without a build or a browser),
// BENCH_ROUNDS, BENCH_QUICK=1 (small sample counts, to try the bench out: its figures are not the bench's),
// BENCH_VERBOSE=1, BENCH_PROFILE=file.cpuprofile (CPU profiles of the first round of the client and
// study loops and of the baseline and floor pages, in file.<part>.cpuprofile: client, study, baseline, floor),
// BENCH_TRACE=file.json (the first round's traces of the client, baseline and floor pages with the
// DevTools timeline, in file.<part>.json, each with `benchSpans`: every timed key to its paint, in the
// trace's microseconds; to see which of the page's tasks a grade's work is).
import { execSync, spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CRITICAL_PATH_BUDGET_KB, chunkKinds, criticalPath, gzipSize, printContributors } from './criticalPath.mjs';
import { DRAWN_WITH, drawnWithout } from './drawnWith.mjs';
import { installInstantBackend } from './instantBackendPage.mjs';
import { CLOCK_MARK, TRACE_CATEGORIES, busyTime } from './mainThreadBusy.mjs';
import { figures, inRounds, median, missing, percentile, pick, record, recordRounds } from './report.mjs';

const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const API_DIST = `${DIST}-api`;
/** The baseline page (bench/baseline), built on its own and served to the browser from this folder. */
const BASELINE_DIST = `${DIST}-baseline`;
const BASELINE = 'http://baseline.bench';
/** The client's own work per card may be at most this many times the floor page's, p95 to p95 and median to median. */
const FLOOR_RATIO_BUDGET = 1.25;
const PORT = Number(process.env.BENCH_PORT ?? 4350);
const API_PORT = PORT + 2;
const APP = `http://127.0.0.1:${PORT}/app`;
/** The build against a backend: the sandbox server's mode of `npm start`, on origins of its own. */
const API_APP = `http://localhost:${API_PORT}/app`;
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? PORT + 10);
const sandboxOrigin = (offset) => `http://localhost:${SANDBOX_PORT + offset}`;
/** The backend that build talks to: the sandbox server (Lighthouse), or the instant backend inside the page. */
const API_BASE = `${sandboxOrigin(0)}/sreo/v0.1`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags the browser tests launch Chromium with (playwright.config.ts). */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const QUICK = process.env.BENCH_QUICK === '1';
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const PASSWORD = 'demo-pass-1';
const BENCH_DECKS = 5000;

/** Samples per round; each timing figure needs all of them. BENCH_QUICK only tries the bench out. */
const SAMPLES = QUICK
  ? { warmUp: 2, grades: 12, memoryAnswers: 30, searchKeys: 8, sortToggles: 6, lighthouse: 1 }
  : { warmUp: 5, grades: 100, memoryAnswers: 300, searchKeys: 60, sortToggles: 40, lighthouse: ROUNDS };

const wanted = (part) => !ONLY || ONLY.has(part);
/** The parts that need the builds, their servers and the browser. */
const APP_PARTS = ['sizes', 'validators', 'client', 'study', 'decks', 'lighthouse'];
const needsApp = APP_PARTS.some(wanted);

function startPreview(dist, port, host = '127.0.0.1') {
  return spawn('npx', ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', host], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** The sandbox server from the seed, for the build against a backend, its store a file of the bench's own. */
function startSandboxServer() {
  return spawn('node_modules/.bin/tsx', ['sandbox/src/server/main.ts', '--reset'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_ORIGINS: new URL(API_APP).origin, SANDBOX_STATE: `test-results-sandbox/bench-state-${SANDBOX_PORT}.sqlite` },
  });
}

/** Throws when something already listens on one of `ports` (on this machine's loopback). */
async function assertPortsFree(ports) {
  const inUse = [];
  for (const port of ports) {
    const listening = await new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (listening) inUse.push(port);
  }
  if (inUse.length) throw new Error(`port ${inUse.join(', ')} already in use (a server left by an interrupted run?): stop it, or set BENCH_PORT`);
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered on ${url}`);
}

function stopServer(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * In-page helpers: the time of the last key press, and "painted after the DOM met a condition". A
 * measurement gives `total`, key press to the end of the frame that shows the change, and the two moments
 * (`keyAt`, `paintedAt`, on the page's clock) between which a trace tells the page's own work.
 */
const PAGE_HELPERS = () => {
  window.__bench = { keyAt: 0 };
  window.addEventListener('keydown', () => (window.__bench.keyAt = performance.now()), true);
  // Resolves { total, keyAt, paintedAt } in ms, or null after `timeoutMs` without the change.
  window.__bench.paintedWhen = (predicate, timeoutMs = 5000) =>
    new Promise((resolve) => {
      let done = false;
      const stop = () => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
      };
      const check = () => {
        if (!done && predicate()) {
          stop();
          // The frame that shows the change starts with its animation frame callbacks, and its drawing
          // is over when a task posted then runs.
          requestAnimationFrame(() => {
            setTimeout(() => {
              const paintedAt = performance.now();
              const keyAt = window.__bench.keyAt;
              resolve({ total: paintedAt - keyAt, keyAt, paintedAt });
            }, 0);
          });
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        if (done) return;
        stop();
        resolve(null);
      }, timeoutMs);
    });
};

/** A sample the page never showed within its time-out: over any budget, and counted. */
const TIMED_OUT = Number.POSITIVE_INFINITY;
const sample = (time) => (time && typeof time.total === 'number' ? time.total : TIMED_OUT);
const timeoutNote = (rounds) => {
  const count = rounds.reduce((total, round) => total + (round instanceof Error ? 0 : round.timeouts), 0);
  return count ? `${count} samples timed out` : '';
};

async function signIn(page, app, email) {
  await page.goto(`${app}/`);
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
// Sizes: the JavaScript before the sign-in page works (deterministic, read from the build; CI checks it
// too), and a real browser's check that nothing else is fetched before the page takes input.

/** The built files a browser fetched before the sign-in page's e-mail field took input. */
async function fetchedBeforeInteractive(browser, app, dist) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const poll = () => {
      const field = document.querySelector('input[type="email"], input[autocomplete="email"], input[name="email"]');
      if (field && !field.disabled && field.getClientRects().length > 0) window.__interactiveAt = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  const page = await context.newPage();
  try {
    await page.goto(`${app}/`);
    await page.waitForFunction(() => window.__interactiveAt !== undefined, undefined, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const paths = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= window.__interactiveAt)
        .map((entry) => new URL(entry.name).pathname),
    );
    return [...new Set(paths.flatMap((path) => /^\/app\/(assets\/[^?#]+\.(?:js|css))$/.exec(path)?.[1] ?? []))].map((asset) => join(dist, asset));
  } finally {
    await context.close();
  }
}

async function measureSizes(browser) {
  for (const [label, dist, app] of [
    ['build against a backend', API_DIST, API_APP],
    ['in-browser sandbox build', DIST, APP],
  ]) {
    const path = criticalPath(dist);
    record(`critical-path JavaScript, gzip (${label})`, path.appKB, 'KB', CRITICAL_PATH_BUDGET_KB, 'max', `${path.appFiles.length} files`);
    if (dist === API_DIST) {
      console.log('    top contributors:');
      printContributors(path.contributors);
      record('critical-path CSS, gzip', path.cssKB, 'KB');
      record('Sentry, PostHog or chart chunks on the critical path', path.lateKinds.length, '', 0, 'max');
    }
    const fetched = await fetchedBeforeInteractive(browser, app, dist);
    const extra = fetched.filter((file) => !path.files.includes(file));
    if (dist === API_DIST) {
      // The sandbox server's mode fetches its demo accounts and mailbox helper beside the sign-in page, off
      // the critical path; a build against a real backend has neither. Nothing else may come early.
      const sandbox = extra.filter((file) => chunkKinds(file).has('sandbox'));
      const other = extra.filter((file) => !sandbox.includes(file));
      record(`  other app files fetched before sign-in works (${label})`, other.length, '', 0, 'max', other.join(', '));
      record(`  sandbox helpers fetched beside it (${label}), gzip`, sizeOf(sandbox), 'KB', undefined, 'max', `${sandbox.length} files; absent against a real backend`);
    } else {
      // The demo build starts its sandbox (a dynamic import, with the domain code it shares) before the app.
      record('  in-browser sandbox loaded first in the demo build, gzip', sizeOf(extra), 'KB', undefined, 'max', 'absent against a backend');
    }
  }
  const assets = readdirSync(join(API_DIST, 'assets')).map((name) => join(API_DIST, 'assets', name));
  record('whole app JavaScript, gzip (build against a backend)', sizeOf(assets.filter((file) => file.endsWith('.js'))), 'KB');
}

const sizeOf = (files) => files.reduce((total, file) => total + gzipSize(file), 0) / 1024;

// ---------------------------------------------------------------------------------------------------
// The response check: compiled decorators against validateSync per row, 10,000 deck rows.

async function withVite(run) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  try {
    return await run(vite);
  } finally {
    await vite.close();
  }
}

async function measureValidators() {
  await withVite(async (vite) => {
    const { benchValidators } = await vite.ssrLoadModule('/bench/validators.ts');
    const rounds = await inRounds(ROUNDS, () => benchValidators());
    recordRounds('deck list check, 10,000 rows (compiled decorators)', pick(rounds, (r) => r.fastMs), 'ms');
    recordRounds('deck list check, 10,000 rows (validateSync per row)', pick(rounds, (r) => r.naiveMs), 'ms');
    recordRounds('deck list check speed-up over validateSync', pick(rounds, (r) => r.speedup), '×', 8, 'min');
  });
}

// ---------------------------------------------------------------------------------------------------
// The sandbox server with a population (bench/population.ts), through its HTTP API as the app calls it:
// each call costs what the learner's own rows cost, so 1,000 learners with answers of their own leave one
// answer and the learner's own performance call within 2x of their p95 with 10 learners (issue 27's
// "Done when"), and 10,000 learners of 100 answers each within 1.5x; a restart on the bigger store answers
// within seconds and at most a second later than on the 10-learner one, the server's own start (Node,
// tsx and the loading of its modules taken off) is under a second, and the server stays under 300 MB. The full knowledge list grows with the partner: reported apart, no budget.

const POPULATIONS = QUICK ? [[1_000, 2]] : [[1_000, 2], [10_000, 1.5]];
const POPULATION_RESTART_BUDGET_MS = 5_000;
const POPULATION_RESTART_EXCESS_BUDGET_MS = 1_000;
const POPULATION_MEMORY_BUDGET_MB = 300;
const POPULATION_OWN_START_BUDGET_MS = 1_000;
/** The population bench's sandbox server's four ports, after the Lighthouse round's. */
const POPULATION_PORT = SANDBOX_PORT + 10;

/** The population bench, in a process of its own that starts the sandbox server: its figures. */
function benchPopulation(learners, samples) {
  const output = execSync(`node --import tsx bench/population.ts ${learners} ${samples} ${POPULATION_PORT}`, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output.trim().split('\n').pop());
}

/**
 * The server's own start on a store (issue 27: under a second): the restart, to listening and to its
 * first answer, less the same process refused at its arguments once Node and tsx have loaded every
 * module of it (measured just before, as is Node and tsx's start on an empty module: their difference is
 * the loading of the server's modules through tsx).
 */
function recordServerStart(n, figures) {
  const note = `Node and tsx's start ${Math.round(figures.nodeStartMs)} ms and the server's modules loaded through tsx ${Math.round(figures.modulesLoadedMs - figures.nodeStartMs)} ms taken off`;
  record(`sandbox: its own start on the store of ${n}, to listening`, figures.ownListeningMs, 'ms', undefined, 'max', note);
  record(`sandbox: its own start on the store of ${n}, to its first answer`, figures.ownStartMs, 'ms', POPULATION_OWN_START_BUDGET_MS, 'max', note);
}

async function measurePopulation() {
  const samples = QUICK ? 20 : 60;
  const p95 = (times) => percentile(times, 95);
  const few = benchPopulation(10, samples);
  record('sandbox over HTTP: one answer, 10 learners, p95', p95(few.answerMs), 'ms', undefined, 'max', `${samples} answers; the commit to disk included`);
  record('sandbox over HTTP: own performance, 10 learners, p95', p95(few.performanceMs), 'ms');
  record('sandbox: restart on the store of 10 learners, to its first answer', few.restartMs, 'ms', undefined, 'max', 'median of 5 restarts; Node and tsx start included');
  recordServerStart('10 learners', few);
  for (const [learners, ratioBudget] of POPULATIONS) {
    const many = benchPopulation(learners, samples);
    const n = `${learners.toLocaleString('en')} learners × 100 answers`;
    record(`sandbox over HTTP: one answer, ${n}, p95`, p95(many.answerMs), 'ms');
    record(`sandbox over HTTP: one answer, ${n}, p95 ÷ 10-learner p95`, p95(many.answerMs) / p95(few.answerMs), '×', ratioBudget);
    record(`sandbox over HTTP: own performance, ${n}, p95`, p95(many.performanceMs), 'ms', undefined, 'max', 'leaderboard and percentile, no full list');
    record(`sandbox over HTTP: own performance, ${n}, p95 ÷ 10-learner p95`, p95(many.performanceMs) / p95(few.performanceMs), '×', ratioBudget);
    record(`sandbox over HTTP: performance with the full knowledge list, ${n}, p95`, p95(many.fullListMs), 'ms', undefined, 'max', `${Math.floor(learners / 2).toLocaleString('en')} learners listed`);
    record(`sandbox: npm run sandbox -- --reset --population ${learners}, to its first answer`, many.seedMs / 1000, 's');
    record(`sandbox: restart on the store of ${n}, to its first answer`, many.restartMs, 'ms', POPULATION_RESTART_BUDGET_MS, 'max', 'median of 5 restarts');
    record(`sandbox: that restart over the 10-learner store's`, many.restartMs - few.restartMs, 'ms', POPULATION_RESTART_EXCESS_BUDGET_MS);
    recordServerStart(n, many);
    record(`sandbox: server memory after the calls, ${n}`, many.rssMB, 'MB', POPULATION_MEMORY_BUDGET_MB);
  }
}

// ---------------------------------------------------------------------------------------------------
// Grade key to next card painted: in the sandbox (the demo's whole stack), and the client alone.

async function heapUsedMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/** With BENCH_PROFILE=file.cpuprofile, a CPU profile of the first round of `part`, in file.<part>.cpuprofile. */
async function profiled(cdp, round, part, run) {
  const file = round === 0 && process.env.BENCH_PROFILE?.replace(/(\.cpuprofile)?$/, `.${part}.cpuprofile`);
  if (!file) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`    CPU profile of the ${part} loop written to ${file}`);
  return result;
}

/** With BENCH_TRACE=file.json, where the first round's trace of `part` is kept (null: it is not). */
const traceFile = (round, part) => round === 0 && (process.env.BENCH_TRACE?.replace(/(\.json)?$/, `.${part}.json`) ?? null);

/**
 * Runs `run` with the page traced: its result (with `spans`, the timed keys and their paints), and the
 * page's main-thread busy time between two moments. With BENCH_TRACE, the first round's trace is kept.
 */
async function traced(browser, page, run, { round, part }) {
  const file = traceFile(round, part);
  await browser.startTracing(page, { categories: file ? [...TRACE_CATEGORIES, 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking', 'v8.execute'] : TRACE_CATEGORIES });
  try {
    await page.evaluate((mark) => performance.mark(mark), CLOCK_MARK);
    const result = await run();
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const busy = busyTime(trace);
    if (file) {
      const benchSpans = result.spans.filter(Boolean).map((span) => [busy.toTrace(span.keyAt), busy.toTrace(span.paintedAt)]);
      writeFileSync(file, JSON.stringify({ ...trace, benchSpans }));
      console.log(`    trace of the ${part} loop written to ${file}`);
    }
    return { result, busy };
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
}

/** The layouts and style recalculations the page's scripts forced per card, on average over the timed spans. */
function forcedPerCard(busy, spans) {
  const counts = spans.filter(Boolean).map((span) => busy.forced(span.keyAt, span.paintedAt));
  const mean = (read) => counts.reduce((total, count) => total + read(count), 0) / Math.max(counts.length, 1);
  return { layouts: mean((count) => count.layouts), styles: mean((count) => count.styles) };
}

/** Presses the grade key and times it: to the next card's question painted, the grades gone (null when it was not in time). */
async function gradePainted(page) {
  // textContent, not innerText: the check must not itself make the page lay itself out.
  const before = await page.locator('#card-question').locator('xpath=..').evaluate((face) => face.textContent);
  await page.evaluate((text) => {
    window.__bench.pending = window.__bench.paintedWhen(() => {
      const face = document.getElementById('card-question')?.parentElement;
      return !!face && face.textContent !== text && !document.querySelector('[aria-label="How well did you know it?"]');
    });
  }, before);
  await page.keyboard.press('3');
  return page.evaluate(() => window.__bench.pending);
}

/**
 * Answers the card on screen. Resolves 'finished' at the end of the day; for a recall card, the time
 * from the grade key to the next card painted (null when it was not painted in time); else 'untimed'.
 */
async function answerOne(page) {
  const showAnswer = page.getByRole('button', { name: /Show answer/ });
  const typed = page.locator('#typed-answer');
  const finished = page.getByRole('heading', { name: 'Well done!' });
  // One wait for whichever screen comes: separate waits raced against each other would leave the
  // losers polling the page (role queries) for seconds, loading the very main thread being timed.
  const choice = page.getByRole('group', { name: /Choose an answer|Your answer/ });
  await showAnswer.or(typed).or(choice).or(finished).first().waitFor({ timeout: 15_000 });
  if (await finished.isVisible()) return 'finished';
  if (await showAnswer.isVisible()) {
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
    return gradePainted(page);
  }
  if (await typed.isVisible()) {
    await typed.fill('x');
    await typed.press('Enter');
  } else {
    await page.keyboard.press('1');
  }
  const next = page.getByRole('button', { name: /^Next/ });
  if (await next.isVisible().catch(() => false)) await page.keyboard.press('Enter');
  return 'untimed';
}

/**
 * Answers cards until `answers` are given: the recall grades after `SAMPLES.warmUp` warm-up ones are
 * timed, `SAMPLES.grades` of them (`spans` holds each one's key press and painted moments, or null when
 * it timed out). `onAnswered(count)` runs after each answer (memory readings).
 */
async function studyCards(page, answers, onAnswered = async () => {}) {
  const times = [];
  const spans = [];
  let recall = 0;
  let answered = 0;
  while (answered < answers) {
    const time = await answerOne(page);
    if (time === 'finished') break;
    answered += 1;
    if (time !== 'untimed') {
      recall += 1;
      if (recall > SAMPLES.warmUp && times.length < SAMPLES.grades) {
        times.push(sample(time));
        spans.push(time && { keyAt: time.keyAt, paintedAt: time.paintedAt });
      }
    }
    await onAnswered(answered);
  }
  if (times.length < SAMPLES.grades) throw new Error(`only ${times.length} of ${SAMPLES.grades} grades timed (${answered} answers)`);
  return { times, spans, timeouts: times.filter((time) => time === TIMED_OUT).length, answered };
}

/** One round in the sandbox: 300 answers (the first grades timed), the heap after 10 and after 300. */
async function studyRound(browser, round) {
  const context = await benchContext(browser, 400);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await signIn(page, APP, 'new@demo.test');
    await navigateInApp(page, '/study');
    await page.getByRole('heading', { name: 'Study' }).first().waitFor();
    const heap = {};
    const answers = Math.max(SAMPLES.memoryAnswers, SAMPLES.warmUp + SAMPLES.grades);
    const result = await profiled(cdp, round, 'study', () =>
      studyCards(page, answers, async (count) => {
        if (count === 10 || count === answers) heap[count] = await heapUsedMB(cdp);
      }),
    );
    if (result.answered < answers) throw new Error(`only ${result.answered} of ${answers} answers possible`);
    if (VERBOSE) console.log(`    round ${round + 1} grades: ${result.times.map((t) => t.toFixed(0)).join(' ')}`);
    return { ...result, heapAt10: heap[10], heapAtEnd: heap[answers] };
  } catch (error) {
    if (VERBOSE) await page.screenshot({ path: `bench/study-failure-${round + 1}.png` }).catch(() => undefined);
    throw new Error(`the study screen did not behave as expected: ${String(error.message ?? error).split('\n')[0]}`, { cause: error });
  } finally {
    await context.close();
  }
}

async function measureStudy(browser) {
  const rounds = await inRounds(ROUNDS, (round) => studyRound(browser, round));
  const n = `${SAMPLES.grades} grades a round`;
  recordRounds('study loop (sandbox): grade key to next card painted, median', pick(rounds, (r) => median(r.times)), 'ms', undefined, 'max', n);
  recordRounds('study loop (sandbox): grade key to next card painted, p95', pick(rounds, (r) => percentile(r.times, 95)), 'ms', 50, 'max', timeoutNote(rounds));
  recordRounds('memory: JS heap after 10 answers', pick(rounds, (r) => r.heapAt10), 'MB');
  recordRounds(`memory: growth from 10 to ${SAMPLES.memoryAnswers} answers`, pick(rounds, (r) => r.heapAtEnd - r.heapAt10), 'MB', 5);
}

/** How many cards the floor page is given (a question and its revealed state each), after the timed ones. */
const FLOOR_CARDS = 3;

/**
 * The study screen as it stands, for the floor page (bench/baseline/floor.js): the app's root markup with
 * the place of the focused element (child indices from the root).
 */
const CAPTURE_STATE = () => {
  const root = document.getElementById('root');
  const focus = [];
  let node = document.activeElement;
  for (; node && node !== root && node.parentElement; node = node.parentElement) focus.unshift([...node.parentElement.children].indexOf(node));
  return { html: root.innerHTML, focus: node === root ? focus : null };
};

/** The app's style sheets, its root and body elements' attributes and its base address, for the floor page. */
const CAPTURE_PAGE = () => ({
  css: [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n'),
  rootAttributes: Object.fromEntries([...document.documentElement.attributes].map(({ name, value }) => [name, value])),
  bodyAttributes: Object.fromEntries([...document.body.attributes].map(({ name, value }) => [name, value])),
  base: document.baseURI,
});

/**
 * The pictures the page draws from its own copies (`blob:` addresses, which only their document can load:
 * the partner's logo, decision 0340), as `data:` addresses of the same picture at its own size, which the
 * floor page can load (drawn through a canvas: the page's content security policy refuses to fetch them).
 */
const PICTURES_AS_DATA = () => {
  const copies = [...document.images].filter((image) => image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0);
  const asData = (image) => {
    const canvas = Object.assign(document.createElement('canvas'), { width: image.naturalWidth, height: image.naturalHeight });
    canvas.getContext('2d').drawImage(image, 0, 0);
    return [image.src, canvas.toDataURL()];
  };
  return Object.fromEntries(copies.map(asData));
};

/** Captures the next `FLOOR_CARDS` recall cards of the study screen, each asked and revealed, answering them by the keys. */
async function captureStudyScreen(page) {
  const states = [];
  for (let card = 0; card < FLOOR_CARDS; card++) {
    if (card > 0 && !(await gradePainted(page))) throw new Error('the next card was not painted');
    await page.getByRole('button', { name: /Show answer/ }).waitFor();
    if (VERBOSE && card === 0) await page.screenshot({ path: 'bench/client.png' });
    states.push(await page.evaluate(CAPTURE_STATE));
    await page.keyboard.press('Space');
    await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
    states.push(await page.evaluate(CAPTURE_STATE));
  }
  const pictures = Object.entries(await page.evaluate(PICTURES_AS_DATA));
  const drawable = states.map((state) => ({ ...state, html: pictures.reduce((html, [copy, data]) => html.replaceAll(copy, data), state.html) }));
  return { ...(await page.evaluate(CAPTURE_PAGE)), states: drawable, drawnWith: await page.evaluate(DRAWN_WITH) };
}

/**
 * One round of the client alone: the build against a backend with the instant backend in the page (no
 * service worker: blocked), Today's Cards, then the study loop, traced: each grade's `work` is the time the
 * page's main thread was busy from the key press to the next card painted (bench/mainThreadBusy.mjs).
 * Then a few more cards are captured as they stand, for the floor page.
 */
async function clientRound(browser, script, round) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript(installInstantBackend, { base: API_BASE, script });
  await context.addInitScript(PAGE_HELPERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (VERBOSE) page.on('console', (message) => message.type() === 'warning' && console.log(`    page: ${message.text()}`));
  try {
    await signIn(page, API_APP, 'new@demo.test');
    await navigateInApp(page, '/study');
    await page.getByRole('heading', { name: 'Study' }).first().waitFor();
    const loop = () => profiled(cdp, round, 'client', () => studyCards(page, SAMPLES.warmUp + SAMPLES.grades));
    const { result, busy } = await traced(browser, page, loop, { round, part: 'client' });
    const work = result.spans.map((span) => (span ? busy(span.keyAt, span.paintedAt) : TIMED_OUT));
    if (VERBOSE) console.log(`    round ${round + 1} grades (work): ${work.map((t) => t.toFixed(1)).join(' ')}`);
    return { ...result, work, forced: forcedPerCard(busy, result.spans), screen: await captureStudyScreen(page) };
  } catch (error) {
    if (VERBOSE) await page.screenshot({ path: `bench/client-failure-${round + 1}.png` }).catch(() => undefined);
    throw new Error(`the study screen did not behave as expected: ${String(error.message ?? error).split('\n')[0]}`, { cause: error });
  } finally {
    await context.close();
  }
}

/**
 * One round of a page of bench/baseline, measured as the client's rounds are: the same helpers, trace and
 * main-thread busy time, grade key to the next card painted, warm-up keys first. `reveal` presses Space
 * (untimed) before each grade, as the study screen needs.
 */
async function benchPageRound(browser, round, { page: file, part, reveal = false, setUp = async () => {}, ready = async () => {} }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Every request of the page is answered through the bench: a routed page is not on the loopback address
  // space, and Chromium refuses its requests there (the app's typeface and the partner's logo, decision 0325).
  await context.route('**/*', async (route) => route.fulfill({ response: await route.fetch() }));
  await context.route(`${BASELINE}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/$/, '/index.html');
    return route.fulfill({ path: join(BASELINE_DIST, path) });
  });
  await context.addInitScript(PAGE_HELPERS);
  await setUp(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(`${BASELINE}/${file}`);
    await page.locator('#card-question').waitFor();
    await ready(page);
    if (VERBOSE) await page.screenshot({ path: `bench/${file}.png` });
    const { result, busy } = await traced(browser, page, () => profiled(cdp, round, part, async () => {
      const spans = [];
      for (let key = 0; key < SAMPLES.warmUp + SAMPLES.grades; key++) {
        if (reveal) {
          await page.keyboard.press('Space');
          await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
        }
        const time = await gradePainted(page);
        if (key >= SAMPLES.warmUp) spans.push(time && { keyAt: time.keyAt, paintedAt: time.paintedAt });
      }
      return { spans };
    }), { round, part });
    const work = result.spans.map((span) => (span ? busy(span.keyAt, span.paintedAt) : TIMED_OUT));
    if (VERBOSE) console.log(`    ${file} grades (work): ${work.map((t) => t.toFixed(1)).join(' ')}`);
    return { work, forced: forcedPerCard(busy, result.spans), timeouts: work.filter((time) => time === TIMED_OUT).length };
  } finally {
    await context.close();
  }
}

/** The baseline page (bench/baseline/main.js): React 19 alone, a card's text swapped on the grade key. */
const baselineRound = (browser, round) => benchPageRound(browser, round, { page: 'index.html', part: 'baseline' });

/**
 * The floor page (bench/baseline/floor.js): the study screen's own markup, styles and focus moves, as
 * captured from the client in the same round, redrawn by React alone. Before it is timed it must draw with
 * the client's typeface and pictures (bench/drawnWith.mjs): a floor drawn with less is not measured.
 */
const floorRound = (browser, round, screen) =>
  benchPageRound(browser, round, {
    page: 'floor.html',
    part: 'floor',
    reveal: true,
    setUp: (context) => context.addInitScript((floor) => (window.__floor = floor), screen),
    ready: async (page) => {
      const without = drawnWithout(screen.drawnWith, await page.evaluate(DRAWN_WITH));
      if (without.length) throw new Error(`the floor page draws without what the client draws with: ${without.join('; ')}`);
    },
  });

async function measureClient(browser) {
  const script = await withVite(async (vite) => {
    const { recordStudyScript } = await vite.ssrLoadModule('/bench/instantBackend.ts');
    return recordStudyScript(SAMPLES.warmUp + SAMPLES.grades + FLOOR_CARDS + 5);
  });
  // Each round measures the client, then the baseline and the floor, in the same browser, so that all
  // three meet the same load.
  const rounds = await inRounds(ROUNDS, async (round) => {
    const [loadBefore, start] = [loadavg()[0], Date.now()];
    const client = await clientRound(browser, script, round);
    const baselineAt = Date.now();
    const baseline = await baselineRound(browser, round);
    const floorAt = Date.now();
    const measured = { ...client, baseline, floor: await floorRound(browser, round, client.screen), load: [loadBefore, loadavg()[0]] };
    const seconds = (from, to) => `${((from - start) / 1000).toFixed(0)}-${((to - start) / 1000).toFixed(0)} s`;
    if (VERBOSE) console.log(`    round ${round + 1}: client median ${median(measured.work).toFixed(1)} ms (${seconds(start, baselineAt)}), floor ${median(measured.floor.work).toFixed(1)} ms (${seconds(floorAt, Date.now())}), ÷ ${(median(measured.work) / median(measured.floor.work)).toFixed(2)}; load ${measured.load.map((load) => load.toFixed(1)).join('-')}`);
    return measured;
  });
  const n = `${SAMPLES.grades} grades a round`;
  const p95 = (work) => percentile(work, 95);
  // The timings mean little on a busy machine (the ratio's budget is read at a load under 1): each run says what it met.
  recordRounds('machine: 1-minute load average, highest in a client round', pick(rounds, (r) => Math.max(...r.load)), '', undefined, 'max', 'read at the start of each round and after its floor; os.loadavg, as uptime prints it');
  recordRounds('client alone: grade key to next card painted, p95', pick(rounds, (r) => percentile(r.times, 95)), 'ms', undefined, 'max', 'with the wait for the next frame');
  recordRounds('client alone: its own work, grade key to card painted, median', pick(rounds, (r) => median(r.work)), 'ms', undefined, 'max', `${n}; main-thread busy time`);
  recordRounds('client alone: its own work, grade key to card painted, p95', pick(rounds, (r) => p95(r.work)), 'ms', 16, 'max', timeoutNote(rounds));
  recordRounds('baseline (React alone): its own work, key to card painted, median', pick(rounds, (r) => median(r.baseline.work)), 'ms', undefined, 'max', `${n}; bench/baseline`);
  recordRounds('baseline (React alone): its own work, key to card painted, p95', pick(rounds, (r) => p95(r.baseline.work)), 'ms', undefined, 'max', timeoutNote(pick(rounds, (r) => r.baseline)));
  recordRounds('client alone: its own work per card ÷ baseline, p95 to p95', pick(rounds, (r) => p95(r.work) / p95(r.baseline.work)), '×', undefined, 'max', 'each round\'s client p95 over its baseline p95; no budget: below what the screen itself costs');
  recordRounds('floor (the study screen, React alone): its own work, median', pick(rounds, (r) => median(r.floor.work)), 'ms', undefined, 'max', `${n}; the screen's markup and styles, no app code`);
  recordRounds('floor (the study screen, React alone): its own work, p95', pick(rounds, (r) => p95(r.floor.work)), 'ms', undefined, 'max', timeoutNote(pick(rounds, (r) => r.floor)));
  // What the browser does for the scripts in a card's work, which no load changes: the clue to where the client's extra time goes.
  recordRounds('client alone: layouts its scripts force, per card', pick(rounds, (r) => r.forced.layouts), '', undefined, 'max', 'inside a script, key to card painted; the frame\'s own layout apart');
  recordRounds('client alone: style recalculations its scripts force, per card', pick(rounds, (r) => r.forced.styles), '', undefined, 'max');
  recordRounds('floor: layouts its scripts force, per card', pick(rounds, (r) => r.floor.forced.layouts), '');
  recordRounds('floor: style recalculations its scripts force, per card', pick(rounds, (r) => r.floor.forced.styles), '');
  // What the app adds on top of drawing its screen: the budget of the answering path.
  recordRounds('client alone: its own work per card ÷ floor, median to median', pick(rounds, (r) => median(r.work) / median(r.floor.work)), '×', FLOOR_RATIO_BUDGET, 'max', 'each round\'s client median over its floor median');
  recordRounds('client alone: its own work per card ÷ floor, p95 to p95', pick(rounds, (r) => p95(r.work) / p95(r.floor.work)), '×', FLOOR_RATIO_BUDGET, 'max', 'each round\'s client p95 over its floor p95');
}

// ---------------------------------------------------------------------------------------------------
// The deck list with 5,000 decks: a key press in the search box, and a sort toggle, to the list painted.

async function deckListRound(browser, round) {
  const context = await benchContext(browser);
  const page = await context.newPage();
  try {
    await signIn(page, APP, 'learner@demo.test');
    await navigateInApp(page, '/library');
    const search = page.getByPlaceholder('search');
    await search.waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Content decks' });
    await table.waitFor();
    const rowCount = () => page.evaluate(() => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount'));
    if (Number(await rowCount()) < BENCH_DECKS) throw new Error(`the list shows ${await rowCount()} rows, not ${BENCH_DECKS}+`);

    const warmUp = 5;
    const searchTimes = [];
    await search.focus();
    // Each key narrows (or widens) the match, so every press changes the list.
    const terms = [];
    for (let start = 0; terms.length < warmUp + SAMPLES.searchKeys; start++) {
      const digits = Array.from({ length: 4 }, (_, i) => String((start * 7 + i * 3 + 1) % 10)).join('');
      for (let length = 1; length <= 4; length++) terms.push(digits.slice(0, length));
    }
    for (const [index, term] of terms.slice(0, warmUp + SAMPLES.searchKeys).entries()) {
      await search.fill(term.slice(0, -1));
      await page.waitForTimeout(150);
      const before = await rowCount();
      await page.evaluate((count) => {
        window.__bench.pending = window.__bench.paintedWhen(() => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') !== count);
      }, before);
      await search.press(term.at(-1));
      const time = await page.evaluate(() => window.__bench.pending);
      if (index >= warmUp) searchTimes.push(sample(time));
    }
    await search.fill('');
    const sortTimes = [];
    for (let i = 0; i < 4 + SAMPLES.sortToggles; i++) {
      const header = page.getByRole('button', { name: i % 2 === 0 ? /^TKL/ : /^Deck/ });
      await header.focus();
      const before = await page.evaluate(() => [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-sort')).join());
      await page.evaluate((before) => {
        window.__bench.pending = window.__bench.paintedWhen(
          () => [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-sort')).join() !== before,
        );
      }, before);
      await page.keyboard.press('Enter');
      const time = await page.evaluate(() => window.__bench.pending);
      if (i >= 4) sortTimes.push(sample(time));
    }
    if (VERBOSE) console.log(`    round ${round + 1} search: ${searchTimes.map((t) => t.toFixed(0)).join(' ')}\n    sort: ${sortTimes.map((t) => t.toFixed(0)).join(' ')}`);
    const timeouts = [...searchTimes, ...sortTimes].filter((time) => time === TIMED_OUT).length;
    return { searchTimes, sortTimes, timeouts };
  } catch (error) {
    if (VERBOSE) await page.screenshot({ path: `bench/deck-list-failure-${round + 1}.png` }).catch(() => undefined);
    throw new Error(`the deck list did not behave as expected: ${String(error.message ?? error).split('\n')[0]}`, { cause: error });
  } finally {
    await context.close();
  }
}

async function measureDeckList(browser) {
  const rounds = await inRounds(ROUNDS, (round) => deckListRound(browser, round));
  recordRounds('deck list (5,000): search key to list painted, median', pick(rounds, (r) => median(r.searchTimes)), 'ms', undefined, 'max', `${SAMPLES.searchKeys} keys a round`);
  recordRounds('deck list (5,000): search key to list painted, p95', pick(rounds, (r) => percentile(r.searchTimes, 95)), 'ms', 50, 'max', timeoutNote(rounds));
  recordRounds('deck list (5,000): sort toggle to list painted, median', pick(rounds, (r) => median(r.sortTimes)), 'ms', undefined, 'max', `${SAMPLES.sortToggles} toggles a round`);
  recordRounds('deck list (5,000): sort toggle to list painted, p95', pick(rounds, (r) => percentile(r.sortTimes, 95)), 'ms', 50);
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse (desktop preset) on the sign-in page and on Today's Cards, in Debian's Chromium.

const LIGHTHOUSE_BUDGETS = { performance: 98, accessibility: 100, 'best-practices': 100 };

async function lighthouseRound(app) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // playwright.config.ts's flags, headless.
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const categories = Object.keys(LIGHTHOUSE_BUDGETS);
  const audit = async (url, disableStorageReset) => {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset }, desktopConfig);
    const landed = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/$/, '');
    if (landed !== new URL(url).pathname.replace(/\/$/, '')) throw new Error(`the page ended at ${landed}`);
    const scores = Object.fromEntries(categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`    ${new URL(url).pathname}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
    if (VERBOSE) {
      failing.forEach((a) => console.log(`      ${a.id}: ${JSON.stringify(a.details?.items ?? a.explanation ?? '')}`));
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      console.log(`      ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
    }
    return { scores, bfcache: lhr.audits['bf-cache']?.score === 1 };
  };
  try {
    const signInPage = await audit(`${app}/`, false);
    // Today's Cards needs a signed-in session in the same browser: sign in over CDP first, keep storage.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await signIn(page, app, 'learner@demo.test');
    await page.close();
    await browser.close().catch(() => undefined);
    const today = await audit(`${app}/welcomeBack`, true);
    return { 'sign-in page': signInPage, "Today's Cards": today };
  } finally {
    await chrome.kill();
  }
}

/**
 * On the build against a backend (the sandbox server's mode): the app a learner installs. The in-browser
 * sandbox build is a demo whose MSW worker unregisters itself when its last page goes, which the
 * back/forward cache cannot keep.
 */
async function measureLighthouse() {
  const rounds = await inRounds(SAMPLES.lighthouse, () => lighthouseRound(API_APP));
  for (const label of ['sign-in page', "Today's Cards"]) {
    for (const [category, budget] of Object.entries(LIGHTHOUSE_BUDGETS)) {
      recordRounds(`Lighthouse ${label}: ${category}`, pick(rounds, (r) => r[label].scores[category]), '', budget, 'min');
    }
    const passed = pick(rounds, (r) => (r[label].bfcache ? 1 : 0));
    const failed = passed.find((round) => round instanceof Error);
    const name = `Lighthouse ${label}: back/forward cache audit, rounds passed`;
    if (failed) missing(name, failed.message);
    else record(name, passed.reduce((a, b) => a + b, 0), '', passed.length, 'min', `of ${passed.length}`);
  }
}

// ---------------------------------------------------------------------------------------------------

if (QUICK) console.log('BENCH_QUICK: small sample counts, to try the bench out; these figures are not the bench\'s.');
if (needsApp && process.env.BENCH_SKIP_BUILD !== '1') {
  console.log(`Building into ${DIST} (in-browser sandbox) and ${API_DIST} (against ${API_BASE})…`);
  execSync(`npx vite build --outDir ${DIST} --logLevel warn`, { stdio: 'inherit' });
  execSync(`npx vite build --mode server --outDir ${API_DIST} --logLevel warn`, { stdio: 'inherit', env: { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT) } });
}
if (needsApp && wanted('client') && process.env.BENCH_SKIP_BUILD !== '1') {
  const { build } = await import('vite');
  const page = (name) => join(process.cwd(), 'bench/baseline', name);
  await build({
    root: 'bench/baseline',
    base: './',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(process.cwd(), BASELINE_DIST), emptyOutDir: true, rolldownOptions: { input: { index: page('index.html'), floor: page('floor.html') } } },
  });
}
// A server left on one of these ports (an interrupted run) would answer for the bench's own, which then
// fails to start: whatever that one serves would be measured. Refuse instead.
if (needsApp) await assertPortsFree([PORT, API_PORT, SANDBOX_PORT, SANDBOX_PORT + 1, SANDBOX_PORT + 2, SANDBOX_PORT + 3]);
const servers = needsApp ? [startPreview(DIST, PORT), startPreview(API_DIST, API_PORT, 'localhost'), startSandboxServer()] : [];
let failed = false;
try {
  if (needsApp) await Promise.all([waitForServer(`${APP}/`), waitForServer(`${API_APP}/`), waitForServer(`${sandboxOrigin(3)}/login`)]);
  const browser = needsApp ? await chromium.launch({ executablePath: CHROMIUM, args: ['--js-flags=--expose-gc'] }) : null;
  try {
    if (wanted('sizes')) await measureSizes(browser);
    if (wanted('validators')) await measureValidators();
    if (wanted('client')) await measureClient(browser);
    if (wanted('study')) await measureStudy(browser);
    if (wanted('decks')) await measureDeckList(browser);
  } finally {
    await browser?.close();
  }
  if (wanted('lighthouse')) await measureLighthouse();
  if (wanted('population')) await measurePopulation();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  servers.forEach(stopServer);
}

writeFileSync('bench/results.json', JSON.stringify({ at: new Date().toISOString(), quick: QUICK, rounds: ROUNDS, figures }, null, 2) + '\n');
console.log('Written to bench/results.json');
const over = figures.filter((figure) => figure.verdict === 'over' || figure.verdict === 'not measured');
if (over.length) console.log(`Over budget or not measured: ${over.map((figure) => figure.name).join('; ')}`);
else console.log(`All ${figures.filter((figure) => figure.verdict === 'ok').length} budgets met.`);
process.exit(failed || over.length || QUICK ? 1 : 0);
