import { Mode, type NextStepJson as NextStep } from '@sreo/contract/wire';
import type { MailMessage } from '../src';
import type { AnswerLogEntry } from '../src/model';
import { errorOf, sandbox } from './sandboxHarness';

const HOUR = 3_600_000;
const LEARNER = 'new@demo.test';

describe('sandbox: what a call may hold is bounded', () => {
  it('given a typed answer over 2,000 characters, then 422 with the contract body and nothing is recorded; at 2,000 it is kept', () => {
    const box = sandbox();
    const token = box.signIn(LEARNER);
    const card = (box.call('PUT', '/app/study', { token }).body as NextStep).c!;
    const answer = (id: string, rawAnswers: string) =>
      box.call('PUT', '/app/study', { token, form: { id, cId: String(card.cId), ans: '1', tta: '3000', dt: '', mode: String(Mode.Main), rawAnswers } });

    const tooLong = answer('too-long', 'x'.repeat(2_001));
    const longest = answer('longest', 'y'.repeat(2_000));

    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ type: 'ValidationError', message: 'rawAnswers must be at most 2000 characters long.' });
    expect(longest.status).toBe(200);
    const log = box.call('GET', '/sandbox/answers', { query: { email: LEARNER } }).body as AnswerLogEntry[];
    expect(log.map((entry) => [entry.id, entry.rawAnswers?.length])).toEqual([['longest', 2_000]]);
  });
});

describe('sandbox: one-time records expire and are dropped', () => {
  it('given a password-reset e-mail, when a day has passed, then its secret no longer works and the e-mail is gone', () => {
    const box = sandbox();
    box.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
    const [mail] = box.server.mailbox();

    box.clock.advance(24 * HOUR);
    const used = box.call('POST', '/auth/pws/upd', { form: { secret: mail!.secret, pws: 'fresh-pass-1' } });

    expect(errorOf(used).type).toBe('ResetLinkInvalid');
    expect(box.call('GET', '/sandbox/mailbox').body as MailMessage[]).toEqual([]);
  });

  it('given many reset requests, then the mailbox keeps the newest 200', () => {
    const box = sandbox();
    for (let n = 0; n < 205; n += 1) box.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
    const secrets = box.server.mailbox().map((message) => message.secret);

    box.clock.advance(2 * 60_000);
    box.call('GET', '/sandbox/mailbox');

    expect(box.server.mailbox().map((message) => message.secret)).toEqual(secrets.slice(-200));
  });

  it('given a single-sign-on start never finished, when its five minutes have passed, then its code is dropped from the state', () => {
    const box = sandbox();
    const started = box.call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: '/app/' } });
    const code = new URL((started.body as { url: string }).url, 'http://app.test').searchParams.get('sso_code') ?? '';

    box.clock.advance(5 * 60_000);
    box.call('GET', '/auth/method', { query: { email: LEARNER } });
    box.clock.advance(-5 * 60_000);

    expect(errorOf(box.call('POST', '/auth/sso', { form: { code } })).type).toBe('SsoCodeInvalid');
  });
});
