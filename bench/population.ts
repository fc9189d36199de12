import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callSandbox, type SandboxCall } from '../sandbox/src/http/callSandbox';
import { SandboxServer } from '../sandbox/src/SandboxServer';
import { SandboxFile } from '../sandbox/src/server/SandboxFile';
import { scryptPasswords } from '../sandbox/src/server/scryptPasswords';
import { POPULATION_PASSWORD, populationEmail } from '../sandbox/src/store/population';

export interface PopulationFigures {
  readonly learners: number;
  /** Seeding the store straight into its tables (`npm run sandbox -- --population N`). */
  readonly seedMs: number;
  /** Opening the seeded store (its integrity check included) and making it ready to serve, as a restart does. */
  readonly startMs: number;
  /** One answer (PUT /app/study with a record), each call, ms. */
  readonly answerMs: number[];
  /** The learner's own performance call (a partner without the full knowledge list), each call, ms. */
  readonly performanceMs: number[];
  /** The performance call with the full knowledge list, which grows with the partner, each call, ms. */
  readonly fullListMs: number[];
  /** The process's resident memory after the calls, MB. */
  readonly rssMB: number;
}

const NOW = Date.UTC(2026, 0, 5, 9);

/**
 * The sandbox server's calls with `learners` learners of 100 answers each, seeded straight into a store
 * file of its own, then the server started on that file again (a restart): one answer and the
 * performance call, `samples` times each, through the contract's Hono app in process (`callSandbox`: the
 * server's own Hono app only adds its guards and HTTP).
 * Learners with an odd number are in a partner with the full knowledge list, the others not.
 */
export async function benchPopulation({ learners = 10_000, samples = 60 } = {}): Promise<PopulationFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'sreo-population-'));
  const file = join(folder, 'state.sqlite');
  const passwords = scryptPasswords({ N: 2 ** 10, r: 8, p: 1 });
  const clock = { now: () => NOW };
  try {
    let database = SandboxFile.open(file);
    let started = performance.now();
    new SandboxServer({ clock, database, passwords }).addPopulation(learners);
    const seedMs = performance.now() - started;
    database.close();

    started = performance.now();
    database = SandboxFile.open(file);
    const server = new SandboxServer({ clock, database, passwords });
    const startMs = performance.now() - started;
    const timed = async (call: SandboxCall) => {
      const start = performance.now();
      await callSandbox(server, call);
      return performance.now() - start;
    };
    const signIn = async (n: number) =>
      (await callSandbox(server, { method: 'POST', path: '/auth', form: { email: populationEmail(n), pws: POPULATION_PASSWORD } })).headers.get('X-Auth-Token');
    const without = await signIn(2);
    const withList = await signIn(1);
    const answerMs: number[] = [];
    const performanceMs: number[] = [];
    const fullListMs: number[] = [];
    for (let i = 0; i < samples + 5; i += 1) {
      clock.now = () => NOW + i * 1_000;
      const answer = await timed({ method: 'PUT', path: '/app/study', token: without, form: { id: `bench-${i}`, cId: '10001', ans: '3', tta: '1500', mode: '3', dt: '' } });
      const own = await timed({ method: 'GET', path: '/app/performance', token: without });
      const list = await timed({ method: 'GET', path: '/app/performance', token: withList });
      // The first few warm the JIT and SQLite's page cache.
      if (i < 5) continue;
      answerMs.push(answer);
      performanceMs.push(own);
      fullListMs.push(list);
    }
    database.close();
    return { learners, seedMs, startMs, answerMs, performanceMs, fullListMs, rssMB: process.memoryUsage().rss / (1024 * 1024) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}


// Run on its own (bench/run.mjs does, so the memory figure is the sandbox's process alone):
// node --import tsx bench/population.ts <learners> <samples> prints the figures as JSON.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await benchPopulation({ learners: Number(process.argv[2]), samples: Number(process.argv[3]) })));
}
