import { TEST_WORLD_COOKIE } from '../src/server/SandboxWorlds';
import {
  answerProblems,
  documentedOperations,
  operationById,
  operationOf,
  requiredHeaders,
  responseOf,
  successStatuses,
} from '@sreo/contract/document';
import { APP_ORIGIN, SANDBOX_CLIENT, startTestSandbox } from './server/sandboxServerHarness';

/*
 * The sandbox's answers against the contract document (contract/openapi.yaml), through its HTTP face
 * (the sandbox server as `npm run sandbox` runs it): each call below is the operation the document says
 * its method and path are, answers a status the document lists for it, with a body valid against that
 * status's schema and the headers it requires. Each call runs in a test world of its own, from the seed.
 */

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const PASSWORD = 'demo-pass-1';
const LEARNER = 'learner@demo.test';

interface CallOptions {
  readonly form?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly token?: string;
  readonly headers?: Record<string, string>;
  readonly json?: unknown;
}

/** A test world of its own on the sandbox server, and the calls a test makes in it. */
function world(id: string) {
  const cookie = `${TEST_WORLD_COOKIE}=${id}`;
  const calls: { method: string; path: string }[] = [];
  const call = (method: string, path: string, { form, query, token, headers = {}, json }: CallOptions = {}) => {
    calls.push({ method, path });
    const url = `${sandbox.apiBase}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    const body = form ? new URLSearchParams(form) : json === undefined ? undefined : JSON.stringify(json);
    const contentType = form ? 'application/x-www-form-urlencoded' : json === undefined ? undefined : 'application/json';
    return fetch(url, {
      method,
      body,
      headers: {
        Cookie: cookie,
        Origin: APP_ORIGIN,
        ...(contentType ? { 'Content-Type': contentType } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  };
  const signedIn = async (email = LEARNER) => {
    const answer = await call('POST', '/auth', { form: { email, pws: PASSWORD } });
    const token = answer.headers.get('X-Auth-Token');
    if (!token) throw new Error(`${email} could not sign in: ${answer.status}`);
    const user = (await answer.json()) as { partner: { l: string } };
    return { token, user };
  };
  /** The identity provider's return address for a single sign-on the app started, with its one-time code. */
  const ssoCode = async (token?: string) => {
    const started = await call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: `${APP_ORIGIN}/app/signin` }, ...(token ? { token } : {}) });
    const { url } = (await started.json()) as { url: string };
    const page = await (await fetch(url, { headers: { Cookie: cookie } })).text();
    const code = /sso_code=([^&"#]+)/.exec(page)?.[1];
    if (!code) throw new Error('The identity provider showed no return address.');
    return decodeURIComponent(code);
  };
  const sandboxCall = (method: string, path: string, options: CallOptions = {}) =>
    call(method, path, { ...options, headers: { ...SANDBOX_CLIENT, ...options.headers } });
  return { call, signedIn, ssoCode, sandboxCall, calls };
}

type World = ReturnType<typeof world>;

interface Scenario {
  readonly operationId: string;
  readonly status: number;
  readonly when: string;
  readonly call: (world: World) => Promise<Response>;
}

const answerOf = (form: Record<string, string>) => ({
  id: 'a6f1c2b0-0000-4000-8000-000000000001',
  dt: new Date().toISOString(),
  tta: '4200',
  ...form,
});

/** The first card of the day, as the learner sees it. */
async function firstCard(w: World, token: string): Promise<{ cId: number; dId: number }> {
  const step = (await (await w.call('PUT', '/app/study', { token })).json()) as { c: { cId: number; dId: number } };
  return step.c;
}

async function firstLibraryCard(w: World, token: string): Promise<string> {
  const decks = (await (await w.call('GET', '/app/library/decks', { token, query: { deckType: '0' } })).json()) as { deckId: string }[];
  const items = (await (await w.call('GET', `/app/library/decks/${encodeURIComponent(decks[0]!.deckId)}`, { token })).json()) as { id: string }[];
  return items[0]!.id;
}

/** Sign-up scenarios of one operation: Sam's details on `path`, with the operation's own fields, then a scenario's changes. */
function signUp(operationId: string, path: string, own: Record<string, string>) {
  return (status: number, when: string, changes: Record<string, string | undefined> = {}): Scenario => {
    const fields = { email: 'sam@demo.test', pws: 'sam-pass-1', username: 'sam', ...own, ...changes };
    const form = Object.fromEntries(Object.entries(fields).filter((field): field is [string, string] => field[1] !== undefined));
    return { operationId, status, when, call: (w) => w.call('PUT', path, { form }) };
  };
}

const byInvitation = signUp('signUpByInvitation', '/auth', { invite_code: 'DEMO-INVITE' });
const byApplication = signUp('signUpByApplication', '/auth/signup/app', { uuid: 'sreo-learner-app' });

const SCENARIOS: readonly Scenario[] = [
  { operationId: 'signIn', status: 200, when: 'the password is right', call: (w) => w.call('POST', '/auth', { form: { email: LEARNER, pws: PASSWORD } }) },
  { operationId: 'signIn', status: 403, when: 'the password is wrong', call: (w) => w.call('POST', '/auth', { form: { email: LEARNER, pws: 'wrong-pass-1' } }) },
  { operationId: 'signIn', status: 403, when: 'the account signs in through single sign-on', call: (w) => w.call('POST', '/auth', { form: { email: 'sso@demo.test', pws: PASSWORD } }) },
  { operationId: 'signIn', status: 404, when: 'no partner has the address’s domain', call: (w) => w.call('POST', '/auth', { form: { email: 'someone@nowhere.test', pws: PASSWORD } }) },
  { operationId: 'signIn', status: 413, when: 'the body is too large', call: (w) => w.call('POST', '/auth', { form: { email: LEARNER, pws: 'x'.repeat(70_000) } }) },
  { operationId: 'signIn', status: 422, when: 'the e-mail is missing', call: (w) => w.call('POST', '/auth', { form: { pws: PASSWORD } }) },
  { operationId: 'signIn', status: 503, when: 'the account is blocked', call: (w) => w.call('POST', '/auth', { form: { email: 'blocked@demo.test', pws: PASSWORD } }) },
  { operationId: 'signInWithToken', status: 200, when: 'the token is a session’s', call: async (w) => w.call('GET', '/auth', { token: (await w.signedIn()).token }) },
  { operationId: 'signInWithToken', status: 403, when: 'the token is no session’s', call: (w) => w.call('GET', '/auth', { token: 'no-such-token' }) },
  byInvitation(200, 'the invite code is valid'),
  byInvitation(409, 'the invite code has expired', { invite_code: 'OLD-INVITE' }),
  byInvitation(466, 'the password has no digit', { pws: 'password' }),
  byApplication(200, 'the address is new'),
  byApplication(409, 'the address has an account', { email: LEARNER }),
  byApplication(422, 'the uuid is missing', { uuid: undefined }),
  { operationId: 'signOut', status: 204, when: 'a session ends', call: async (w) => w.call('DELETE', '/auth', { token: (await w.signedIn()).token }) },
  { operationId: 'signInMethod', status: 200, when: 'the address signs in with a password', call: (w) => w.call('GET', '/auth/method', { query: { email: LEARNER } }) },
  { operationId: 'signInMethod', status: 200, when: 'the address signs in through single sign-on', call: (w) => w.call('GET', '/auth/method', { query: { email: 'sso@demo.test' } }) },
  { operationId: 'signInMethod', status: 422, when: 'the address is malformed', call: (w) => w.call('GET', '/auth/method', { query: { email: 'learner' } }) },
  { operationId: 'requestPasswordReset', status: 204, when: 'the address has an account', call: (w) => w.call('POST', '/auth/pws/reset', { form: { email: LEARNER } }) },
  { operationId: 'requestPasswordReset', status: 424, when: 'the e-mail provider fails', call: (w) => w.call('POST', '/auth/pws/reset', { form: { email: 'mailfail@demo.test' } }) },
  {
    operationId: 'setPasswordFromSecret',
    status: 204,
    when: 'the secret is the e-mailed one',
    call: async (w) => {
      await w.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
      const [mail] = (await (await w.sandboxCall('GET', '/sandbox/mailbox', { query: { to: LEARNER } })).json()) as { secret: string }[];
      return w.call('POST', '/auth/pws/upd', { form: { secret: mail!.secret, pws: 'new-pass-2' } });
    },
  },
  { operationId: 'setPasswordFromSecret', status: 403, when: 'the secret is unknown', call: (w) => w.call('POST', '/auth/pws/upd', { form: { secret: 'no-such-secret', pws: 'new-pass-2' } }) },
  {
    operationId: 'updatePassword',
    status: 204,
    when: 'the current password is right',
    call: async (w) => w.call('PUT', '/auth/pws/upd', { token: (await w.signedIn()).token, form: { email: LEARNER, newPws: 'new-pass-2', pws: PASSWORD } }),
  },
  {
    operationId: 'updatePassword',
    status: 403,
    when: 'the current password is wrong',
    call: async (w) => w.call('PUT', '/auth/pws/upd', { token: (await w.signedIn()).token, form: { email: LEARNER, newPws: 'new-pass-2', pws: 'wrong-pass-1' } }),
  },
  {
    operationId: 'startSingleSignOn',
    status: 200,
    when: 'the address signs in through single sign-on',
    call: (w) => w.call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination: `${APP_ORIGIN}/app/signin` } }),
  },
  {
    operationId: 'startSingleSignOn',
    status: 403,
    when: 'the address signs in with a password',
    call: (w) => w.call('PUT', '/oauth2', { query: { email: LEARNER, destination: `${APP_ORIGIN}/app/signin` } }),
  },
  { operationId: 'completeSingleSignOn', status: 200, when: 'the code is the provider’s', call: async (w) => w.call('POST', '/auth/sso', { form: { code: await w.ssoCode() } }) },
  { operationId: 'completeSingleSignOn', status: 403, when: 'the code is unknown', call: (w) => w.call('POST', '/auth/sso', { form: { code: 'no-such-code' } }) },
  {
    operationId: 'saveUser',
    status: 200,
    when: 'the preferences are valid',
    call: async (w) => w.call('PUT', '/app/user', { token: (await w.signedIn()).token, form: { firstName: 'Lee', remindDt: '8', remindDays: '1,3,5', notifyEmail: 'true' } }),
  },
  { operationId: 'saveUser', status: 422, when: 'the remind hour is past 23', call: async (w) => w.call('PUT', '/app/user', { token: (await w.signedIn()).token, form: { remindDt: '25' } }) },
  { operationId: 'acceptTerms', status: 204, when: 'the partner asks for terms', call: async (w) => w.call('POST', '/app/user/tos/accept', { token: (await w.signedIn('terms@demo.test')).token }) },
  { operationId: 'sendFeedback', status: 204, when: 'the feedback has text', call: async (w) => w.call('POST', '/app/feedback', { token: (await w.signedIn()).token, form: { text: 'Great cards.', rating: '5' } }) },
  { operationId: 'sendFeedback', status: 422, when: 'the feedback has no text', call: async (w) => w.call('POST', '/app/feedback', { token: (await w.signedIn()).token, form: { text: ' ' } }) },
  { operationId: 'performance', status: 200, when: 'the partner shows peers', call: async (w) => w.call('GET', '/app/performance', { token: (await w.signedIn()).token }) },
  { operationId: 'performance', status: 403, when: 'the partner has performance off', call: async (w) => w.call('GET', '/app/performance', { token: (await w.signedIn('basic@demo.test')).token }) },
  { operationId: 'studyStep', status: 200, when: 'no answer is sent', call: async (w) => w.call('PUT', '/app/study', { token: (await w.signedIn()).token }) },
  {
    operationId: 'studyStep',
    status: 200,
    when: 'the day’s first card is answered',
    call: async (w) => {
      const { token } = await w.signedIn('new@demo.test');
      const card = await firstCard(w, token);
      return w.call('PUT', '/app/study', { token, form: answerOf({ cId: String(card.cId), dId: String(card.dId), ans: '3', mode: '0' }) });
    },
  },
  {
    operationId: 'studyStep',
    status: 200,
    when: 'a library card is answered in the quiz',
    call: async (w) => {
      const { token } = await w.signedIn();
      const cId = await firstLibraryCard(w, token);
      return w.call('PUT', '/app/study', { token, form: answerOf({ cId, ans: '3', mode: '3' }) });
    },
  },
  { operationId: 'studyStep', status: 403, when: 'the session has ended', call: (w) => w.call('PUT', '/app/study', { token: 'no-such-token' }) },
  { operationId: 'studyStep', status: 422, when: 'the answer names no card', call: async (w) => w.call('PUT', '/app/study', { token: (await w.signedIn()).token, form: answerOf({ cId: 'x', ans: '3', mode: '0' }) }) },
  { operationId: 'libraryDecks', status: 200, when: 'the partner has the library', call: async (w) => w.call('GET', '/app/library/decks', { token: (await w.signedIn()).token, query: { deckType: '0' } }) },
  { operationId: 'libraryDecks', status: 403, when: 'the partner has the library off', call: async (w) => w.call('GET', '/app/library/decks', { token: (await w.signedIn('basic@demo.test')).token, query: { deckType: '0' } }) },
  {
    operationId: 'deckCards',
    status: 200,
    when: 'the deck is the library’s',
    call: async (w) => {
      const { token } = await w.signedIn();
      const decks = (await (await w.call('GET', '/app/library/decks', { token, query: { deckType: '0' } })).json()) as { deckId: string }[];
      return w.call('GET', `/app/library/decks/${encodeURIComponent(decks[0]!.deckId)}`, { token });
    },
  },
  { operationId: 'deckCards', status: 404, when: 'there is no such deck', call: async (w) => w.call('GET', '/app/library/decks/no-such-deck', { token: (await w.signedIn()).token }) },
  {
    operationId: 'libraryCard',
    status: 200,
    when: 'the card is in a library deck',
    call: async (w) => {
      const { token } = await w.signedIn();
      return w.call('GET', `/app/library/cards/${await firstLibraryCard(w, token)}`, { token });
    },
  },
  { operationId: 'libraryCard', status: 404, when: 'there is no such card', call: async (w) => w.call('GET', '/app/library/cards/999999999', { token: (await w.signedIn()).token }) },
  { operationId: 'extraResources', status: 200, when: 'the partner has the library', call: async (w) => w.call('GET', '/app/library/extra-resources', { token: (await w.signedIn()).token }) },
  { operationId: 'media', status: 200, when: 'it is the partner’s logo', call: async (w) => w.call('GET', `/app/media/${(await w.signedIn()).user.partner.l}`) },
  { operationId: 'media', status: 404, when: 'there is no such file', call: (w) => w.call('GET', '/app/media/no-such-file') },
  { operationId: 'sandboxDemo', status: 200, when: 'the app asks what to offer a visitor', call: (w) => w.sandboxCall('GET', '/sandbox/demo') },
  {
    operationId: 'sandboxMailbox',
    status: 200,
    when: 'a reset was asked for',
    call: async (w) => {
      await w.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
      return w.sandboxCall('GET', '/sandbox/mailbox');
    },
  },
  { operationId: 'sandboxMailbox', status: 403, when: 'the sandbox client header is missing', call: (w) => w.call('GET', '/sandbox/mailbox') },
  {
    operationId: 'sandboxAnswers',
    status: 200,
    when: 'the learner answered',
    call: async (w) => {
      const { token } = await w.signedIn('new@demo.test');
      const card = await firstCard(w, token);
      await w.call('PUT', '/app/study', { token, form: answerOf({ cId: String(card.cId), ans: '3', mode: '0' }) });
      return w.sandboxCall('GET', '/sandbox/answers', { query: { email: 'new@demo.test' } });
    },
  },
  { operationId: 'sandboxReset', status: 204, when: 'the demo is reset', call: (w) => w.sandboxCall('POST', '/sandbox/reset') },
  { operationId: 'sandboxFlags', status: 204, when: 'the flags are an object', call: (w) => w.sandboxCall('PUT', '/sandbox/flags', { json: { signUpToken: false } }) },
  { operationId: 'sandboxFlags', status: 400, when: 'the flags are not an object', call: (w) => w.sandboxCall('PUT', '/sandbox/flags', { json: [1] }) },
];

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  if ((response.headers.get('Content-Type') ?? '').startsWith('application/json')) return response.json();
  return response.arrayBuffer();
}

let worlds = 0;

test.each(SCENARIOS.map((scenario) => [scenario.operationId, scenario.status, scenario.when, scenario] as const))(
  '%s answers %s when %s, as the document says',
  async (operationId, status, _when, { call }) => {
    const w = world(`contract-${(worlds += 1)}`);

    const response = await call(w);
    const body = await bodyOf(response);

    const last = w.calls.at(-1)!;
    expect(operationOf(last.method, last.path)?.operation.operationId).toBe(operationId);
    expect({ status: response.status, body }).toEqual(expect.objectContaining({ status }));
    const documented = operationById(operationId);
    expect(answerProblems(documented, response.status, response.headers.get('Content-Type'), body)).toEqual([]);
    const headers = requiredHeaders(responseOf(documented, String(status))!);
    expect(headers.filter((name) => !response.headers.get(name))).toEqual([]);
  },
);

test('given the document, then every operation has a scenario of each of its successful answers', () => {
  const documented = documentedOperations().flatMap((operation) =>
    successStatuses(operation).map((status) => `${operation.operation.operationId} ${status}`),
  );
  const answered = new Set(SCENARIOS.map(({ operationId, status }) => `${operationId} ${status}`));

  expect(documented.filter((answer) => !answered.has(answer))).toEqual([]);
});

describe('what the document says of every path', () => {
  it('given a query parameter sent twice, when the sandbox answers, then the first value counts', async () => {
    const w = world('contract-query-twice');

    const passwordFirst = await w.call('GET', `/auth/method?email=${encodeURIComponent(LEARNER)}&email=sso%40demo.test`);
    const ssoFirst = await w.call('GET', `/auth/method?email=sso%40demo.test&email=${encodeURIComponent(LEARNER)}`);

    expect(await passwordFirst.json()).toEqual({ method: 'password' });
    expect(await ssoFirst.json()).toEqual({ method: 'sso' });
  });

  it.each([
    ['DELETE', '/auth/method'],
    ['POST', '/app/performance'],
    ['POST', '/sandbox/demo'],
    ['DELETE', '/sandbox/mailbox'],
    ['PUT', '/sandbox/answers'],
    ['GET', '/sandbox/reset'],
    ['GET', '/sandbox/flags'],
  ])('given %s %s, a method the document does not list for the path, when it is asked, then it answers 405 MethodNotAllowed', async (method, path) => {
    const w = world(`contract-method-${method}-${path.replace(/\W/g, '-')}`);

    const response = await w.sandboxCall(method, path);

    expect(operationOf(method, path)).toBeUndefined();
    expect({ status: response.status, type: ((await response.json()) as { type: string }).type }).toEqual({ status: 405, type: 'MethodNotAllowed' });
  });
});
