import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { SANDBOX_DEMO } from '../demoAccounts';
import { authRoutes } from '../routes/authRoutes';
import type { Route } from '../routes/context';
import { libraryRoutes } from '../routes/libraryRoutes';
import { performanceRoutes } from '../routes/performanceRoutes';
import { studyRoutes } from '../routes/studyRoutes';
import { userRoutes } from '../routes/userRoutes';
import type { SandboxServer } from '../SandboxServer';
import { SandboxFailure, type SandboxRequest, type SandboxResponse } from '../types';

/**
 * The largest request body the sandbox reads. Every body the contract has is a short form (the longest:
 * a 2,000-character typed answer or feedback, at most 24 KB percent-encoded).
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What every call of the contract app is given: the sandbox to answer it, and the caller's address where known. */
interface ContractBindings {
  readonly sandbox: SandboxServer;
  /** The caller's network address (the sandbox server's): wrong passwords and sign-ups are counted by it. */
  readonly clientAddress?: string;
}

type ContractEnv = { Bindings: ContractBindings };

// studyRoutes before libraryRoutes: PUT /app/study is the study flow's (library answers included).
const ROUTES: readonly Route[] = [...authRoutes, ...userRoutes, ...studyRoutes, ...libraryRoutes, ...performanceRoutes];

/**
 * The sreo contract as one Hono app, its paths relative to the API base (`/auth`, `/app/study`): what
 * every mode serves. The sandbox server mounts it under /sreo/v0.1, the MSW handlers (in the page and in
 * msw/node) hand it the request with its path rebased, and in-process callers use `callSandbox`. Each
 * call is given its sandbox as a binding: `contractApp.fetch(request, { sandbox })`. The body is read
 * here (bounded, form-encoded only); the sandbox then answers in one synchronous transaction.
 *
 * hono/tiny (its small PatternRouter): this app loads in the demo page with the in-page sandbox.
 */
export const contractApp = new Hono<ContractEnv>({ strict: false });

contractApp.use(async (c, next) => {
  c.env.sandbox.purgeNowAndThen();
  c.env.sandbox.refreshPeersNowAndThen();
  await next();
});
// Refused on its Content-Length before any of it is read, or as the stream passes the limit.
contractApp.use(bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: () => sandboxResponse(bodyTooLarge().toResponse()) }));

for (const route of ROUTES) {
  contractApp.on(route.method, route.path, async (c) => {
    const request = await sandboxRequestOf(c);
    return sandboxResponse(c.env.sandbox.answer(route, request, Object.values(c.req.param() as Record<string, string>)));
  });
}

/*
 * The sandbox-only calls (not the contract's; see contract/openapi.yaml's sandbox paths): its demo
 * accounts, the mailbox (`?to=`), the answer log (`?email=`) and a reset to the seed.
 */
contractApp.get('/sandbox/demo', (c) => c.json(SANDBOX_DEMO));
contractApp.get('/sandbox/mailbox', (c) => c.json(c.env.sandbox.mailbox(c.req.query('to'))));
contractApp.get('/sandbox/answers', (c) => c.json(c.env.sandbox.answerLog(c.req.query('email'))));
contractApp.post('/sandbox/reset', (c) => {
  c.env.sandbox.reset();
  return c.body(null, 204);
});

// A known path (the contract's or a sandbox-only one) asked with another method: 405, after every route of that path.
for (const path of new Set(contractApp.routes.filter((route) => route.method !== 'ALL').map((route) => route.path))) {
  contractApp.all(path, (c) => sandboxResponse(new SandboxFailure(405, 'MethodNotAllowed', `${c.req.method} is not allowed on ${c.req.path}.`).toResponse()));
}

contractApp.notFound((c) => sandboxResponse(new SandboxFailure(404, 'NotFound', `No such endpoint: ${c.req.method} ${c.req.path}.`).toResponse()));
contractApp.onError((error) => sandboxResponse(error instanceof SandboxFailure ? error.toResponse() : storeFailure(error)));

/** The answer to a body over MAX_REQUEST_BODY_BYTES: 413 with the contract's error body. */
export function bodyTooLarge(): SandboxFailure {
  return new SandboxFailure(413, 'PayloadTooLarge', `A request body may hold at most ${MAX_REQUEST_BODY_BYTES} bytes.`);
}

/** A change the database refused: the contract's 500, saying why; nothing of the call was kept. */
export function storeFailure(error: unknown): SandboxResponse {
  const reason = error instanceof Error ? error.message : String(error);
  const full = /SQLITE_FULL|database or disk is full/i.test(reason);
  const message = full
    ? 'The sandbox could not save this change, so it was not made: the disk its store is on is full. Free some space, then try again.'
    : `The sandbox could not save this change, so it was not made: ${reason}`;
  return { status: 500, body: { type: 'StoreUnavailable', message } };
}

/** The sandbox's answer as a Fetch response: JSON, or the media's own bytes and type. */
export function sandboxResponse(answer: SandboxResponse): Response {
  const headers = { ...answer.headers };
  if (answer.body === undefined || answer.status === 204) return new Response(null, { status: answer.status, headers });
  if (answer.contentType && (typeof answer.body === 'string' || answer.body instanceof Uint8Array)) {
    return new Response(answer.body as BodyInit, { status: answer.status, headers: { ...headers, 'Content-Type': answer.contentType } });
  }
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { ...headers, 'Content-Type': 'application/json' } });
}

async function sandboxRequestOf(c: Context<ContractEnv>): Promise<SandboxRequest> {
  const { clientAddress } = c.env;
  return {
    method: c.req.method,
    path: c.req.path,
    query: c.req.query(),
    form: await formFields(c),
    token: bearerToken(c.req.header('Authorization')),
    ...(clientAddress ? { clientAddress } : {}),
  };
}

/** The body's fields: form-encoded, as the contract says; any other body is refused with 422. */
async function formFields(c: Context<ContractEnv>): Promise<Record<string, string>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  // bodyLimit counts a body stream; Firefox's Request has none (undefined, not null): its length, then.
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_REQUEST_BODY_BYTES) throw bodyTooLarge();
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith(FORM_TYPE)) {
    throw new SandboxFailure(422, 'ValidationError', `The body must be form-encoded (${FORM_TYPE}).`);
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function bearerToken(header: string | undefined): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
