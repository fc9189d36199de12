import { Mode, type NextStepJson as NextStep } from '@sreo/contract/wire';
import { createSandboxHandlers } from '../src/msw/handlers';
import type { AnswerLogEntry } from '../src/model';
import { errorOf, sandbox } from './sandboxHarness';

/** A library answer to card 10001 under answer id `id`. */
function libraryAnswer(id: string): Record<string, string> {
  return { id, cId: '10001', ans: '3', tta: '1500', mode: String(Mode.Library), dt: '' };
}

async function answerIds(box: ReturnType<typeof sandbox>, email: string): Promise<string[]> {
  return ((await box.call('GET', '/sandbox/answers', { query: { email } })).body as AnswerLogEntry[]).map((entry) => entry.id);
}

describe('sandbox: answer ids are each learner\'s own', () => {
  it('given learner A answered under an id, when learner B sends an answer under the same id, then B\'s answer is recorded too', async () => {
    const box = sandbox();
    const a = await box.signIn('new@demo.test');
    const b = await box.signIn('learner@demo.test');
    const before = (await answerIds(box, 'learner@demo.test')).length;

    const fromA = await box.call('PUT', '/app/study', { token: a, form: libraryAnswer('shared-id') });
    const fromB = await box.call('PUT', '/app/study', { token: b, form: libraryAnswer('shared-id') });

    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(await answerIds(box, 'new@demo.test')).toEqual(['shared-id']);
    expect(await answerIds(box, 'learner@demo.test')).toHaveLength(before + 1);
    expect(await answerIds(box, 'learner@demo.test')).toContain('shared-id');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('given the answer id %s, then it is an ordinary id: recorded once, a resend changing nothing', async (id) => {
    const box = sandbox();
    const token = await box.signIn('new@demo.test');

    const first = await box.call('PUT', '/app/study', { token, form: libraryAnswer(id) });
    const resent = await box.call('PUT', '/app/study', { token, form: libraryAnswer(id) });

    expect([first.status, resent.status]).toEqual([200, 200]);
    expect(await answerIds(box, 'new@demo.test')).toEqual([id]);
  });
});

describe('sandbox: keys holding control characters are refused', () => {
  it.each([
    ['a NUL byte', 'answer\u0000one'],
    ['a line feed', 'answer\none'],
    ['an escape', 'answer\u001bone'],
    ['a DEL', 'answer\u007fone'],
  ])('given an answer id holding %s, then 422 with the contract body and nothing is recorded', async (_, id) => {
    const box = sandbox();
    const token = await box.signIn('new@demo.test');

    const answer = await box.call('PUT', '/app/study', { token, form: libraryAnswer(id) });

    expect(answer.status).toBe(422);
    expect(errorOf(answer)).toEqual({ type: 'ValidationError', message: 'id must not hold control characters.' });
    expect(await answerIds(box, 'new@demo.test')).toEqual([]);
  });

  it('given an e-mail address, an invite code or an application id holding a control character, then each is refused with 422', async () => {
    const box = sandbox();
    const signUp = async (fields: Record<string, string>) =>
      await box.call('PUT', '/auth/signup/app', { form: { uuid: 'app', email: 'fresh@demo.test', pws: 'fresh-pass-1', username: 'fresh', ...fields } });

    expect(errorOf(await signUp({ email: 'fresh\u0000@demo.test' })).type).toBe('ValidationError');
    expect(errorOf(await signUp({ invite_code: 'DEMO-INVITE\u0000' })).type).toBe('ValidationError');
    expect(errorOf(await signUp({ uuid: 'app\u0007' })).type).toBe('ValidationError');
    expect((await box.call('POST', '/auth', { form: { email: 'fresh@demo.test', pws: 'fresh-pass-1' } })).status).toBe(403);
  });
});

describe('sandbox over HTTP: a body that is not form-encoded is refused', () => {
  const box = sandbox();
  const { server } = box;
  const [handler] = createSandboxHandlers(server, 'http://api.test/sreo/v0.1');

  async function send(body: string, contentType: string, token?: string): Promise<{ status: number; body: unknown }> {
    const request = new Request('http://api.test/sreo/v0.1/app/study', {
      method: 'PUT',
      body,
      headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const result = await handler!.run({ request, requestId: 'test' });
    const response = result!.response!;
    return { status: response.status, body: await response.json() };
  }

  it.each([
    ['plain text', 'id=x&cId=10001', 'text/plain;charset=UTF-8'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['broken JSON', '{"id": ', 'application/json'],
    ['multipart', '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\nx\r\n--b--', 'multipart/form-data; boundary=b'],
  ])('given %s as the body of an answer, then 422 with the contract body, never 200', async (_, body, contentType) => {
    const token = await box.signIn('new@demo.test');

    const answered = await send(body, contentType, token);

    expect(answered.status).toBe(422);
    expect((answered.body as { type: string }).type).toBe('ValidationError');
    expect(server.answerLog('new@demo.test')).toEqual([]);
  });

  it('given a form-encoded body, then it is read as the contract says', async () => {
    const token = await box.signIn('new@demo.test');

    const answered = await send(new URLSearchParams(libraryAnswer('form-1')).toString(), 'application/x-www-form-urlencoded', token);

    expect(answered.status).toBe(200);
    expect((answered.body as NextStep).mode).toBe(Mode.Library);
  });
});
