import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { SandboxServer } from '../../src';
import { SandboxWorlds } from '../../src/server/SandboxWorlds';
import { TestClock } from '../sandboxHarness';
import { APP_ORIGIN, SANDBOX_CLIENT, form, rowsOf, startTestSandbox, stateFileInTempFolder } from './sandboxServerHarness';

const PASSWORD = 'demo-pass-1';
const FOREIGN_ORIGIN = 'http://evil.test';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * A call on a connection of its own: with headers fetch will not set (Host), or a body the server may
 * refuse without reading (it then closes the connection, which would break fetch's next call on it).
 */
function onItsOwnConnection(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method, agent: false, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** Sends a request's head only, announcing a body it never sends, and answers what comes back. */
function headOnly(origin: string, head: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n') && answer.includes('}')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function signUpForm(email: string): RequestInit {
  return { method: 'PUT', ...form({ uuid: 'app', email, pws: 'kept-pass-1', username: email }) };
}

describe('the sandbox server: only the app gets in', () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('given a Host that is not one of its names (DNS rebinding), then every origin refuses with the contract body; its own names are answered', async () => {
    const sites = [`${sandbox.apiBase}/auth/method?email=new@demo.test`, `${sandbox.origins.terms}/terms/demo-terms.html`, `${sandbox.origins.media}/media/heart-sounds.wav`, `${sandbox.origins.identityProvider}/login`];

    for (const url of sites) {
      const { port } = new URL(url);
      const rebound = await onItsOwnConnection(url, { Host: `evil.test:${port}` });
      expect([rebound.status, JSON.parse(rebound.body)]).toEqual([403, { type: 'HostNotAllowed', message: expect.stringContaining(`localhost:${port}`) }]);
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) expect((await onItsOwnConnection(url, { Host: host })).status).toBe(200);
    }
  });

  it('given a foreign page\'s no-cors POST /sandbox/reset (no sandbox header), then it is refused and the persistent world is kept', async () => {
    expect((await fetch(`${sandbox.apiBase}/auth/signup/app`, signUpForm('kept@demo.test'))).status).toBe(200);

    const reset = await fetch(`${sandbox.apiBase}/sandbox/reset`, { method: 'POST', headers: { Origin: FOREIGN_ORIGIN, 'Content-Type': 'text/plain' } });

    expect([reset.status, await reset.json()]).toEqual([403, { type: 'Forbidden', message: 'Sandbox-only calls need the X-Sandbox-Client: 1 header.' }]);
    expect((await fetch(`${sandbox.apiBase}/auth/signup/app`, signUpForm('kept@demo.test'))).status).toBe(409);
  });

  it('given the sandbox header, then a preflight from a foreign origin is not allowed and one from the app is', async () => {
    const preflight = (origin: string) =>
      fetch(`${sandbox.apiBase}/sandbox/mailbox`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-sandbox-client' },
      });

    const foreign = await preflight(FOREIGN_ORIGIN);
    const app = await preflight(APP_ORIGIN);

    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(app.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(app.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-sandbox-client');
  });

  it('given the sandbox header from a foreign Origin, then the persistent world\'s mailbox and answers are refused; from the app\'s origin or a terminal they are read', async () => {
    await fetch(`${sandbox.apiBase}/auth/pws/reset`, { method: 'POST', ...form({ email: 'new@demo.test' }) });
    const read = (path: string, origin?: string) => fetch(`${sandbox.apiBase}${path}`, { headers: { ...SANDBOX_CLIENT, ...(origin ? { Origin: origin } : {}) } });

    for (const path of ['/sandbox/demo', '/sandbox/mailbox', '/sandbox/answers']) {
      const foreign = await read(path, FOREIGN_ORIGIN);
      expect([foreign.status, ((await foreign.json()) as { type: string }).type]).toEqual([403, 'Forbidden']);
    }
    const fromApp = await read('/sandbox/mailbox?to=new@demo.test', APP_ORIGIN);
    const fromTerminal = await read('/sandbox/mailbox?to=new@demo.test');

    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(((await fromApp.json()) as unknown[]).length).toBe(1);
    expect(fromTerminal.status).toBe(200);
  });

  it('given the app on the sandbox server, when it asks for the demo, then it reads accounts that sign in and the sandbox\'s texts', async () => {
    const answer = await fetch(`${sandbox.apiBase}/sandbox/demo`, { headers: { ...SANDBOX_CLIENT, Origin: APP_ORIGIN } });
    const demo = (await answer.json()) as { accounts: { email: string; password: string }[]; supportEmail: string; streakRule: string };
    const [first] = demo.accounts;
    const signIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email: first!.email, pws: first!.password }) });

    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(demo.accounts.map((account) => account.email)).toContain('learner@demo.test');
    expect(demo).toMatchObject({ supportEmail: 'support@demo.test', streakRule: expect.stringContaining('streak') });
    expect(signIn.status).toBe(200);
  });

  it('given a single sign-on, then neither the start\'s answer nor any log line carries the code, yet the provider leads back with it', async () => {
    sandbox.logLines.length = 0;
    const destination = `${APP_ORIGIN}/app/`;
    const start = await fetch(`${sandbox.apiBase}/oauth2?${new URLSearchParams({ email: 'sso@demo.test', destination })}`, { method: 'PUT' });
    const startText = await start.text();
    const page = await (await fetch((JSON.parse(startText) as { url: string }).url)).text();
    const back = /<a class="button" href="([^"]+)"/.exec(page)?.[1]?.replace(/&#38;/g, '&') ?? '';
    const code = new URL(back).searchParams.get('sso_code') ?? '';
    await fetch(`${sandbox.apiBase}/auth/method?email=sso@demo.test&sso_code=${code}`);
    const session = await fetch(`${sandbox.apiBase}/auth/sso`, { method: 'POST', ...form({ code }) });

    expect(code).toMatch(/.{16,}/);
    expect(session.status).toBe(200);
    expect(startText).not.toContain(code);
    expect(sandbox.logLines.length).toBeGreaterThanOrEqual(3);
    for (const line of sandbox.logLines) expect(line).not.toContain(code);
    expect(sandbox.logLines.some((line) => line.includes('sso_code=…'))).toBe(true);
  });

  it('given a 300,000-character typed answer, then a 4xx with the contract body the app can read; a body announced too large is refused before it is sent', async () => {
    const signedIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email: 'new@demo.test', pws: PASSWORD }) });
    const token = signedIn.headers.get('X-Auth-Token') ?? '';

    const huge = await onItsOwnConnection(
      `${sandbox.apiBase}/app/study`,
      { Authorization: `Bearer ${token}`, Origin: APP_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      'PUT',
      new URLSearchParams({ id: 'huge', cId: '1', ans: '1', tta: '1000', dt: '', mode: '0', rawAnswers: 'x'.repeat(300_000) }).toString(),
    );
    const announced = await headOnly(
      sandbox.origins.api,
      `POST /sreo/v0.1/app/feedback HTTP/1.1\r\nHost: ${new URL(sandbox.origins.api).host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 50000000\r\n\r\n`,
    );

    expect(huge.status).toBe(413);
    expect(huge.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(JSON.parse(huge.body)).toEqual({ type: 'PayloadTooLarge', message: expect.any(String) });
    expect(announced).toMatch(/^HTTP\/1\.1 413/);
    expect(announced).toContain('"type":"PayloadTooLarge"');
  });

  it('given twenty wrong passwords from one address, then a right one from it is refused with the contract body', async () => {
    const world = { Cookie: 'sreo-sandbox-world=throttled' };
    for (let n = 0; n < 20; n += 1) {
      await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', body: new URLSearchParams({ email: `nobody-${n}@demo.test`, pws: 'guess-1' }), headers: world });
    }

    const right = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', body: new URLSearchParams({ email: 'new@demo.test', pws: PASSWORD }), headers: world });

    expect([right.status, ((await right.json()) as { type: string }).type]).toEqual([403, 'TooManyAttempts']);
  });
});

describe('the sandbox server: what it keeps', () => {
  it('given a sign-up, when the state is written, then the file holds a salted scrypt hash and no password', async () => {
    const stateFile = stateFileInTempFolder();
    const running = await startTestSandbox({ stateFile });
    await fetch(`${running.apiBase}/auth/signup/app`, signUpForm('stored@demo.test'));
    await running.close();

    const saved = readFileSync(stateFile, 'latin1');
    const [account] = rowsOf(stateFile, "SELECT passwordHash FROM learner WHERE email = 'stored@demo.test'");

    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    for (const plain of ['kept-pass-1', PASSWORD]) expect(saved).not.toContain(plain);
  });

  it('given test worlds whose databases pass the byte budget, then the least recently used go until they fit, and a world costs only its rows', async () => {
    const clock = new TestClock();
    const oneWorld = new SandboxServer({ clock }).databaseBytes();
    const worlds = new SandboxWorlds(new SandboxServer({ clock }), { clock }, { count: 50, bytes: Math.floor(2.5 * oneWorld), idleMs: 60_000 });
    const a = await worlds.world('a');
    await worlds.world('b');
    const keptB = await worlds.world('b');

    await worlds.world('c');

    expect(oneWorld).toBeLessThan(2 * 1024 * 1024);
    expect(worlds.testWorldCount).toBe(2);
    expect(await worlds.world('b')).toBe(keptB);
    expect(await worlds.world('a')).not.toBe(a);
  });

  it('given test worlds past the limit or left idle, then the least recently used and the idle ones are dropped', async () => {
    const clock = new TestClock();
    const worlds = new SandboxWorlds(new SandboxServer({ clock }), { clock }, { count: 3, bytes: Number.MAX_SAFE_INTEGER, idleMs: 60_000 });
    for (const id of ['a', 'b', 'c']) await worlds.world(id);
    const a = await worlds.world('a');

    await worlds.world('d');
    const keptA = await worlds.world('a');
    clock.advance(60_000);
    await worlds.world('e');

    expect(keptA).toBe(a);
    expect(worlds.testWorldCount).toBe(1);
    expect(await worlds.world('a')).not.toBe(a);
  });
});
