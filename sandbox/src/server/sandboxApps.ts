import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { mount } from 'hono/mount';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CHAOS_FAILURE_BODY } from '../chaosMode';
import { MAX_REQUEST_BODY_BYTES, bodyTooLarge, contractApp, sandboxResponse } from '../http/contractApp';
import { SANDBOX_API_PATH } from '../sites';
import { AUTH_TOKEN_HEADER, SANDBOX_CLIENT_HEADER } from '../types';
import { identityProviderPage, gatewayLoginPage } from './identityProviderPages';
import { SandboxWorlds, TEST_WORLD_COOKIE, type World, type WorldFlags } from './SandboxWorlds';

/** The origins the sandbox server answers on, each its own (scheme, host and port). */
export interface SandboxOrigins {
  readonly api: string;
  readonly media: string;
  readonly terms: string;
  readonly identityProvider: string;
}

export interface SandboxAppsOptions {
  readonly origins: SandboxOrigins;
  /** The app's origins, allowed to call the API with credentials (CORS). */
  readonly appOrigins: readonly string[];
  /** The host name the server was set up with (SANDBOX_HOST): with the loopback names, the only ones a request's Host may name. */
  readonly host: string;
  readonly worlds: SandboxWorlds;
  /** The folder of the partner's terms pages (the package's terms/). */
  readonly termsFolder: string;
  /** One line per request. */
  readonly log: (line: string) => void;
}

/** What a Node server needs of an app: Hono's fetch handler. */
interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface SandboxApps {
  readonly api: FetchApp;
  readonly media: FetchApp;
  readonly terms: FetchApp;
  readonly identityProvider: FetchApp;
}

type WorldEnv = { Variables: { world: World; worldId: string | null } };

const CONTRACT_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'sentry-trace', 'baggage', SANDBOX_CLIENT_HEADER];

/** The names of this machine that a request's Host may carry, besides the configured host. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Query parameters whose values the request log leaves out: one-time codes and secrets. */
const SECRET_PARAMETERS = new Set(['code', 'sso_code', 'request', 'secret', 'token']);

/**
 * The sandbox served over real HTTP, one Hono app per origin: the sreo API (credentialed CORS for the
 * app's origins, X-Auth-Token exposed), card media, the demo partner's terms pages, and the simulated
 * identity provider. Every answer the API gives, a failure included, is the contract's JSON.
 */
export function createSandboxApps(options: SandboxAppsOptions): SandboxApps {
  return {
    api: apiApp(options),
    media: mediaApp(options),
    terms: termsApp(options),
    identityProvider: identityProviderApp(options),
  };
}

function apiApp({ origins, appOrigins, host, worlds, log }: SandboxAppsOptions): FetchApp {
  const app = new Hono<WorldEnv>();
  app.use(logRequests('api', log));
  app.use(ownHostOnly(origins.api, host));
  app.use(withWorld(worlds));
  app.use(
    cors({
      origin: (origin) => (appOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: CONTRACT_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      exposeHeaders: [AUTH_TOKEN_HEADER],
      maxAge: 600,
    }),
  );
  // Refused on its Content-Length before any of it is read, or as the stream passes the limit.
  app.use(bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: () => sandboxResponse(bodyTooLarge().toResponse()) }));
  app.use(sandboxCallsFromTheApp(appOrigins));
  app.use(quirks(origins));
  app.put(`${SANDBOX_API_PATH}/sandbox/flags`, async (c) => {
    const id = c.get('worldId');
    if (id === null) return c.json(errorBody('Forbidden', `Flags are for test worlds only (the ${TEST_WORLD_COOKIE} cookie).`), 403);
    const flags = (await c.req.json().catch(() => null)) as WorldFlags | null;
    if (typeof flags !== 'object' || flags === null || Array.isArray(flags)) return c.json(errorBody('BadRequest', 'Flags are a JSON object.'), 400);
    await worlds.configure(id, flags);
    return c.body(null, 204);
  });
  app.all(`${SANDBOX_API_PATH}/sandbox/flags`, (c) => c.json(errorBody('MethodNotAllowed', `${c.req.method} is not allowed on ${c.req.path}.`), 405));
  // The contract's app, its paths rebased under the API base, answered by the call's world.
  app.all(
    `${SANDBOX_API_PATH}/*`,
    mount(contractApp.fetch, (c) => {
      const clientAddress = clientAddressOf(c);
      return [{ sandbox: c.get('world').server, ...(clientAddress ? { clientAddress } : {}) }];
    }),
  );
  app.notFound((c) => c.json(errorBody('NotFound', `No such endpoint: ${c.req.method} ${c.req.path}. The API is under ${SANDBOX_API_PATH}.`), 404));
  app.onError((error, c) => c.json(errorBody('InternalError', `The sandbox server failed: ${error.message}`), 500));
  return app;
}

/**
 * Refuses a request whose Host is not one of this server's own names with its port (403 HostNotAllowed):
 * a foreign site whose name its DNS points at 127.0.0.1 (DNS rebinding) would otherwise be same-origin
 * with the sandbox in the browser, and read and reset it freely.
 */
function ownHostOnly(origin: string, host: string): MiddlewareHandler {
  const { port } = new URL(origin);
  const names = new Set([...LOOPBACK_NAMES, new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}`).host]);
  const allowed = new Set([...names].map((name) => (port === '' ? name : `${name}:${port}`)));
  return async (c, next) => {
    const requested = (c.req.header('Host') ?? '').toLowerCase();
    if (!allowed.has(requested)) return c.json(errorBody('HostNotAllowed', `This server answers only as ${[...allowed].join(', ')}.`), 403);
    await next();
  };
}

/**
 * The sandbox-only calls (`/sandbox/*`: the mailbox, the answer log, reset, flags) need the
 * `X-Sandbox-Client` header, which no page can send to another origin without a preflight the CORS
 * answer refuses, so a foreign page's request never arrives; on the persistent world they are also
 * refused from any Origin but the app's. A request with no Origin is not a web page's (curl, a test).
 */
function sandboxCallsFromTheApp(appOrigins: readonly string[]): MiddlewareHandler<WorldEnv> {
  return async (c, next) => {
    if (!c.req.path.startsWith(`${SANDBOX_API_PATH}/sandbox/`)) return next();
    if (c.req.header(SANDBOX_CLIENT_HEADER) !== '1') {
      return c.json(errorBody('Forbidden', `Sandbox-only calls need the ${SANDBOX_CLIENT_HEADER}: 1 header.`), 403);
    }
    const origin = c.req.header('Origin');
    if (c.get('worldId') === null && origin !== undefined && !appOrigins.includes(origin)) {
      return c.json(errorBody('Forbidden', 'Sandbox-only calls on the persistent world are for the app\'s own origins (SANDBOX_ORIGINS).'), 403);
    }
    await next();
  };
}

/** The caller's network address, for throttling wrong passwords; undefined where the transport has none. */
function clientAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The world of the call (a test's, by cookie, or the persistent one), for what follows. */
function withWorld(worlds: SandboxWorlds): MiddlewareHandler<WorldEnv> {
  return async (c, next) => {
    const id = SandboxWorlds.idOf(getCookie(c, TEST_WORLD_COOKIE));
    c.set('worldId', id);
    c.set('world', await worlds.world(id));
    await next();
  };
}

/** A test world's backend behaviour besides the contract: chaos, a single-sign-on gateway, missing headers. */
function quirks(origins: SandboxOrigins): MiddlewareHandler<WorldEnv> {
  return async (c, next) => {
    const world = c.get('world');
    const { flags } = world;
    const path = c.req.path.slice(SANDBOX_API_PATH.length);
    const sandboxCall = path.startsWith('/sandbox/');
    if (!sandboxCall && world.gatewayCalls > 0) {
      world.gatewayCalls -= 1;
      // Whether the login host answers CORS rides on the address: a preflight carries no cookie to find the world by.
      const cors: Record<string, string> = flags.ssoGateway?.cors ? { cors: '1' } : {};
      return c.redirect(`${origins.identityProvider}/login?${new URLSearchParams({ ...cors, from: c.req.url })}`, 302);
    }
    if (!sandboxCall && world.chaos) {
      if (world.chaos.delayMs) await new Promise((resolve) => setTimeout(resolve, world.chaos!.delayMs));
      const hasBody = (await c.req.raw.clone().text()) !== '';
      const fault = world.chaos.faultFor(path, hasBody);
      if (fault === 'drop') return dropConnection(c);
      if (typeof fault === 'number') return c.json(CHAOS_FAILURE_BODY, fault as never);
    }
    await next();
    if (flags.exposeAuthToken === false) c.res.headers.delete('Access-Control-Expose-Headers');
    const signUp = c.req.method === 'PUT' && (path === '/auth' || path === '/auth/signup/app');
    if (signUp && flags.signUpToken === false) c.res.headers.delete(AUTH_TOKEN_HEADER);
  };
}

/**
 * The connection breaks without an answer: the browser sees a network error. Bytes that are no HTTP
 * answer, then the end: a connection merely closed on a reused socket is one a browser silently resends
 * the request on, which would take the next fault in its place.
 */
function dropConnection(c: Context): Response {
  const bindings = c.env as { incoming?: { socket?: { end(data: string): void } } } | undefined;
  bindings?.incoming?.socket?.end('HTTP/1.1 000 Dropped\r\n\r\n');
  return new Response(null, { status: 500 });
}

/** GET /media/{mediaId}: the same files as GET /app/media/{mediaId} under the API, from a host of their own. */
function mediaApp({ origins, host, worlds, log }: SandboxAppsOptions): FetchApp {
  const app = new Hono();
  app.use(logRequests('media', log));
  app.use(ownHostOnly(origins.media, host));
  app.get('/media/:mediaId', (c) => worlds.persistent.fetch(new Request(new URL(`/app/media/${encodeURIComponent(c.req.param('mediaId'))}`, c.req.url))));
  app.notFound((c) => c.json(errorBody('NotFound', `No such file: ${c.req.path}.`), 404));
  return app;
}

/** The partner's terms of use pages, as a partner's own web site would serve them. */
function termsApp({ origins, host, termsFolder, log }: SandboxAppsOptions): FetchApp {
  const app = new Hono();
  app.use(logRequests('terms', log));
  app.use(ownHostOnly(origins.terms, host));
  app.get('/terms/:page{[a-z0-9-]+\\.html}', (c) => {
    let html: string;
    try {
      html = readFileSync(join(termsFolder, c.req.param('page')), 'utf8');
    } catch {
      return c.text('No such page.', 404);
    }
    return c.html(html);
  });
  app.notFound((c) => c.text('No such page.', 404));
  return app;
}

/**
 * The simulated identity provider: GET /authorize shows whose sign-in the app sent and a button that
 * leads back with the one-time code; /login stands for the login page a single-sign-on gateway sends
 * an ended session to, which answers anything but GET with 405 (docs/product.md section 8), with CORS only when
 * the gateway's address asks for it (`cors=1`, from the test world's flag).
 */
function identityProviderApp({ origins, appOrigins, host, worlds, log }: SandboxAppsOptions): FetchApp {
  const app = new Hono<WorldEnv>();
  app.use(logRequests('idp', log));
  app.use(ownHostOnly(origins.identityProvider, host));
  app.use(withWorld(worlds));
  app.get('/authorize', (c) => {
    const request = c.req.query('request') ?? '';
    const destination = c.req.query('destination') ?? '';
    const back = appOrigins.some((origin) => destination.startsWith(`${origin}/`)) ? c.get('world').server.pendingSingleSignOn(request, destination) : null;
    if (!back) return c.html(identityProviderPage(null), 400);
    return c.html(identityProviderPage({ ...back, cancelUrl: destination }));
  });
  app.all('/login', (c) => {
    const corsHeaders: Record<string, string> = c.req.query('cors') === '1'
      ? {
          // A cross-origin redirect makes the request's origin "null" (the Fetch standard's tainted origin).
          'Access-Control-Allow-Origin': c.req.header('Origin') ?? 'null',
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
          'Access-Control-Allow-Headers': CONTRACT_HEADERS.join(', '),
        }
      : {};
    if (c.req.method === 'OPTIONS') return c.body(null, 204, corsHeaders);
    if (c.req.method !== 'GET') return c.text('Method Not Allowed', 405, corsHeaders);
    return c.html(gatewayLoginPage(), 200, corsHeaders);
  });
  app.notFound((c) => c.text('No such page.', 404));
  return app;
}

function errorBody(type: string, message: string): { type: string; message: string } {
  return { type, message };
}

/** The query as the log shows it: one-time codes and secrets left out (`code=…`). */
function loggedQuery(url: URL): string {
  if (url.search === '') return '';
  const shown = url.search.slice(1).split('&').map((part) => {
    const name = new URLSearchParams(part).keys().next().value ?? '';
    return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${name}=…` : part;
  });
  return `?${shown.join('&')}`;
}

/**
 * One line per request: when, which origin, the call (secrets left out), the status and how long it took.
 * A preflight the API allows is left out: it is the browser asking before the request it precedes, which
 * has its own line; a preflight refused (an origin not allowed) is logged.
 */
function logRequests(site: string, log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const world = SandboxWorlds.idOf(getCookie(c, TEST_WORLD_COOKIE));
      const url = new URL(c.req.url);
      const allowedPreflight = c.req.method === 'OPTIONS' && c.res.headers.has('Access-Control-Allow-Origin');
      if (!allowedPreflight) log(
        `${new Date().toISOString()} ${site} ${c.req.method} ${url.pathname}${loggedQuery(url)} ${c.res.status} ${Math.round(performance.now() - started)}ms${world ? ` world=${world}` : ''}`,
      );
    }
  };
}
