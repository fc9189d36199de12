import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, truncateSync } from 'node:fs';
import { createServer } from 'node:net';
import Database from 'libsql';
import { SandboxServer } from '../../src/SandboxServer';
import { SandboxFile } from '../../src/server/SandboxFile';
import { stateFileInTempFolder } from './sandboxServerHarness';

/**
 * The sandbox server run as `npm run sandbox` runs it, in a process of its own, killed with SIGKILL
 * right after its answers: what it acknowledged must be in its store when it starts again.
 */

const APP_ORIGIN = 'http://localhost:4999';
const ROUNDS = 10;
const ANSWERS_PER_ROUND = 3;

/** Ten starts of a Node process through tsx: about 4 s each on a loaded 2-core machine. A bound on a hang, not a speed. */
const TIMEOUT_MS = 180_000;

/** The servers still running, killed after each test so that a failed one leaves none behind. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

interface Server {
  readonly child: ChildProcess;
  readonly api: string;
  readonly exited: Promise<number | null>;
}

/**
 * Four consecutive free ports on 127.0.0.1 (the API's and the three after it), below the ports the
 * system hands out to outgoing connections (from 32768 on Linux, 49152 on macOS): a busy machine's
 * connections would otherwise take one between this probe and the server's listen.
 */
async function freePorts(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await Promise.all([0, 1, 2, 3].map((offset) => isFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function run(stateFile: string, port: number): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  // One process (tsx's command line would start the server as a child of its own, which a kill would miss).
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/server/main.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_ORIGINS: APP_ORIGIN, SANDBOX_STATE: stateFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

/** Starts the server, and answers once it answers a call. */
async function start(stateFile: string, port: number): Promise<Server> {
  const { child, exited } = run(stateFile, port);
  const api = `http://127.0.0.1:${port}/sreo/v0.1`;
  for (;;) {
    try {
      await fetch(`${api}/auth`);
      return { child, api, exited };
    } catch {
      if (child.exitCode !== null) throw new Error('the server stopped while starting');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

function answer(server: Server, token: string, id: string): Promise<Response> {
  return fetch(`${server.api}/app/study`, {
    method: 'PUT',
    body: new URLSearchParams({ id, cId: '10001', ans: '3', tta: '1200', mode: '3', dt: new Date().toISOString() }),
    headers: { Authorization: `Bearer ${token}`, Origin: APP_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

function answerIdsIn(stateFile: string): Set<string> {
  const db = new Database(stateFile);
  try {
    const ids = db.prepare('SELECT id FROM answer').raw().all() as [string][];
    return new Set(ids.map(([id]) => id));
  } finally {
    db.close();
  }
}

describe('the sandbox server killed with SIGKILL right after its answers', () => {
  it(`given ${ROUNDS} rounds of answers acknowledged and then a kill at once, then every acknowledged answer is in the store`, async () => {
    const stateFile = stateFileInTempFolder();
    const port = await freePorts();
    const acknowledged: string[] = [];
    let token: string | null = null;
    for (let round = 0; round < ROUNDS; round += 1) {
      const server = await start(stateFile, port);
      if (token === null) {
        const signIn = await fetch(`${server.api}/auth`, {
          method: 'POST',
          body: new URLSearchParams({ email: 'learner@demo.test', pws: 'demo-pass-1' }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
        token = signIn.headers.get('X-Auth-Token');
      }
      for (let n = 0; n < ANSWERS_PER_ROUND; n += 1) {
        const id = randomUUID();
        const response = await answer(server, token!, id);
        if (response.status === 200) acknowledged.push(id);
        if (n === ANSWERS_PER_ROUND - 1) server.child.kill('SIGKILL');
      }
      await server.exited;
    }

    const kept = answerIdsIn(stateFile);
    expect(acknowledged).toHaveLength(ROUNDS * ANSWERS_PER_ROUND);
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  }, TIMEOUT_MS);

  it('given its store truncated, when it starts, then it stops with a message naming the file and the file is kept byte for byte', async () => {
    const stateFile = stateFileInTempFolder();
    const port = await freePorts();
    const store = SandboxFile.open(stateFile);
    new SandboxServer({ clock: { now: () => Date.now() }, database: store });
    store.close();
    truncateSync(stateFile, Math.floor(readFileSync(stateFile).length / 2));
    const truncated = readFileSync(stateFile);

    const refused = run(stateFile, port);
    const code = await refused.exited;

    expect(code).toBe(1);
    expect(refused.output()).toContain(`The sandbox store ${stateFile} cannot be read`);
    expect(readFileSync(stateFile).equals(truncated)).toBe(true);
  }, TIMEOUT_MS);
});

describe('npm run sandbox: one process, however it ends', () => {
  /**
   * `npm run sandbox` as a developer starts it, once its API answers, and when it has ended: npm and the
   * server it starts share npm's output pipes, which close once the last of the two has ended (the
   * server lets its ports go before its store, so free ports alone would not say it is done).
   */
  async function startWithNpm(stateFile: string, port: number): Promise<{ npm: ChildProcess; ended: Promise<void> }> {
    const npm = spawn('npm', ['run', 'sandbox'], {
      env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_ORIGINS: APP_ORIGIN, SANDBOX_STATE: stateFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.resume();
    npm.stderr!.resume();
    const ended = new Promise<void>((resolve) => npm.once('close', () => resolve()));
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/sreo/v0.1/auth`);
        return { npm, ended };
      } catch {
        if (npm.exitCode !== null) throw new Error('npm run sandbox stopped while starting');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  it.each(['SIGKILL', 'SIGTERM'] as const)('given npm run sandbox running, when its process gets %s, then the server ends and its store opens again', async (signal) => {
    const stateFile = stateFileInTempFolder();
    const port = await freePorts();
    const { npm, ended } = await startWithNpm(stateFile, port);

    npm.kill(signal);
    await ended;

    const next = await start(stateFile, port);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, TIMEOUT_MS);
});
