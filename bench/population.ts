import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { POPULATION_PASSWORD, populationEmail } from '../sandbox/src/store/population';

export interface PopulationFigures {
  readonly learners: number;
  /** `npm run sandbox -- --reset --population N`: the seed and N learners written straight into the store, until the server answers. */
  readonly seedMs: number;
  /**
   * Restarts on that store, the median of START_ROUNDS (each round also runs the two processes below
   * just before, so a busy moment weighs on all three): from the process's start to its first answer
   * (Node and tsx's own start included), and until the server says it listens (its addresses printed).
   */
  readonly restartMs: number;
  readonly listeningMs: number;
  /** Node and tsx's own start: `node --import tsx` on an empty module, from its start to its end. */
  readonly nodeStartMs: number;
  /** The server's process refused at its arguments: Node and tsx's start with every module of the server loaded, and its end. */
  readonly modulesLoadedMs: number;
  /** The server's own start: per round, the restart (to listening, to its first answer) less the refused process; medians. */
  readonly ownListeningMs: number;
  readonly ownStartMs: number;
  /** One answer (PUT /app/study with a record) over HTTP, each call, ms. */
  readonly answerMs: number[];
  /** The learner's own performance call (a partner without the full knowledge list) over HTTP, each call, ms. */
  readonly performanceMs: number[];
  /** The performance call with the full knowledge list, which grows with the partner, each call, ms. */
  readonly fullListMs: number[];
  /** The server process's resident memory after the calls, MB. */
  readonly rssMB: number;
}

const APP_ORIGIN = 'http://localhost:4999';
/** Restarts timed on each store (their median is reported): one start alone is at the mercy of the machine's load. */
const START_ROUNDS = 5;

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** The sandbox server as `npm run sandbox` runs it, on `port` and the three after it, its store `stateFile`. */
function sandboxServer(stateFile: string, port: number, args: readonly string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/server/main.ts', ...args], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_ORIGINS: APP_ORIGIN, SANDBOX_STATE: stateFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Milliseconds until the server prints its first line: it has opened its store and listens. */
function untilItListens(child: ChildProcess, started: number): Promise<number> {
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(performance.now() - started));
    child.once('exit', (code) => reject(new Error(`the sandbox server stopped (${code})`)));
  });
}

/** Milliseconds `node --import tsx` takes to start, run `args` and end: the parts of a start that come before the server's own. */
function nodeRun(args: readonly string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', () => resolve(performance.now() - started)));
}

/** Milliseconds until the server at `api` answers a call. */
async function untilItAnswers(child: ChildProcess, api: string, started: number): Promise<number> {
  for (;;) {
    try {
      await (await fetch(`${api}/auth/method?email=${encodeURIComponent(populationEmail(1))}`)).arrayBuffer();
      return performance.now() - started;
    } catch {
      if (child.exitCode !== null) throw new Error(`the sandbox server stopped (${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The sandbox server with `learners` learners of 100 answers each of their own, through its public HTTP
 * API, as the app calls it: the store seeded by `npm run sandbox -- --reset --population N`, the server
 * stopped and started again on it (the restart timed to its first answer), then one answer and the
 * performance call, `samples` times each. Odd-numbered learners are in a partner with the full
 * knowledge list, even ones not.
 */
export async function benchPopulation({ learners = 10_000, samples = 60, port = 4370 } = {}): Promise<PopulationFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'sreo-population-'));
  const stateFile = join(folder, 'state.sqlite');
  const api = `http://127.0.0.1:${port}/sreo/v0.1`;
  let server: ChildProcess | null = null;
  try {
    let started = performance.now();
    server = sandboxServer(stateFile, port, ['--reset', '--population', String(learners)]);
    const seedMs = await untilItAnswers(server, api, started);
    await stop(server);

    const starts: { nodeStartMs: number; modulesLoadedMs: number; restartMs: number; listeningMs: number }[] = [];
    for (let round = 0; round < START_ROUNDS; round += 1) {
      if (round > 0) await stop(server);
      const nodeStartMs = await nodeRun(['--eval', '']);
      const modulesLoadedMs = await nodeRun(['sandbox/src/server/main.ts', '--an-unknown-switch']);
      started = performance.now();
      server = sandboxServer(stateFile, port, []);
      const listening = untilItListens(server, started);
      const restartMs = await untilItAnswers(server, api, started);
      starts.push({ nodeStartMs, modulesLoadedMs, restartMs, listeningMs: await listening });
    }
    const startFigures = {
      restartMs: median(starts.map((start) => start.restartMs)),
      listeningMs: median(starts.map((start) => start.listeningMs)),
      nodeStartMs: median(starts.map((start) => start.nodeStartMs)),
      modulesLoadedMs: median(starts.map((start) => start.modulesLoadedMs)),
      ownListeningMs: median(starts.map((start) => start.listeningMs - start.modulesLoadedMs)),
      ownStartMs: median(starts.map((start) => start.restartMs - start.modulesLoadedMs)),
    };
    const call = async (method: string, path: string, token: string | null, form?: Record<string, string>) => {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: { Origin: APP_ORIGIN, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
        ...(form ? { body: new URLSearchParams(form) } : {}),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return response;
    };
    const signIn = async (n: number) => (await call('POST', '/auth', null, { email: populationEmail(n), pws: POPULATION_PASSWORD })).headers.get('X-Auth-Token')!;
    const without = await signIn(2);
    const withList = await signIn(1);
    const timed = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    const answerMs: number[] = [];
    const performanceMs: number[] = [];
    const fullListMs: number[] = [];
    // The first few calls of each loop warm the JIT, the connection and SQLite's page cache. The full
    // knowledge list, the one answer that grows with the partner, is timed in a loop of its own after
    // the others, so that the garbage its 5,000 rows leave is not collected inside their figures.
    for (let i = 0; i < samples + 5; i += 1) {
      const answer = await timed(() => call('PUT', '/app/study', without, { id: `bench-${i}`, cId: '10001', ans: '3', tta: '1500', mode: '3', dt: '' }));
      const own = await timed(() => call('GET', '/app/performance', without));
      if (i < 5) continue;
      answerMs.push(answer);
      performanceMs.push(own);
    }
    for (let i = 0; i < samples + 5; i += 1) {
      const list = await timed(() => call('GET', '/app/performance', withList));
      if (i >= 5) fullListMs.push(list);
    }
    const rssKB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
    return { learners, seedMs, ...startFigures, answerMs, performanceMs, fullListMs, rssMB: rssKB / 1024 };
  } finally {
    if (server && server.exitCode === null) await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run on its own (bench/run.mjs does): node --import tsx bench/population.ts <learners> <samples> <port>
// prints the figures as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [learners, samples, port] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await benchPopulation({ learners, samples, port })));
}
