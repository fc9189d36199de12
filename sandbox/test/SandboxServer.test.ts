import { readFileSync } from 'node:fs';
import type { DeckCardItemJson, ExtraResourceJson, LibraryDeckJson, StudyCardJson, UserJson } from '@sreo/contract/wire';
import { PAGE_DATABASE_KEY } from '../src/pageSandbox';
import { inPageDemoFiles } from '../src/server/demoFiles';
import { DAY, DEMO_PASSWORD, MapStorage, TestClock, errorOf, sandbox, sequentialIds } from './sandboxHarness';

const PASSWORD_RULE = 'Password must be at least 8 characters long and contain a letter and a digit.';
const USER_FIELDS = [
  'email',
  'firstName',
  'id',
  'lastName',
  'libraryTourShown',
  'notifyApp',
  'notifyEmail',
  'partner',
  'remindDays',
  'remindDt',
  'schedulerType',
  'status',
  'typ',
  'ui',
  'username',
];
const PARTNER_FIELDS = [
  'allowUsersChangeRemindDays',
  'allowUsersChangeRemindTime',
  'enableExternalAnalytics',
  'enableLibrary',
  'enableUserPerformance',
  'id',
  'l',
  'n',
  'showFeedbackAlways',
  'showFullUserKnowledgeList',
  'showLeaderboard',
  'showMostKnowledgeableUsersPercentage',
  'showTermOfUse',
  'termOfUseUrl',
  'u',
];

describe('sandbox server: signing in', () => {
  it('given learner@demo.test, when signing in with the demo password, then the user answers with a token in X-Auth-Token', async () => {
    const { call } = sandbox();

    const answer = await call('POST', '/auth', { form: { email: 'learner@demo.test', pws: DEMO_PASSWORD } });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Auth-Token')).toEqual(expect.any(String));
    const user = answer.body as UserJson;
    expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
    expect(Object.keys(user.partner).sort()).toEqual(PARTNER_FIELDS);
    expect(user).toMatchObject({ email: 'learner@demo.test', remindDt: 8, remindDays: [1, 2, 3, 4, 5], ui: null });
    expect(user.partner).toMatchObject({
      n: 'Demo Academy',
      l: 'demo-academy',
      enableLibrary: true,
      enableUserPerformance: true,
      showLeaderboard: true,
      showTermOfUse: false,
      allowUsersChangeRemindDays: true,
      allowUsersChangeRemindTime: true,
    });
  });

  it('given a token from sign-in, when GET /auth carries it, then the same user answers', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    const answer = await call('GET', '/auth', { token });

    expect(answer.status).toBe(200);
    expect((answer.body as UserJson).email).toBe('learner@demo.test');
  });

  it('given the e-mail in another case and with spaces, when signing in, then it is the same account', async () => {
    const { call } = sandbox();

    const answer = await call('POST', '/auth', { form: { email: '  Learner@Demo.Test ', pws: DEMO_PASSWORD } });

    expect(answer.status).toBe(200);
  });

  it.each([
    ['a wrong password', 'learner@demo.test', 'not-the-password-1'],
    ['an unknown address', 'nobody@demo.test', DEMO_PASSWORD],
  ])('given %s, when signing in, then 403 PasswordIsIncorrect', async (_case, email, pws) => {
    const { call } = sandbox();

    const answer = await call('POST', '/auth', { form: { email, pws } });

    expect(answer.status).toBe(403);
    expect(errorOf(answer).type).toBe('PasswordIsIncorrect');
  });

  it('given an address at nowhere.test, when signing in, checking the method or signing up, then 404 RealmIsNotFound', async () => {
    const { call } = sandbox();
    const answers = [
      await call('POST', '/auth', { form: { email: 'anyone@nowhere.test', pws: DEMO_PASSWORD } }),
      await call('GET', '/auth/method', { query: { email: 'someone.else@nowhere.test' } }),
      await call('PUT', '/auth/signup/app', {
        form: { uuid: 'app', email: 'x@nowhere.test', pws: 'good-pass-1', username: 'x' },
      }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer).type).toBe('RealmIsNotFound');
    }
  });

  it('given blocked@demo.test, when it signs in, checks its method or asks for a reset, then every call answers 503', async () => {
    const { call } = sandbox();
    const answers = [
      await call('POST', '/auth', { form: { email: 'blocked@demo.test', pws: DEMO_PASSWORD } }),
      await call('GET', '/auth/method', { query: { email: 'blocked@demo.test' } }),
      await call('POST', '/auth/pws/reset', { form: { email: 'blocked@demo.test' } }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(errorOf(answer).message).toBe('Your account is blocked. Please contact your supervisor.');
    }
  });

  it('given mailfail@demo.test, when it signs in, then the password works', async () => {
    const { call } = sandbox();

    expect((await call('POST', '/auth', { form: { email: 'mailfail@demo.test', pws: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('given new@demo.test, basic@demo.test and terms@demo.test, when they sign in, then each answers with its partner', async () => {
    const { call } = sandbox();
    const partnerOf = async (email: string) =>
      ((await call('POST', '/auth', { form: { email, pws: DEMO_PASSWORD } })).body as UserJson).partner;

    expect((await partnerOf('new@demo.test')).n).toBe('Demo Academy');
    expect(await partnerOf('basic@demo.test')).toMatchObject({
      enableLibrary: false,
      enableUserPerformance: false,
      allowUsersChangeRemindDays: false,
      allowUsersChangeRemindTime: false,
    });
    expect(await partnerOf('terms@demo.test')).toMatchObject({ showTermOfUse: true, termOfUseUrl: '/app/terms/demo-terms.html' });
  });
});

describe('sandbox server: sessions', () => {
  const SESSION_EXPIRED = { type: 'SessionExpired', message: 'Your session has expired. Please sign in again.' };

  it.each([
    ['no token', null],
    ['an unknown token', 'not-a-token'],
  ])('given %s, when a signed-in call is made, then 403 SessionExpired', async (_case, token) => {
    const { call } = sandbox();

    const answers = [await call('GET', '/auth', { token }), await call('GET', '/app/library/decks', { token, query: { deckType: '0' } })];

    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SESSION_EXPIRED);
    }
  });

  it('given a signed-in learner, when they sign out, then the token no longer works', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    expect((await call('DELETE', '/auth', { token })).status).toBe(204);

    const answer = await call('GET', '/auth', { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(SESSION_EXPIRED);
  });

  it('given a session 31 days old, when it is used, then it has expired', async () => {
    const { call, signIn, clock } = sandbox();
    const token = await signIn('learner@demo.test');

    clock.advance(31 * DAY);

    expect(errorOf(await call('GET', '/auth', { token })).type).toBe('SessionExpired');
  });

  it('given a call to an endpoint that does not exist, then 404 NotFound', async () => {
    const { call } = sandbox();

    const answer = await call('GET', '/app/nothing-here');

    expect(answer.status).toBe(404);
    expect(errorOf(answer).type).toBe('NotFound');
  });
});

describe('sandbox server: sign-in method and single sign-on', () => {
  it('given sso@demo.test and learner@demo.test, when the method is checked, then sso and password', async () => {
    const { call } = sandbox();

    expect((await call('GET', '/auth/method', { query: { email: 'sso@demo.test' } })).body).toEqual({ method: 'sso' });
    expect((await call('GET', '/auth/method', { query: { email: 'learner@demo.test' } })).body).toEqual({ method: 'password' });
    expect((await call('GET', '/auth/method', { query: { email: 'stranger@example.org' } })).body).toEqual({ method: 'password' });
  });

  it('given sso@demo.test, when it starts single sign-on, then the simulated provider sends it back with a one-time code that opens a session', async () => {
    const { call } = sandbox();

    const start = await call('PUT', '/oauth2', {
      query: { email: 'sso@demo.test', destination: 'http://localhost:5173/app/signin?from=sso#top' },
    });

    expect(start.status).toBe(200);
    const { url } = start.body as { url: string };
    const back = new URL(url);
    expect(back.origin + back.pathname).toBe('http://localhost:5173/app/signin');
    expect(back.searchParams.get('from')).toBe('sso');
    expect(back.hash).toBe('#top');
    const code = back.searchParams.get('sso_code') ?? '';

    const finish = await call('POST', '/auth/sso', { form: { code } });
    expect(finish.status).toBe(200);
    expect((finish.body as UserJson).email).toBe('sso@demo.test');
    expect((finish.body as UserJson).partner.n).toBe('Metro Police Training');
    const token = finish.headers.get('X-Auth-Token');
    expect((await call('GET', '/auth', { token })).status).toBe(200);

    const again = await call('POST', '/auth/sso', { form: { code } });
    expect(again.status).toBe(403);
    expect(errorOf(again).type).toBe('SsoCodeInvalid');
  });

  it('given an SSO code six minutes old, when it is traded, then it has expired', async () => {
    const { call, clock } = sandbox();
    const { url } = (await call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: '/app/signin' } })).body as { url: string };
    const code = new URL(url, 'http://localhost').searchParams.get('sso_code') ?? '';

    clock.advance(6 * 60_000);

    expect((await call('POST', '/auth/sso', { form: { code } })).status).toBe(403);
  });

  it('given sso@demo.test, when it tries a password, then 403 SsoRequired', async () => {
    const { call } = sandbox();

    const answer = await call('POST', '/auth', { form: { email: 'sso@demo.test', pws: DEMO_PASSWORD } });

    expect(answer.status).toBe(403);
    expect(errorOf(answer).type).toBe('SsoRequired');
  });

  it('given a password account, when it starts single sign-on, then 403', async () => {
    const { call } = sandbox();

    const answer = await call('PUT', '/oauth2', { query: { email: 'learner@demo.test', destination: '/app/' } });

    expect(answer.status).toBe(403);
  });
});

describe('sandbox server: signing up', () => {
  const application = (overrides: Record<string, string> = {}) => ({
    uuid: 'sreo-learner-app',
    email: 'fresh@demo.test',
    pws: 'fresh-pass-1',
    username: 'fresh',
    ...overrides,
  });

  it('given a new address, when signing up by application, then the user answers with a token and can sign in later', async () => {
    const { call } = sandbox();

    const answer = await call('PUT', '/auth/signup/app', { form: application() });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Auth-Token')).toEqual(expect.any(String));
    expect(answer.body).toMatchObject({ email: 'fresh@demo.test', username: 'fresh', partner: { n: 'Demo Academy' } });
    expect((await call('POST', '/auth', { form: { email: 'fresh@demo.test', pws: 'fresh-pass-1' } })).status).toBe(200);
  });

  it('given an address already registered, when signing up, then 409 with a message starting "User already exists"', async () => {
    const { call } = sandbox();

    const answers = [
      await call('PUT', '/auth/signup/app', { form: application({ email: 'learner@demo.test' }) }),
      await call('PUT', '/auth', { form: { email: 'learner@demo.test', pws: 'fresh-pass-1', username: 'x', invite_code: 'DEMO-INVITE' } }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toMatch(/^User already exists/);
    }
  });

  it.each(['short1', 'no-digits-here', '1234567890', 'abc 123'])(
    'given the weak password %p, when signing up, then 466 with the rule',
    async (pws) => {
      const { call } = sandbox();

      const answer = await call('PUT', '/auth/signup/app', { form: application({ pws }) });

      expect(answer.status).toBe(466);
      expect(errorOf(answer).message).toBe(PASSWORD_RULE);
    },
  );

  it('given the valid invite code DEMO-INVITE, when an invited user signs up, then the account is made', async () => {
    const { call } = sandbox();

    const answer = await call('PUT', '/auth', {
      form: { email: 'invited@demo.test', pws: 'invited-pass-1', username: 'invited', invite_code: 'DEMO-INVITE' },
    });

    expect(answer.status).toBe(200);
    expect((answer.body as UserJson).partner.n).toBe('Demo Academy');
  });

  it('given the expired invite code OLD-INVITE, when signing up by invitation or by application, then 409 "Invite code has expired"', async () => {
    const { call } = sandbox();

    const answers = [
      await call('PUT', '/auth', { form: { email: 'late@demo.test', pws: 'late-pass-1', username: 'late', invite_code: 'OLD-INVITE' } }),
      await call('PUT', '/auth/signup/app', { form: application({ invite_code: 'OLD-INVITE' }) }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer).message).toBe('Invite code has expired');
    }
  });

  it('given an unknown invite code or none, when an invited user signs up, then 409 and no account', async () => {
    const { call } = sandbox();

    const unknown = await call('PUT', '/auth', { form: { email: 'who@demo.test', pws: 'who-pass-12', username: 'who', invite_code: 'NOPE' } });
    const none = await call('PUT', '/auth', { form: { email: 'who@demo.test', pws: 'who-pass-12', username: 'who' } });

    expect(unknown.status).toBe(409);
    expect(none.status).toBe(409);
    expect((await call('POST', '/auth', { form: { email: 'who@demo.test', pws: 'who-pass-12' } })).status).toBe(403);
  });

  it('given a missing username, when signing up, then 422 ValidationError', async () => {
    const { call } = sandbox();

    const answer = await call('PUT', '/auth/signup/app', { form: application({ username: '' }) });

    expect(answer.status).toBe(422);
    expect(errorOf(answer).type).toBe('ValidationError');
  });
});

describe('sandbox server: passwords', () => {
  it('given a reset request, when the secret from the mailbox sets a new password, then only the new password signs in', async () => {
    const { call, server } = sandbox();

    expect((await call('POST', '/auth/pws/reset', { form: { email: 'learner@demo.test' } })).status).toBe(204);

    const [mail] = server.mailbox();
    expect(mail).toMatchObject({ to: 'learner@demo.test', subject: 'Reset your password' });
    expect(mail?.link).toBe(`/app/pws?secret=${encodeURIComponent(mail?.secret ?? '')}`);
    expect((await call('GET', '/sandbox/mailbox', { query: { to: 'learner@demo.test' } })).body).toEqual([mail]);

    expect((await call('POST', '/auth/pws/upd', { form: { secret: mail?.secret ?? '', pws: 'brand-new-pass-2' } })).status).toBe(204);

    expect((await call('POST', '/auth', { form: { email: 'learner@demo.test', pws: DEMO_PASSWORD } })).status).toBe(403);
    expect((await call('POST', '/auth', { form: { email: 'learner@demo.test', pws: 'brand-new-pass-2' } })).status).toBe(200);
    expect((await call('POST', '/auth/pws/upd', { form: { secret: mail?.secret ?? '', pws: 'another-pass-3' } })).status).toBe(403);
  });

  it('given a reset secret, when the new password is weak, then 466 and the secret still works', async () => {
    const { call, server } = sandbox();
    await call('POST', '/auth/pws/reset', { form: { email: 'new@demo.test' } });
    const secret = server.mailbox()[0]?.secret ?? '';

    expect((await call('POST', '/auth/pws/upd', { form: { secret, pws: 'weak' } })).status).toBe(466);
    expect((await call('POST', '/auth/pws/upd', { form: { secret, pws: 'strong-enough-1' } })).status).toBe(204);
  });

  it('given a reset secret a day and a minute old, when it is used, then 403', async () => {
    const { call, server, clock } = sandbox();
    await call('POST', '/auth/pws/reset', { form: { email: 'new@demo.test' } });
    const secret = server.mailbox()[0]?.secret ?? '';

    clock.advance(DAY + 60_000);

    expect((await call('POST', '/auth/pws/upd', { form: { secret, pws: 'strong-enough-1' } })).status).toBe(403);
  });

  it('given an unknown address, when a reset is asked for, then 204 and no e-mail', async () => {
    const { call, server } = sandbox();

    expect((await call('POST', '/auth/pws/reset', { form: { email: 'nobody@demo.test' } })).status).toBe(204);
    expect(server.mailbox()).toEqual([]);
  });

  it('given mailfail@demo.test, when a reset is asked for, then 424 MandrillError', async () => {
    const { call } = sandbox();

    const answer = await call('POST', '/auth/pws/reset', { form: { email: 'mailfail@demo.test' } });

    expect(answer.status).toBe(424);
    expect(errorOf(answer).type).toBe('MandrillError');
  });

  it('given a signed-in learner, when they update their password, then the current one is checked and the new one must follow the rule', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('new@demo.test');
    const update = (pws: string, newPws: string) => call('PUT', '/auth/pws/upd', { token, form: { email: 'new@demo.test', pws, newPws } });

    expect(errorOf(await update('wrong-pass-1', 'next-pass-22')).type).toBe('PasswordIsIncorrect');
    const weak = await update(DEMO_PASSWORD, 'weak');
    expect(weak.status).toBe(466);
    expect(errorOf(weak).message).toBe(PASSWORD_RULE);
    expect((await update(DEMO_PASSWORD, 'next-pass-22')).status).toBe(204);

    expect((await call('POST', '/auth', { form: { email: 'new@demo.test', pws: 'next-pass-22' } })).status).toBe(200);
  });
});

describe('sandbox server: the learner', () => {
  it('given terms@demo.test, when it accepts the terms, then the next GET /auth no longer asks for them', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('terms@demo.test');

    expect((await call('POST', '/app/user/tos/accept', { token })).status).toBe(204);

    expect(((await call('GET', '/auth', { token })).body as UserJson).partner.showTermOfUse).toBe(false);
  });

  it('given the terms partner, then its terms of use are a page of the sandbox package that the in-page demo serves beside the app', async () => {
    const { call, signIn } = sandbox();
    const termsUrl = ((await call('GET', '/auth', { token: await signIn('terms@demo.test') })).body as UserJson).partner.termOfUseUrl!;

    const file = inPageDemoFiles()[termsUrl.replace(/^\/app\//, '')]!;

    expect(readFileSync(file, 'utf8')).toContain('<h1>Terms of Use</h1>');
  });

  it('given a signed-in learner, when preferences are saved, then they answer and come back on the next sign-in', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('new@demo.test');

    const saved = await call('PUT', '/app/user', {
      token,
      form: {
        firstName: ' Nia ',
        lastName: '',
        remindDt: '23',
        remindDays: '6,0,3,3',
        notifyEmail: 'false',
        notifyApp: 'true',
        libraryTourShown: 'true',
        partnerId: '1',
        partnerLogo: 'demo-academy',
      },
    });

    expect(saved.status).toBe(200);
    const expected = {
      firstName: 'Nia',
      lastName: null,
      remindDt: 23,
      remindDays: [0, 3, 6],
      notifyEmail: false,
      notifyApp: true,
      libraryTourShown: true,
    };
    expect(saved.body).toMatchObject(expected);
    expect((await call('GET', '/auth', { token })).body).toMatchObject(expected);

    await call('PUT', '/app/user', { token, form: { remindDt: '', remindDays: '' } });
    expect((await call('GET', '/auth', { token })).body).toMatchObject({ remindDt: null, remindDays: [] });
  });

  it.each([
    ['remindDt', '24'],
    ['remindDays', '1,7'],
    ['notifyEmail', 'maybe'],
    ['partnerId', '2'],
  ])('given %s=%p, when preferences are saved, then 422 and nothing changes', async (field, value) => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    const answer = await call('PUT', '/app/user', { token, form: { firstName: 'Changed', [field]: value } });

    expect(answer.status).toBe(422);
    expect(errorOf(answer).type).toBe('ValidationError');
    expect(((await call('GET', '/auth', { token })).body as UserJson).firstName).toBe('Alex');
  });

  it('given basic@demo.test, whose partner locks reminders, when new remind days and time are saved, then the partner\'s stay', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('basic@demo.test');

    const answer = await call('PUT', '/app/user', { token, form: { remindDt: '20', remindDays: '0,6', firstName: 'Samira' } });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ remindDt: 9, remindDays: [1, 3, 5], firstName: 'Samira' });
  });

  it.each([
    ['empty text', { text: '   ' }],
    ['text over 2000 characters', { text: 'x'.repeat(2001) }],
    ['a rating of 6', { text: 'Nice', rating: '6' }],
    ['a rating of 2.5', { text: 'Nice', rating: '2.5' }],
  ])('given feedback with %s, when sent, then 422 ValidationError', async (_case, form) => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    const answer = await call('POST', '/app/feedback', { token, form });

    expect(answer.status).toBe(422);
    expect(errorOf(answer).type).toBe('ValidationError');
  });

  it('given feedback of 2000 characters with a rating of 5, or without a rating, when sent, then 204', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    expect((await call('POST', '/app/feedback', { token, form: { text: 'x'.repeat(2000), rating: '5' } })).status).toBe(204);
    expect((await call('POST', '/app/feedback', { token, form: { text: 'Great app' } })).status).toBe(204);
  });

  it.each(['demo-academy', 'metro-police'])('given the logo id %p, when fetched without a session, then an SVG answers', async (logoId) => {
    const { call } = sandbox();

    const answer = await call('GET', `/app/media/${logoId}`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(answer.body).toEqual(expect.stringMatching(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/));
  });

  it('given every partner, then its logo is served', async () => {
    const { call } = sandbox();
    for (const email of ['learner@demo.test', 'basic@demo.test', 'terms@demo.test', 'mailfail@demo.test']) {
      const { l } = ((await call('POST', '/auth', { form: { email, pws: DEMO_PASSWORD } })).body as UserJson).partner;
      expect((await call('GET', `/app/media/${l}`)).status).toBe(200);
    }
    expect((await call('GET', '/app/media/unknown-logo')).status).toBe(404);
  });

  it('given a signed-in learner, when studying with no answer, then the current step; with a malformed answer, then 422', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    expect((await call('PUT', '/app/study', { token })).status).toBe(200);
    for (const form of [{ id: 'x', cId: '999999', ans: '1', mode: '0' }, { id: '', cId: '10001', ans: '1', mode: '0' }, { id: 'y', cId: '10001', ans: '1', mode: '7' }]) {
      const answer = await call('PUT', '/app/study', { token, form });
      expect(answer.status).toBe(422);
      expect(errorOf(answer).type).toBe('ValidationError');
    }
  });
});

describe('sandbox server: the library', () => {
  it('given learner@demo.test with history, when the decks are listed, then some decks have a TKL and others none', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    const answer = await call('GET', '/app/library/decks', { token, query: { deckType: '0' } });

    expect(answer.status).toBe(200);
    const decks = answer.body as LibraryDeckJson[];
    expect(decks.length).toBeGreaterThanOrEqual(6);
    const withTkl = decks.filter((deck) => deck.tkl !== null);
    expect(withTkl.length).toBeGreaterThan(0);
    expect(withTkl.length).toBeLessThan(decks.length);
    for (const deck of withTkl) {
      expect(deck.tkl).toBeGreaterThan(0);
      expect(deck.tkl).toBeLessThan(1);
    }
  });

  it('given new@demo.test, when the decks are listed, then no deck has a TKL yet', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('new@demo.test');

    const decks = (await call('GET', '/app/library/decks', { token, query: { deckType: '0' } })).body as LibraryDeckJson[];

    expect(decks.every((deck) => deck.tkl === null)).toBe(true);
  });

  it('given the learner\'s history, when time passes without study, then the TKL falls', async () => {
    const { call, signIn, clock } = sandbox();
    const token = await signIn('learner@demo.test');
    const firstTkl = async () => ((await call('GET', '/app/library/decks', { token, query: { deckType: '0' } })).body as LibraryDeckJson[])[0]?.tkl ?? 0;
    const before = await firstTkl();

    clock.advance(20 * DAY);

    expect(await firstTkl()).toBeLessThan(before);
  });

  it('given a deck, when its cards are listed and one is opened, then the items and the study card shape answer', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');
    const [deck] = (await call('GET', '/app/library/decks', { token, query: { deckType: '0' } })).body as LibraryDeckJson[];

    const items = (await call('GET', `/app/library/decks/${encodeURIComponent(deck?.deckId ?? '')}`, { token })).body as DeckCardItemJson[];

    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toEqual({ id: expect.any(String), name: expect.any(String), content: expect.any(String) });
    }
    const card = (await call('GET', `/app/library/cards/${items[0]?.id}`, { token })).body as StudyCardJson;
    expect(card).toMatchObject({ cId: Number(items[0]?.id), deck: deck?.deckName, deckTyp: 0 });
    expect(card.fl.map((field) => field.n)).toEqual(['question', 'answer']);
    expect(card.fl[1]?.v).toBe(card.b);
    expect(Number.isNaN(Date.parse(card.dueDt))).toBe(false);
  });

  it('given a multiple-choice card, when opened, then the options are in the question field and the answer is one of them', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');
    const decks = (await call('GET', '/app/library/decks', { token, query: { deckType: '0' } })).body as LibraryDeckJson[];
    const cards: StudyCardJson[] = [];
    for (const deck of decks) {
      for (const item of (await call('GET', `/app/library/decks/${deck.deckId}`, { token })).body as DeckCardItemJson[]) {
        cards.push((await call('GET', `/app/library/cards/${item.id}`, { token })).body as StudyCardJson);
      }
    }

    const multipleChoice = cards.filter((card) => card.questionType === 1);
    expect(multipleChoice.length).toBeGreaterThan(0);
    for (const card of multipleChoice) {
      const [question, answer] = card.fl;
      expect(question?.el).toContain(answer?.v);
    }
  });

  it('given extra resources, when listed, then each has an id, title and url', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    const resources = (await call('GET', '/app/library/extra-resources', { token })).body as ExtraResourceJson[];

    expect(resources.length).toBeGreaterThanOrEqual(5);
    for (const resource of resources) expect(resource).toEqual({ id: expect.any(String), title: expect.any(String), url: expect.any(String) });
  });

  it('given an unknown deck or card, when opened, then 404 NotFound', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('learner@demo.test');

    expect((await call('GET', '/app/library/decks/no-such-deck', { token })).status).toBe(404);
    expect((await call('GET', '/app/library/cards/999999999', { token })).status).toBe(404);
    expect((await call('GET', '/app/library/cards/abc', { token })).status).toBe(404);
  });

  it('given basic@demo.test, whose partner has no library, when the library is called, then 403 FeatureDisabled', async () => {
    const { call, signIn } = sandbox();
    const token = await signIn('basic@demo.test');

    const answer = await call('GET', '/app/library/decks', { token, query: { deckType: '0' } });

    expect(answer.status).toBe(403);
    expect(errorOf(answer).type).toBe('FeatureDisabled');
  });
});

describe('sandbox server: persistence', () => {
  it('given a sign-up and a session, when a new server starts over the same store, then both are still there', async () => {
    const storage = new MapStorage();
    const first = sandbox({ storage });
    const signedUp = await first.call('PUT', '/auth/signup/app', {
      form: { uuid: 'app', email: 'kept@demo.test', pws: 'kept-pass-1', username: 'kept' },
    });
    const token = signedUp.headers.get('X-Auth-Token');

    const second = sandbox({ storage });

    expect(storage.get(PAGE_DATABASE_KEY)).not.toBeNull();
    expect(((await second.call('GET', '/auth', { token })).body as UserJson).email).toBe('kept@demo.test');
    expect((await second.call('POST', '/auth', { form: { email: 'kept@demo.test', pws: 'kept-pass-1' } })).status).toBe(200);
  });

  it('given two servers over one store (two tabs), when one changes the state, then the other sees it on its next call', async () => {
    const storage = new MapStorage();
    const tabA = sandbox({ storage });
    const tabB = sandbox({ storage });

    const token = await tabA.signIn('learner@demo.test');

    expect((await tabB.call('GET', '/auth', { token })).status).toBe(200);
  });

  it('given changed state, when reset, then the seed is back: new accounts and sessions are gone', async () => {
    const storage = new MapStorage();
    const { call, server, signIn } = sandbox({ storage });
    const token = await signIn('learner@demo.test');
    await call('PUT', '/auth/signup/app', { form: { uuid: 'app', email: 'gone@demo.test', pws: 'gone-pass-1', username: 'gone' } });
    await call('POST', '/auth/pws/reset', { form: { email: 'new@demo.test' } });

    server.reset();

    expect((await call('GET', '/auth', { token })).status).toBe(403);
    expect((await call('POST', '/auth', { form: { email: 'gone@demo.test', pws: 'gone-pass-1' } })).status).toBe(403);
    expect(server.mailbox()).toEqual([]);
    expect((await sandbox({ storage }).call('POST', '/auth', { form: { email: 'gone@demo.test', pws: 'gone-pass-1' } })).status).toBe(403);
  });

  it('given POST /sandbox/reset, then the seed is back as well', async () => {
    const { call } = sandbox();
    await call('PUT', '/auth/signup/app', { form: { uuid: 'app', email: 'gone@demo.test', pws: 'gone-pass-1', username: 'gone' } });

    expect((await call('POST', '/sandbox/reset')).status).toBe(204);

    expect((await call('POST', '/auth', { form: { email: 'gone@demo.test', pws: 'gone-pass-1' } })).status).toBe(403);
  });

  it('given two tabs, when each makes a change in turn, then both changes are kept and each tab sees the other\'s', async () => {
    const storage = new MapStorage();
    const tabA = sandbox({ storage });
    const tabB = sandbox({ storage });

    const tokenA = await tabA.signIn('learner@demo.test');
    const tokenB = await tabB.signIn('new@demo.test');
    await tabA.call('PUT', '/app/user', { token: tokenA, form: { firstName: 'Alexa' } });

    expect(((await tabB.call('GET', '/auth', { token: tokenA })).body as UserJson).firstName).toBe('Alexa');
    expect((await tabA.call('GET', '/auth', { token: tokenB })).status).toBe(200);
    expect((await sandbox({ storage }).call('GET', '/auth', { token: tokenB })).status).toBe(200);
  });

  it('given a store holding something that is not sandbox state, when the server starts, then it starts from the seed', async () => {
    const storage = new MapStorage();
    storage.set(PAGE_DATABASE_KEY, btoa('not a database'));

    const { signIn } = sandbox({ storage });

    await expect(signIn('learner@demo.test')).resolves.toEqual(expect.any(String));
  });

  it('given the same clock, ids and calls, when two servers run, then they hold the same state', async () => {
    const run = async () => {
      const storage = new MapStorage();
      const { call, signIn } = sandbox({ storage, clock: new TestClock(), randomId: sequentialIds() });
      const token = await signIn('learner@demo.test');
      await call('PUT', '/app/user', { token, form: { firstName: 'Al' } });
      await call('POST', '/auth/pws/reset', { form: { email: 'new@demo.test' } });
      return storage.get(PAGE_DATABASE_KEY);
    };

    expect(await run()).toBe(await run());
  });
});
