import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { UserJson } from '@sreo/contract/wire';
import type { RunningSandbox } from '../../src/server/startSandboxServer';
import { APP_ORIGIN, form, startTestSandbox, stateFileInTempFolder } from './sandboxServerHarness';

const PASSWORD = 'demo-pass-1';

async function signIn(sandbox: RunningSandbox, email: string): Promise<string> {
  const response = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', ...form({ email, pws: PASSWORD }) });
  const token = response.headers.get('X-Auth-Token');
  if (response.status !== 200 || !token) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return token;
}

/** A raw request, so that one the HTTP parser refuses can be sent. */
function rawRequest(origin: string, text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A POST on a connection of its own (the server may close it without reading a refused body). */
function postOnItsOwnConnection(url: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

describe('the sandbox server (npm run sandbox) over real HTTP', () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('given a sign-in from an allowed app origin, then it answers the user with credentialed CORS and the token header exposed', async () => {
    const response = await fetch(`${sandbox.apiBase}/auth`, {
      method: 'POST',
      ...form({ email: 'learner@demo.test', pws: PASSWORD }),
      headers: { Origin: APP_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('X-Auth-Token');
    expect(response.headers.get('X-Auth-Token')).toMatch(/.{16,}/);
    expect(((await response.json()) as UserJson).email).toBe('learner@demo.test');
  });

  it('given a preflight from the app origin, then it allows the methods and headers the app sends; another origin is not allowed', async () => {
    const preflight = (origin: string) =>
      fetch(`${sandbox.apiBase}/app/study`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });

    const allowed = await preflight(APP_ORIGIN);
    const other = await preflight('http://elsewhere.test');

    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(allowed.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('given malformed requests, then each gets the contract error body and the server keeps answering', async () => {
    const token = await signIn(sandbox, 'learner@demo.test');
    const unknownPath = await fetch(`${sandbox.origins.api}/nothing/here`);
    const badJson = await fetch(`${sandbox.apiBase}/app/feedback`, {
      method: 'POST',
      body: '{"text": ',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
    const tooLarge = await postOnItsOwnConnection(`${sandbox.apiBase}/app/feedback`, `text=${'x'.repeat(300_000)}`);
    const badPath = await fetch(`${sandbox.apiBase}/app/library/decks/%E0%A4%A`, { headers: { Authorization: `Bearer ${token}` } });
    const garbage = await rawRequest(sandbox.origins.api, 'NOT A REQUEST\r\n\r\n');

    expect([unknownPath.status, await unknownPath.json()]).toEqual([404, { type: 'NotFound', message: expect.any(String) }]);
    expect(badJson.status).toBeGreaterThanOrEqual(400);
    expect(badJson.status).toBeLessThan(500);
    expect(await badJson.json()).toEqual({ type: expect.any(String), message: expect.any(String) });
    expect([tooLarge.status, (JSON.parse(tooLarge.body) as { type: string }).type]).toEqual([413, 'PayloadTooLarge']);
    expect(badPath.status).toBe(404);
    expect(await badPath.json()).toEqual({ type: 'NotFound', message: expect.any(String) });
    expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(garbage).toContain('"type":"BadRequest"');
    expect((await fetch(`${sandbox.apiBase}/auth/method?email=learner@demo.test`)).status).toBe(200);
  });

  it('given a few requests, then each is logged on one line with its site, method, path and status', async () => {
    sandbox.logLines.length = 0;

    await fetch(`${sandbox.apiBase}/auth/method?email=new@demo.test`);
    await fetch(`${sandbox.origins.terms}/terms/demo-terms.html`);

    expect(sandbox.logLines).toEqual([
      expect.stringMatching(/^\S+Z api GET \/sreo\/v0\.1\/auth\/method\?email=new@demo\.test 200 \d+ms$/),
      expect.stringMatching(/^\S+Z terms GET \/terms\/demo-terms\.html 200 \d+ms$/),
    ]);
  });

  it('given a preflight from the app origin and one from another, then only the refused one is logged', async () => {
    sandbox.logLines.length = 0;
    const preflight = (origin: string) =>
      fetch(`${sandbox.apiBase}/app/study`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' } });

    await preflight(APP_ORIGIN);
    await preflight('http://elsewhere.test');

    expect(sandbox.logLines).toEqual([expect.stringMatching(/^\S+Z api OPTIONS \/sreo\/v0\.1\/app\/study \d+ \d+ms$/)]);
  });

  it('given the terms partner, then its terms page is on the terms origin, and that page links to another in a new tab', async () => {
    const token = await signIn(sandbox, 'terms@demo.test');
    const user = (await (await fetch(`${sandbox.apiBase}/auth`, { headers: { Authorization: `Bearer ${token}` } })).json()) as UserJson;

    const termsUrl = user.partner.termOfUseUrl ?? '';
    const page = await fetch(termsUrl);

    expect(new URL(termsUrl).origin).toBe(sandbox.origins.terms);
    expect(new Set([sandbox.origins.terms, sandbox.origins.api, sandbox.origins.media, sandbox.origins.identityProvider, APP_ORIGIN]).size).toBe(5);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<a href="data-protection\.html" target="_blank"/);
    expect((await fetch(new URL('data-protection.html', termsUrl))).status).toBe(200);
  });

  it('given sso@demo.test, when single sign-on starts, then the identity provider on its own origin shows whose sign-in it is and leads back with the code', async () => {
    const destination = `${APP_ORIGIN}/app/`;
    const start = await fetch(`${sandbox.apiBase}/oauth2?${new URLSearchParams({ email: 'sso@demo.test', destination })}`, { method: 'PUT' });
    const { url } = (await start.json()) as { url: string };

    const page = await (await fetch(url)).text();
    const back = /<a class="button" href="([^"]+)"/.exec(page)?.[1]?.replace(/&#38;/g, '&') ?? '';
    const code = new URL(back).searchParams.get('sso_code') ?? '';
    const session = await fetch(`${sandbox.apiBase}/auth/sso`, { method: 'POST', ...form({ code }) });
    const elsewhere = await fetch(url.replace(encodeURIComponent(APP_ORIGIN), encodeURIComponent('http://evil.test')));

    expect(new URL(url).origin).toBe(sandbox.origins.identityProvider);
    expect(page).toContain('sso@demo.test');
    expect(back.startsWith(`${destination}?sso_code=`)).toBe(true);
    expect(session.status).toBe(200);
    expect(session.headers.get('X-Auth-Token')).toBeTruthy();
    expect(elsewhere.status).toBe(400);
  });

  it('given two test worlds (by cookie), then a change in one is not seen in the other nor in the persistent world', async () => {
    const inWorld = (world: string | null): Record<string, string> => (world ? { Cookie: `sreo-sandbox-world=${world}` } : {});
    const signUp = (world: string | null) =>
      fetch(`${sandbox.apiBase}/auth/signup/app`, {
        method: 'PUT',
        body: new URLSearchParams({ uuid: 'app', email: 'fresh@demo.test', pws: 'fresh-pass-1', username: 'fresh' }),
        headers: { ...inWorld(world), 'Content-Type': 'application/x-www-form-urlencoded' },
      });

    expect((await signUp('world-a')).status).toBe(200);
    expect((await signUp('world-a')).status).toBe(409);
    expect((await signUp('world-b')).status).toBe(200);
    expect((await signUp(null)).status).toBe(200);
  });
});

describe('the sandbox server on a port another program holds', () => {
  it('given a sandbox on a port, when another starts on the same port, then it refuses with the port, its site and how to move the sandbox', async () => {
    const first = await startTestSandbox();
    const taken = Number(new URL(first.apiBase).port);
    try {
      const second = startTestSandbox({ port: taken });

      await expect(second).rejects.toThrow(`Port ${taken} (sandbox API) is in use, perhaps by another sandbox: stop it, or set SANDBOX_PORT to move the sandbox (it takes that port and the next three).`);
    } finally {
      await first.close();
    }
  });
});

describe('the sandbox server keeps its state in a file', () => {
  it('given progress saved, when the server restarts on the same file, then the progress is still there; a new file starts from the seed', async () => {
    const stateFile = stateFileInTempFolder();
    const first = await startTestSandbox({ stateFile });
    const token = await signIn(first, 'new@demo.test');
    const answer = await fetch(`${first.apiBase}/app/feedback`, { method: 'POST', ...form({ text: 'kept' }), headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(204);
    const saved = await fetch(`${first.apiBase}/app/user`, {
      method: 'PUT',
      body: new URLSearchParams({ firstName: 'Kept', lastName: 'Across', remindDt: '', remindDays: '1', notifyEmail: 'true', notifyApp: 'false', libraryTourShown: 'true', partnerId: '1', partnerLogo: 'demo-academy' }),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(saved.status).toBe(200);
    await first.close();

    const second = await startTestSandbox({ stateFile });
    const again = await fetch(`${second.apiBase}/auth`, { headers: { Authorization: `Bearer ${token}` } });
    const fresh = await startTestSandbox({ stateFile: stateFileInTempFolder() });
    const seeded = await fetch(`${fresh.apiBase}/auth`, { headers: { Authorization: `Bearer ${await signIn(fresh, 'new@demo.test')}` } });
    await second.close();
    await fresh.close();

    expect(again.status).toBe(200);
    expect(((await again.json()) as UserJson).firstName).toBe('Kept');
    expect(((await seeded.json()) as UserJson).firstName).toBeNull();
  });
});

