import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appBaseUrl, browserDist, browserPort, modes, sandboxModes, sandboxPort, serverDist, serverPort } from '../support/sandboxModes';
import { waitUntil } from './waitUntil';

/**
 * The servers the cross-engine suite runs against, as the Chromium suite's (playwright.config.ts):
 * `vite preview` of each mode's build, and the sandbox server from the seed. Each is a process group
 * of its own, so that stopping it stops whatever it started.
 */
interface Server {
  readonly name: string;
  readonly ready: string;
  start(): ChildProcess;
}

const SERVER_START_MS = 60_000;

function preview(dist: string, host: string, port: number): Server {
  return {
    name: `vite preview of ${dist}`,
    ready: `http://${host}:${port}/app/`,
    start: () => spawn('node_modules/.bin/vite', ['preview', '--host', host, '--port', String(port), '--strictPort', '--outDir', dist], { detached: true, stdio: 'ignore' }),
  };
}

const stateFile = `test-results-sandbox/engines-state-${sandboxPort}.json`;

function sandboxServer(reset: boolean): Server {
  return {
    name: 'sandbox server',
    // The last of its four origins to listen.
    ready: `${sandboxModes.server.origins!.identityProvider}/login`,
    start: () =>
      spawn('node_modules/.bin/tsx', ['sandbox/src/server/main.ts', ...(reset ? ['--reset'] : [])], {
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_ORIGINS: new URL(appBaseUrl.server).origin, SANDBOX_STATE: stateFile },
      }),
  };
}

async function answers(url: string): Promise<boolean> {
  return (await fetch(url).catch(() => null)) !== null;
}

class Running {
  private constructor(
    private readonly server: Server,
    private readonly process: ChildProcess,
  ) {}

  static async start(server: Server): Promise<Running> {
    if (await answers(server.ready)) throw new Error(`${server.ready} already answers: another run holds the port (set E2E_PORT and E2E_SANDBOX_PORT).`);
    const child = server.start();
    await waitUntil(`the ${server.name} at ${server.ready}`, () => answers(server.ready), SERVER_START_MS);
    return new Running(server, child);
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    if (this.process.exitCode === null) process.kill(-this.process.pid!, 'SIGTERM');
    await exited;
    await waitUntil(`the ${this.server.name} to stop`, async () => !(await answers(this.server.ready)), SERVER_START_MS);
  }
}

/** Every server of the modes this run covers (E2E_MODES), started; and how to stop them for a while. */
export class SuiteServers {
  private constructor(
    private readonly browserPreview: Running | null,
    private serverPreview: Running | null,
    private sandbox: Running | null,
  ) {}

  static async start(): Promise<SuiteServers> {
    for (const dist of modes.map((mode) => (mode === 'browser' ? browserDist : serverDist))) {
      if (!existsSync(`${dist}/index.html`)) throw new Error(`No build in ${dist}/: run npm run build and e2e/support/buildServerMode.ts first (README).`);
    }
    const browser = modes.includes('browser') ? await Running.start(preview(browserDist, '127.0.0.1', browserPort)) : null;
    const server = modes.includes('server') ? await Running.start(preview(serverDist, 'localhost', serverPort)) : null;
    const sandbox = modes.includes('server') ? await Running.start(sandboxServer(true)) : null;
    return new SuiteServers(browser, server, sandbox);
  }

  /** The sandbox server again from the seed, for a test that uses its persistent world. */
  async resetSandbox(): Promise<void> {
    await this.sandbox?.stop();
    this.sandbox = await Running.start(sandboxServer(true));
  }

  /** Stops the server mode's app and sandbox servers (the sandbox writes its state first). */
  async stopServerMode(): Promise<void> {
    await this.sandbox?.stop();
    await this.serverPreview?.stop();
    this.sandbox = null;
    this.serverPreview = null;
  }

  /** Starts whichever of them is stopped, the sandbox from the state it wrote. */
  async restartServerMode(): Promise<void> {
    this.serverPreview ??= await Running.start(preview(serverDist, 'localhost', serverPort));
    this.sandbox ??= await Running.start(sandboxServer(false));
  }

  async stop(): Promise<void> {
    await Promise.all([this.browserPreview?.stop(), this.serverPreview?.stop(), this.sandbox?.stop()]);
  }
}
