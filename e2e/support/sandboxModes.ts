import { sandboxServerBuildVariables } from '../../src/di/sandboxServerBuild';

/**
 * The two ways the browser tests meet the sandbox (docs/testing.md, "Browser tests"):
 * - `browser`: the static demo build, the sandbox inside the page (MSW) on the app's own origin;
 * - `server`: the build made for the sandbox server (`vite build --mode server`), the API, card media,
 *   terms page and identity provider each on an origin of their own, as in a real deployment.
 *
 * E2E_PORT (4173) and E2E_DIST (dist) are the browser mode's preview port and build; E2E_SERVER_PORT
 * (E2E_PORT + 1) and E2E_SERVER_DIST (E2E_DIST-server) the server mode's; E2E_SANDBOX_PORT (8787) the
 * sandbox server's first port. E2E_MODES=browser or =server runs one mode only.
 */
export type SandboxModeName = 'browser' | 'server';

export interface SandboxMode {
  readonly name: SandboxModeName;
  /** The API base the app calls: a path on the app's origin, or the sandbox server's absolute address. */
  readonly apiBase: string;
  /** The sandbox server's other origins (server mode only). */
  readonly origins?: { readonly api: string; readonly media: string; readonly terms: string; readonly identityProvider: string };
}

const env = process.env;
export const browserPort = Number(env.E2E_PORT ?? 4173);
export const browserDist = env.E2E_DIST ?? 'dist';
export const serverPort = Number(env.E2E_SERVER_PORT ?? browserPort + 1);
export const serverDist = env.E2E_SERVER_DIST ?? `${browserDist}-server`;
export const sandboxPort = Number(env.E2E_SANDBOX_PORT ?? 8787);
/** What only a deployment across origins, or an installed app, can show: these specs run in the server-mode projects alone. */
export const SERVER_ONLY_SPECS = /(crossOrigin|installed)\.spec\.ts$/;
export const modes: readonly SandboxModeName[] = env.E2E_MODES ? (env.E2E_MODES.split(',') as SandboxModeName[]) : ['browser', 'server'];

/** The app's address in each mode. The server mode uses `localhost` for the app and the sandbox alike. */
export const appBaseUrl: Readonly<Record<SandboxModeName, string>> = {
  browser: `http://127.0.0.1:${browserPort}/app/`,
  server: `http://localhost:${serverPort}/app/`,
};

/** The sandbox server's origins, one a port from its first port `port`: API, media, terms, identity provider. */
const originAt = (port: number, offset: number) => `http://localhost:${port + offset}`;
const sandboxOrigin = (offset: number) => originAt(sandboxPort, offset);

export const sandboxModes: Readonly<Record<SandboxModeName, SandboxMode>> = {
  browser: { name: 'browser', apiBase: '/sreo/v0.1' },
  server: {
    name: 'server',
    apiBase: `${sandboxOrigin(0)}/sreo/v0.1`,
    origins: { api: sandboxOrigin(0), media: sandboxOrigin(1), terms: sandboxOrigin(2), identityProvider: sandboxOrigin(3) },
  },
};

/**
 * The build variables of the server mode's build, for a sandbox server whose first port is `port` (the
 * browser tests' by default; `npm run screenshots` runs its own), as vite.config.ts reads them.
 */
export function serverBuildVariables(port = sandboxPort): Record<string, string> {
  return sandboxServerBuildVariables({ SANDBOX_PORT: String(port) });
}
