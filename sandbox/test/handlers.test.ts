import { setupServer } from 'msw/node';
import { createSandboxHandlers } from '../src/msw/handlers';
import { SandboxServer } from '../src';
import { DEMO_PASSWORD, TestClock } from './sandboxHarness';

const FULL_BASE = 'http://sandbox.test/sreo/v0.1';
const PATH_BASE = '/sreo/v0.1';

const sandbox = new SandboxServer({ clock: new TestClock() });
const http = setupServer(
  ...createSandboxHandlers(sandbox, FULL_BASE),
  ...createSandboxHandlers(sandbox, PATH_BASE),
);

beforeAll(() => http.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => http.close());

function form(fields: Record<string, string>): RequestInit {
  return {
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  };
}

async function signIn(base = FULL_BASE): Promise<string> {
  const response = await fetch(`${base}/auth`, { method: 'POST', ...form({ email: 'learner@demo.test', pws: DEMO_PASSWORD }) });
  return response.headers.get('X-Auth-Token') ?? '';
}

describe('the sandbox over HTTP (msw/node)', () => {
  it('given a form-encoded POST /auth, when the password is right, then the user answers as JSON with X-Auth-Token exposed', async () => {
    const response = await fetch(`${FULL_BASE}/auth`, {
      method: 'POST',
      ...form({ email: 'learner@demo.test', pws: DEMO_PASSWORD }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(response.headers.get('X-Auth-Token')).toEqual(expect.any(String));
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('X-Auth-Token');
    expect(await response.json()).toMatchObject({ email: 'learner@demo.test', partner: { n: 'Demo Academy' } });
  });

  it('given the token, when GET /auth sends it as a bearer token, then the user answers', async () => {
    const token = await signIn();

    const response = await fetch(`${FULL_BASE}/auth`, { headers: { Authorization: `Bearer ${token}` } });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'learner@demo.test' });
  });

  it('given a wrong password, when POST /auth, then 403 with the {type, message} body', async () => {
    const response = await fetch(`${FULL_BASE}/auth`, { method: 'POST', ...form({ email: 'learner@demo.test', pws: 'wrong-pass-1' }) });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ type: 'PasswordIsIncorrect', message: 'Username or password is incorrect.' });
  });

  it('given a path base, when any origin calls under it with a query, then the sandbox answers', async () => {
    const response = await fetch(`http://localhost:5173${PATH_BASE}/auth/method?email=${encodeURIComponent('sso@demo.test')}`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'sso' });
  });

  it('given a PUT with a form body and a token, when preferences are saved, then the saved user answers', async () => {
    const token = await signIn();

    const response = await fetch(`${FULL_BASE}/app/user`, {
      method: 'PUT',
      ...form({ firstName: 'Alexandra', remindDays: '1,2' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${token}` },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Alexandra', remindDays: [1, 2] });
  });

  it('given a logo id, when GET /app/media/{logoId}, then an SVG image answers', async () => {
    const response = await fetch(`${FULL_BASE}/app/media/demo-academy`);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
  });

  it('given DELETE /auth, when signed out, then 204 with no body and the token is refused afterwards', async () => {
    const token = await signIn();
    const auth = { Authorization: `Bearer ${token}` };

    const response = await fetch(`${FULL_BASE}/auth`, { method: 'DELETE', headers: auth });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const after = await fetch(`${FULL_BASE}/auth`, { headers: auth });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ type: 'SessionExpired' });
  });

  it('given a reset request over HTTP, when GET /sandbox/mailbox, then the e-mail with its secret is there', async () => {
    await fetch(`${FULL_BASE}/auth/pws/reset`, { method: 'POST', ...form({ email: 'new@demo.test' }) });

    const response = await fetch(`${FULL_BASE}/sandbox/mailbox`);

    expect(await response.json()).toEqual([expect.objectContaining({ to: 'new@demo.test', secret: expect.any(String) })]);
  });

  it('given a 300,000-character typed answer, then 413 with the contract body, and nothing is recorded', async () => {
    const token = await signIn();

    const response = await fetch(`${FULL_BASE}/app/study`, {
      method: 'PUT',
      ...form({ id: 'huge', cId: '1', ans: '1', tta: '1000', dt: '', mode: '0', rawAnswers: 'x'.repeat(300_000) }),
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ type: 'PayloadTooLarge', message: 'A request body may hold at most 65536 bytes.' });
    expect(sandbox.answerLog().map((answer) => answer.id)).not.toContain('huge');
  });

  it('given a body with no length given that streams past the limit, then 413 with the contract body once the limit is passed', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode('text='.padEnd(16 * 1024, 'x')));
      },
    });

    const response = await fetch(`${FULL_BASE}/app/feedback`, { method: 'POST', body: endless, duplex: 'half' } as RequestInit);

    expect(response.status).toBe(413);
    expect(((await response.json()) as { type: string }).type).toBe('PayloadTooLarge');
    expect(pulled).toBeLessThan(10);
  });
});
