import type { SandboxOrigins } from './sandboxApps';

/** How `npm run sandbox` is set up: environment variables and command-line switches. */
export interface SandboxServerConfig {
  /** The host name every origin uses and the servers listen on. */
  readonly host: string;
  /** The API's port; media, terms and the identity provider take the next three. */
  readonly port: number;
  /** The app origins allowed to call the API with credentials. */
  readonly appOrigins: readonly string[];
  /** The store of the state: an SQLite database file. */
  readonly stateFile: string;
  /** Start again from the seed (`--reset`). */
  readonly reset: boolean;
  /** Learners to add straight into the store before serving, 100 answers each (`--population N`); 0: none. */
  readonly population: number;
  /** Say what the switches and settings are, and start nothing (`--help`, `-h`). */
  readonly help: boolean;
}

/** What `--help` prints. */
export const SANDBOX_HELP = `npm run sandbox [-- switches]    (npm start -- switches: the same, with the app beside it)

  --reset          start again from the seed (the store's file is removed first)
  --population N   add N learners of 100 answers each straight into the store (up to 100000)
  --help, -h       this text, and nothing started

Settings, from the environment:
  SANDBOX_PORT     the API's port, 8787 (media, terms and the identity provider take the next three)
  SANDBOX_HOST     the host name the origins use, localhost
  SANDBOX_ORIGINS  the app origins allowed to call it, comma-separated (the dev server's on APP_PORT, 5173, and the preview server's)
  SANDBOX_STATE    the store's SQLite file, .sandbox/state.sqlite

docs/sandbox.md says more.`;

const DEFAULT_SANDBOX_PORT = 8787;

const DEFAULT_APP_PORT = 5173;
const PREVIEW_PORT = 4173;

/** The dev server's (APP_PORT) and the preview server's origins, by both local names. */
function appOriginsOn(appPort: number): string[] {
  return [appPort, PREVIEW_PORT].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

const DEFAULT_STATE_FILE = '.sandbox/state.sqlite';

/**
 * SANDBOX_PORT (default 8787), SANDBOX_HOST (default localhost), SANDBOX_ORIGINS (comma list of app
 * origins; default the dev server's on APP_PORT, 5173 unless set, and the preview server's), SANDBOX_STATE (the store's database file;
 * default .sandbox/state.sqlite), the `--reset` switch and `--population N` (N learners of 100 answers each,
 * added straight into the store: docs/sandbox-store.md).
 */
export function sandboxServerConfig(env: Readonly<Record<string, string | undefined>>, args: readonly string[]): SandboxServerConfig {
  const port = portSetting(env, 'SANDBOX_PORT', DEFAULT_SANDBOX_PORT, 65532);
  const populationAt = args.indexOf('--population');
  const population = populationAt < 0 ? 0 : Number(args[populationAt + 1]);
  if (!Number.isSafeInteger(population) || population < 0 || population > 100_000) {
    throw new Error(`--population takes a number of learners up to 100000, not "${args[populationAt + 1] ?? ''}".`);
  }
  const unknown = args.filter((arg, index) => !['--reset', '--help', '-h'].includes(arg) && (populationAt < 0 || (index !== populationAt && index !== populationAt + 1)));
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')}: the switches are --reset and --population N.`);
  const appOrigins = env.SANDBOX_ORIGINS
    ? env.SANDBOX_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)
    : appOriginsOn(portSetting(env, 'APP_PORT', DEFAULT_APP_PORT, 65535));
  return {
    host: env.SANDBOX_HOST?.trim() || 'localhost',
    port,
    appOrigins,
    stateFile: env.SANDBOX_STATE?.trim() || DEFAULT_STATE_FILE,
    reset: args.includes('--reset'),
    population,
    help: args.includes('--help') || args.includes('-h'),
  };
}

function portSetting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, highest: number): number {
  const port = Number(env[name] || fallback);
  if (!Number.isInteger(port) || port < 1 || port > highest) throw new Error(`${name} must be a port number below ${highest + 1}, not "${env[name]}".`);
  return port;
}

/** The four origins, on consecutive ports from the API's. */
export function sandboxOrigins(host: string, ports: { api: number; media: number; terms: number; identityProvider: number }): SandboxOrigins {
  const origin = (port: number) => `http://${host}:${port}`;
  return { api: origin(ports.api), media: origin(ports.media), terms: origin(ports.terms), identityProvider: origin(ports.identityProvider) };
}
