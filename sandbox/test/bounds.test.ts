import { Mode, type NextStepJson as NextStep } from '@sreo/contract/wire';
import type { MailMessage } from '../src';
import type { AnswerLogEntry } from '../src/model';
import { libsqlDatabase } from '../src/store/libsqlDatabase';
import { errorOf, sandbox } from './sandboxHarness';

const HOUR = 3_600_000;
const LEARNER = 'new@demo.test';

describe('sandbox: what a call may hold is bounded', () => {
  it('given a typed answer over 2,000 characters, then 422 with the contract body and nothing is recorded; at 2,000 it is kept', async () => {
    const box = sandbox();
    const token = await box.signIn(LEARNER);
    const card = ((await box.call('PUT', '/app/study', { token })).body as NextStep).c!;
    const answer = async (id: string, rawAnswers: string) =>
      await box.call('PUT', '/app/study', { token, form: { id, cId: String(card.cId), ans: '1', tta: '3000', dt: '', mode: String(Mode.Main), rawAnswers } });

    const tooLong = await answer('too-long', 'x'.repeat(2_001));
    const longest = await answer('longest', 'y'.repeat(2_000));

    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ type: 'ValidationError', message: 'rawAnswers must be at most 2000 characters long.' });
    expect(longest.status).toBe(200);
    const log = (await box.call('GET', '/sandbox/answers', { query: { email: LEARNER } })).body as AnswerLogEntry[];
    expect(log.map((entry) => [entry.id, entry.rawAnswers?.length])).toEqual([['longest', 2_000]]);
  });
});

describe('sandbox: one-time records expire and are dropped', () => {
  it('given a password-reset e-mail, when a day has passed, then its secret no longer works and the e-mail is gone', async () => {
    const box = sandbox();
    await box.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
    const [mail] = box.server.mailbox();

    box.clock.advance(24 * HOUR);
    const used = await box.call('POST', '/auth/pws/upd', { form: { secret: mail!.secret, pws: 'fresh-pass-1' } });

    expect(errorOf(used).type).toBe('ResetLinkInvalid');
    expect((await box.call('GET', '/sandbox/mailbox')).body as MailMessage[]).toEqual([]);
  });

  it('given many reset requests, then the mailbox keeps the newest 200', async () => {
    const box = sandbox();
    for (let n = 0; n < 205; n += 1) await box.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
    const secrets = box.server.mailbox().map((message) => message.secret);

    box.clock.advance(2 * 60_000);
    await box.call('GET', '/sandbox/mailbox');

    expect(box.server.mailbox().map((message) => message.secret)).toEqual(secrets.slice(-200));
  });

  it('given a single-sign-on start never finished, when its five minutes have passed, then its code is dropped from the state', async () => {
    const box = sandbox();
    const started = await box.call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: '/app/' } });
    const code = new URL((started.body as { url: string }).url, 'http://app.test').searchParams.get('sso_code') ?? '';

    box.clock.advance(5 * 60_000);
    await box.call('GET', '/auth/method', { query: { email: LEARNER } });
    box.clock.advance(-5 * 60_000);

    expect(errorOf(await box.call('POST', '/auth/sso', { form: { code } })).type).toBe('SsoCodeInvalid');
  });
});

describe('sandbox: a store that is full says so', () => {
  it('given the database cannot grow (a full disk), when a learner sends feedback, then the contract\'s 500 says the disk is full, and nothing half-made is kept', async () => {
    const database = libsqlDatabase(':memory:');
    const box = sandbox({ database });
    const token = await box.signIn(LEARNER);
    const pages = Number(database.all('PRAGMA page_count', [])[0]!.page_count);
    database.exec(`PRAGMA max_page_count = ${pages}`);

    let answer = await box.call('POST', '/app/feedback', { token, form: { text: 'x'.repeat(2_000) } });
    for (let n = 0; n < 200 && answer.status === 204; n += 1) answer = await box.call('POST', '/app/feedback', { token, form: { text: `${n}`.padEnd(2_000, 'y') } });

    expect(answer.status).toBe(500);
    expect(errorOf(answer)).toEqual({ type: 'StoreUnavailable', message: expect.stringMatching(/disk .* is full/) });
    expect((await box.call('GET', '/auth', { token })).status).toBe(200);
  });
});

describe('sandbox: what one learner or caller may pile up is bounded', () => {
  it('given a learner who sent the day\'s most feedback, when they send more, then 422 says so until the next day', async () => {
    const box = sandbox();
    const token = await box.signIn(LEARNER);
    const send = () => box.call('POST', '/app/feedback', { token, form: { text: 'Again.' } });

    const sent: number[] = [];
    for (let n = 0; n < 20; n += 1) sent.push((await send()).status);
    const refused = await send();
    box.clock.advance(24 * HOUR);
    const nextDay = await send();

    expect(new Set(sent)).toEqual(new Set([204]));
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toMatch(/20 feedback messages a day/);
    expect(nextDay.status).toBe(204);
  });

  it('given many sign-ups from one network address within the hour, then the next is refused, while another address may still sign up', async () => {
    const box = sandbox();
    const signUp = (n: number, clientAddress: string) =>
      box.call('PUT', '/auth/signup/app', {
        form: { uuid: 'app', email: `many-${clientAddress}-${n}@demo.test`, pws: 'many-pass-1', username: `many${n}` },
        clientAddress,
      });

    const allowed: number[] = [];
    for (let n = 0; n < 20; n += 1) allowed.push((await signUp(n, '10.0.0.1')).status);
    const refused = await signUp(20, '10.0.0.1');
    const elsewhere = await signUp(0, '10.0.0.2');

    expect(new Set(allowed)).toEqual(new Set([200]));
    expect(refused.status).toBe(403);
    expect(errorOf(refused).type).toBe('TooManyAttempts');
    expect(elsewhere.status).toBe(200);
  });
});
