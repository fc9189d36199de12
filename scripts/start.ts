// `npm start`: the sandbox server, then Vite's dev server pointed at it (`--mode server`), in one
// process a newcomer can stop: Ctrl+C, SIGTERM or SIGHUP stops both; either one failing stops the other.
// It prints the sandbox's addresses, the app's and where to sign in, and a port that is taken in one line.
// What follows `npm start --` is the sandbox's (`--reset`, `--population N`): the app's server takes none.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer, type ViteDevServer } from 'vite';
import { appPort, sandboxServerBuildVariables } from '../src/di/sandboxServerBuild';

/** How long the sandbox has to listen before npm start gives up. */
const SANDBOX_START_MS = 60_000;

const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/server/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
const sandboxEnded = new Promise<number>((resolve) => sandbox.once('exit', (code) => resolve(code ?? 1)));
let app: ViteDevServer | null = null;
let stopping: Promise<never> | null = null;

/** Stops the app's server and the sandbox, then ends with `code`: the first call's, however many come. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    await app?.close();
    if (sandbox.exitCode === null && sandbox.signalCode === null) sandbox.kill('SIGTERM');
    await sandboxEnded;
    process.exit(code);
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop(0));
// npm (whose script execs node) may end with a SIGKILL no handler sees: both servers stop with it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 250).unref();
// The sandbox ended by itself (a port or its store taken, which it says): the app is no use without it.
void sandboxEnded.then(stop);

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, 'localhost');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Waits until the sandbox's API accepts connections. */
async function sandboxListening(): Promise<void> {
  const apiPort = Number(new URL(sandboxServerBuildVariables(process.env).VITE_API_BASE_URL ?? '').port);
  const until = Date.now() + SANDBOX_START_MS;
  while (!(await listening(apiPort))) {
    if (stopping) return;
    if (Date.now() > until) {
      console.error(`The sandbox server did not listen on port ${apiPort} within ${SANDBOX_START_MS / 1000} s.`);
      await stop(1);
    }
    await sleep(100);
  }
}

await sandboxListening();
if (!stopping) {
  try {
    app = await createServer({ mode: 'server' });
    await app.listen();
    app.config.logger.info('');
    app.printUrls();
    app.bindCLIShortcuts({ print: true });
  } catch (error) {
    const port = appPort(process.env);
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' || /already in use/.test(String(error));
    console.error(taken ? `Port ${port} (the app) is in use, perhaps by another npm start: stop it, or set APP_PORT to move the app.` : error instanceof Error ? error.message : error);
    await stop(1);
  }
}
