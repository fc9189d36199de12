import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { PEER_REFRESH_BATCH } from '../peerRefresh';
import { SandboxServer, type SandboxServerOptions } from '../SandboxServer';
import { SANDBOX_API_PATH, type SandboxSites } from '../sites';
import type { PasswordHasher } from '../passwords';
import { TERMS_FOLDER } from './demoFiles';
import { createSandboxApps, type SandboxApps, type SandboxOrigins } from './sandboxApps';
import { SandboxWorlds } from './SandboxWorlds';
import { sandboxOrigins } from './serverConfig';
import { scryptPasswords } from './scryptPasswords';
import { SandboxFile, unreadable } from './SandboxFile';
import type { SqlDatabase } from '../store/SqlDatabase';
import { SandboxStoreError } from '../types';

/** How passwords are hashed, at a cost of the caller's choosing (tests start the server with a cheap one). */
export { scryptPasswords };

export interface StartOptions {
  readonly host: string;
  /** The API's port (0: any free port, for tests); the other sites take the next three, or free ones. */
  readonly port: number;
  readonly appOrigins: readonly string[];
  /** The store (an SQLite database); null keeps the state in memory only. */
  readonly stateFile: string | null;
  /** The terms pages' folder: the package's own (`TERMS_FOLDER`) by default. */
  readonly termsFolder?: string;
  readonly log?: (line: string) => void;
  /** Milliseconds since the epoch; the system clock by default. */
  readonly now?: () => number;
  /** How passwords are hashed: scrypt at the server's cost by default (tests pass a cheaper scrypt). */
  readonly passwords?: PasswordHasher;
  /** A state of an earlier layout (the former JSON snapshot) to start a new store from. */
  readonly formerState?: unknown;
  /** Learners to add straight into the store before serving (`--population`). */
  readonly population?: number;
}

export interface RunningSandbox {
  readonly origins: SandboxOrigins;
  /** The API base, e.g. http://localhost:8787/sreo/v0.1. */
  readonly apiBase: string;
  readonly persistent: SandboxServer;
  /** Stops listening and closes the store (every change is already committed). */
  close(): Promise<void>;
}

type Site = keyof SandboxApps;
const SITES: readonly Site[] = ['api', 'media', 'terms', 'identityProvider'];
/** Each site as the server's start-up lines name it (main.ts). */
const SITE_NAMES: Readonly<Record<Site, string>> = { api: 'sandbox API', media: 'card media', terms: 'terms of use', identityProvider: 'identity provider' };

/**
 * Opens the store, then starts the four HTTP servers of the sandbox and answers once all listen. A
 * request that comes before the routes are ready waits for them. Throws a `SandboxStoreError` when the
 * store cannot be read, before listening.
 */
export async function startSandboxServer(options: StartOptions): Promise<RunningSandbox> {
  const store = options.stateFile === null ? null : SandboxFile.open(options.stateFile);
  let appsReady!: (apps: SandboxApps) => void;
  const ready = new Promise<SandboxApps>((resolve) => (appsReady = resolve));
  const servers = {} as Record<Site, Server>;
  const closeAll = () =>
    Promise.all(Object.values(servers).map((server) => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    })));
  try {
    for (const [index, site] of SITES.entries()) {
      const server = createAdaptorServer({ fetch: async (request, env) => (await ready)[site].fetch(request, env), hostname: options.host }) as Server;
      answerMalformedRequests(server);
      await listen(server, options.port === 0 ? 0 : options.port + index, options.host, SITE_NAMES[site]);
      servers[site] = server;
    }
    const port = (site: Site) => (servers[site].address() as AddressInfo).port;
    const origins = sandboxOrigins(options.host, { api: port('api'), media: port('media'), terms: port('terms'), identityProvider: port('identityProvider') });
    const sites: SandboxSites = { media: `${origins.media}/media`, terms: `${origins.terms}/terms/demo-terms.html`, identityProvider: origins.identityProvider };
    const clock = { now: options.now ?? (() => Date.now()) };
    const passwords = options.passwords ?? scryptPasswords();
    const persistent = openSandbox(options, store, { clock, sites, passwords });
    if (options.population) persistent.addPopulation(options.population);
    const stopRefreshing = keepPeersFresh(persistent);
    const worlds = new SandboxWorlds(persistent, { clock, sites, passwords });
    appsReady(createSandboxApps({ origins, appOrigins: options.appOrigins, host: options.host, worlds, termsFolder: options.termsFolder ?? TERMS_FOLDER, log: options.log ?? (() => undefined) }));
    return {
      origins,
      apiBase: `${origins.api}${SANDBOX_API_PATH}`,
      persistent,
      async close() {
        stopRefreshing();
        await closeAll();
        store?.close();
      },
    };
  } catch (error) {
    await closeAll();
    store?.close();
    throw error;
  }
}

/** The persistent world's sandbox on the store (in memory without one); a store it cannot use is named in the error. */
function openSandbox(options: StartOptions, store: SqlDatabase | null, common: Pick<SandboxServerOptions, 'clock' | 'sites' | 'passwords'>): SandboxServer {
  try {
    return new SandboxServer({ ...common, ...(store ? { database: store } : {}), formerState: options.formerState, refreshPeersOnCalls: false });
  } catch (error) {
    if (store && options.stateFile !== null && (error instanceof SandboxStoreError || error instanceof Error)) throw unreadable(options.stateFile, error);
    throw error;
  }
}

/** How often the server looks for peers' figures that are due (src/peerRefresh.ts), in real time. */
const PEER_REFRESH_TICK_MS = 5_000;

/**
 * Keeps the peers' figures within their promised age whatever the traffic, off the calls' path (the
 * persistent sandbox's calls take no batch): every few seconds, the rows that are due, a batch at a
 * time, yielding to waiting requests between batches. Answers how to stop.
 */
function keepPeersFresh(sandbox: SandboxServer): () => void {
  let stopped = false;
  const refresh = () => {
    if (!stopped && sandbox.refreshPeers() === PEER_REFRESH_BATCH) setImmediate(refresh);
  };
  const timer = setInterval(refresh, PEER_REFRESH_TICK_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** Listens on the port; a port another program holds is refused with what to do about it. */
function listen(server: Server, port: number, host: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE'
        ? new Error(`Port ${port} (${name}) is in use, perhaps by another sandbox: stop it, or set SANDBOX_PORT to move the sandbox (it takes that port and the next three).`)
        : error);
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      resolve();
    });
  });
}

/** A request Node cannot even parse gets the contract's error body too, and the process carries on. */
function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ type: 'BadRequest', message: `The request could not be read: ${error.code ?? error.message}.` });
    socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
