import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether the port is free on localhost (nothing listens there now). */
function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, 'localhost');
    socket.once('connect', () => socket.end(() => resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

/** Holds the port on localhost until closed. */
function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** A port the system gives out now, then lets go. */
async function givenPort(): Promise<number> {
  const server = await hold(0);
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spare ports for the app and the sandbox (which takes its port and the next three). */
async function sparePorts(): Promise<{ app: number; sandbox: number }> {
  for (;;) {
    const [app, sandbox] = [await givenPort(), await givenPort()];
    const taken = [app, sandbox, sandbox + 1, sandbox + 2, sandbox + 3];
    if (new Set(taken).size === taken.length && (await Promise.all(taken.map(free))).every(Boolean)) return { app, sandbox };
  }
}

/** Every `npm start` a test began, so that one a failed or timed-out test left running is stopped after it. */
const started: { stop(): Promise<unknown> }[] = [];

/** `npm start` on those ports, with a sandbox store of its own and `args` after `--`; `until` says when its output has come far enough. */
function npmStart(ports: { app: number; sandbox: number }, args: readonly string[] = []) {
  const state = mkdtempSync(join(tmpdir(), 'npm-start-'));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const child = spawn('npm', ['start', ...(args.length > 0 ? ['--', ...args] : [])], {
    env: { ...env, NO_COLOR: '1', APP_PORT: String(ports.app), SANDBOX_PORT: String(ports.sandbox), SANDBOX_STATE: join(state, 'sandbox.db') },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: string) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', read);
  child.stderr.setEncoding('utf8').on('data', read);
  const ended = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      rmSync(state, { recursive: true, force: true });
      resolve(code);
    }),
  );
  started.push({
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return ended;
    },
  });
  return {
    child,
    ended,
    output: () => output,
    until: (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => output.includes(text) && resolve();
        listeners.add(check);
        check();
      }),
  };
}

describe('npm start', () => {
  // A test that failed or timed out before its process ended would leave npm start and its servers
  // running, holding Jest's worker open (Jest then reports a worker that failed to exit gracefully).
  afterEach(async () => {
    await Promise.all(started.splice(0).map((start) => start.stop()));
  });

  it('given npm start on spare ports, when it is sent SIGTERM once the app is up, then it ends and neither server is left listening', async () => {
    const ports = await sparePorts();
    const start = npmStart(ports);
    await start.until('Sign in at');
    expect(await free(ports.sandbox)).toBe(false);

    start.child.kill('SIGTERM');

    expect(await start.ended).toBe(0);
    expect(await Promise.all([free(ports.app), free(ports.sandbox)])).toEqual([true, true]);
  }, 60_000);

  it('given npm start -- --reset, when the app is up, then the sandbox has started again from the seed', async () => {
    const ports = await sparePorts();

    const start = npmStart(ports, ['--reset']);
    await start.until('Sign in at');

    expect(start.output()).toMatch(/^State .*\(reset to the seed\)$/m);
  }, 60_000);

  it('given npm start -- with a switch the sandbox does not know, then it names the switches and ends with neither server listening', async () => {
    const ports = await sparePorts();

    const start = npmStart(ports, ['--rest']);

    expect(await start.ended).toBe(1);
    expect(start.output()).toContain('Unknown argument --rest: the switches are --reset and --population N.\n');
    expect(await Promise.all([free(ports.app), free(ports.sandbox)])).toEqual([true, true]);
  }, 60_000);

  it('given npm start up, when a build writes its page into a dist- folder, then the dev server neither reloads the app nor says so; a page of the app’s still does', async () => {
    const ports = await sparePorts();
    // Two folders beside the sources, made before the dev server starts watching: a build's, and one of the app's own.
    const [build, own] = [`dist-npm-start-${ports.app}`, `.npm-start-${ports.app}`];
    for (const folder of [build, own]) mkdirSync(folder);
    try {
      const start = npmStart(ports);
      await start.until('Sign in at');

      writeFileSync(join(build, 'index.html'), '<!doctype html><title>A build</title>');
      writeFileSync(join(own, 'index.html'), '<!doctype html><title>A page</title>');
      await start.until(`page reload ${own}/index.html`);

      expect(start.output()).not.toContain(build);
    } finally {
      for (const folder of [build, own]) rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('given the app’s port taken, when npm start runs, then it says so in one line with the way to move it, no stack trace, and ends with the sandbox stopped', async () => {
    const ports = await sparePorts();
    const taken = await hold(ports.app);
    try {
      const start = npmStart(ports);

      expect(await start.ended).toBe(1);
      expect(start.output()).toContain(`Port ${ports.app} (the app) is in use, perhaps by another npm start: stop it, or set APP_PORT to move the app.\n`);
      expect(start.output()).not.toMatch(/^\s+at /m);
      expect(await free(ports.sandbox)).toBe(true);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
