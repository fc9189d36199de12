import { delay, http, HttpResponse } from 'msw';
import { DEFAULT_TIMEOUTS } from '../../../src/adapters/http';
import { Mode, type AnswerRecord } from '../../../src/domain/entities';
import { ServiceUnavailableError } from '../../../src/domain/errors';
import { BASE, api, buildHttpAdapter, failureOf, useApiServer } from './harness';
import { formExample } from '@sreo/contract/document';
import { wireStudyResponse, wireUser } from './wireFixtures';

/** What the adapter sends: form bodies, queries, the bearer token, credentials and time-outs. */

const server = useApiServer();

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  contentType: string | null;
  authorization: string | null;
  accept: string | null;
}

/** Answers `answer` at the address and records the request the adapter made. */
function givenTheServerRecords(method: 'get' | 'post' | 'put' | 'delete', path: string, answer: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http[method](api(path), async ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: await request.text(),
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
        accept: request.headers.get('accept'),
      });
      return answer();
    }),
  );
  return seen;
}

const ok = () => new HttpResponse(null, { status: 204 });
const user = () => HttpResponse.json(wireUser(), { headers: { 'X-Auth-Token': 'token-1' } });
const step = () => HttpResponse.json(wireStudyResponse());

/** The contract document's example of a recall answer's form (contract/openapi.yaml), and the answer the app sends as it. */
const answerForm = formExample('studyStep', 'recallAnswer');
const answer: AnswerRecord = {
  id: answerForm.id!,
  userId: Number(answerForm.uId),
  deckId: Number(answerForm.dId),
  cardId: Number(answerForm.cId),
  answeredAt: answerForm.dt!,
  timeToAnswerMs: Number(answerForm.tta),
  answer: Number(answerForm.ans),
  mode: Number(answerForm.mode) as Mode,
};

describe('account calls', () => {
  test('sign-in posts email and pws form-encoded to /auth', async () => {
    const seen = givenTheServerRecords('post', '/auth', user);
    const { auth } = buildHttpAdapter();

    await auth.signIn('learner@demo.test', 'demo pass&1');

    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/sreo/v0.1/auth');
    expect(seen[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0]?.body).toBe('email=learner%40demo.test&pws=demo+pass%261');
  });

  test('sign-in hands back the X-Auth-Token header as the session token', async () => {
    givenTheServerRecords('post', '/auth', () => HttpResponse.json(wireUser(), { headers: { 'X-Auth-Token': 'fresh-token' } }));
    const { auth } = buildHttpAdapter();

    const session = await auth.signIn('learner@demo.test', 'demo-pass-1');

    expect(session.token).toBe('fresh-token');
  });

  test('sign-in with the stored token is GET /auth with no body', async () => {
    const seen = givenTheServerRecords('get', '/auth', user);
    const { auth, sessions } = buildHttpAdapter();
    sessions.save('stored-token');

    await auth.signInWithToken();

    expect(seen[0]?.body).toBe('');
    expect(seen[0]?.authorization).toBe('Bearer stored-token');
  });

  test('the sign-in method check sends the e-mail as a query', async () => {
    const seen = givenTheServerRecords('get', '/auth/method', () => HttpResponse.json({ method: 'sso' }));
    const { auth } = buildHttpAdapter();

    await auth.signInMethod('sso+1@demo.test');

    expect(seen[0]?.query.get('email')).toBe('sso+1@demo.test');
  });

  test('sign-up by application puts uuid, email, pws, username and invite_code', async () => {
    const seen = givenTheServerRecords('put', '/auth/signup/app', user);
    const { auth } = buildHttpAdapter();

    await auth.signUpByApplication({
      uuid: 'app-uuid',
      email: 'new@demo.test',
      pws: 'demo-pass-1',
      username: 'newbie',
      inviteCode: 'DEMO-INVITE',
    });

    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      uuid: 'app-uuid',
      email: 'new@demo.test',
      pws: 'demo-pass-1',
      username: 'newbie',
      invite_code: 'DEMO-INVITE',
    });
  });

  test('sign-up by application without an invite code leaves invite_code out', async () => {
    const seen = givenTheServerRecords('put', '/auth/signup/app', user);
    const { auth } = buildHttpAdapter();

    await auth.signUpByApplication({ uuid: 'u', email: 'new@demo.test', pws: 'demo-pass-1', username: 'newbie' });

    expect(seen[0]?.body).toBe('uuid=u&email=new%40demo.test&pws=demo-pass-1&username=newbie');
  });

  test('sign-up by invitation puts email, pws, username and invite_code to /auth', async () => {
    const seen = givenTheServerRecords('put', '/auth', user);
    const { auth } = buildHttpAdapter();

    await auth.signUpByInvitation({ email: 'inv@demo.test', pws: 'demo-pass-1', username: 'inv', inviteCode: 'DEMO-INVITE' });

    expect(seen[0]?.body).toBe('email=inv%40demo.test&pws=demo-pass-1&username=inv&invite_code=DEMO-INVITE');
  });

  test('sign-out is DELETE /auth', async () => {
    const seen = givenTheServerRecords('delete', '/auth', ok);
    const { auth } = buildHttpAdapter();

    await auth.signOut();

    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.body).toBe('');
  });

  test('a password reset request posts the e-mail', async () => {
    const seen = givenTheServerRecords('post', '/auth/pws/reset', ok);
    const { auth } = buildHttpAdapter();

    await auth.requestPasswordReset('learner@demo.test');

    expect(seen[0]?.body).toBe('email=learner%40demo.test');
  });

  test('a password from the e-mailed secret posts secret and pws', async () => {
    const seen = givenTheServerRecords('post', '/auth/pws/upd', ok);
    const { auth } = buildHttpAdapter();

    await auth.setPasswordFromSecret('s3cr3t', 'new-pass-2');

    expect(seen[0]?.body).toBe('secret=s3cr3t&pws=new-pass-2');
  });

  test('a password change puts email, newPws and the current pws', async () => {
    const seen = givenTheServerRecords('put', '/auth/pws/upd', ok);
    const { auth } = buildHttpAdapter();

    await auth.updatePassword('learner@demo.test', 'new-pass-2', 'demo-pass-1');

    expect(seen[0]?.body).toBe('email=learner%40demo.test&newPws=new-pass-2&pws=demo-pass-1');
  });

  test('the single-sign-on start puts email and destination as a query', async () => {
    const seen = givenTheServerRecords('put', '/oauth2', () => HttpResponse.json({ url: 'https://sso.test/login' }));
    const { auth } = buildHttpAdapter();

    await auth.startSingleSignOn('sso@demo.test', 'http://app.test/app/welcomeBack?x=1');

    expect(seen[0]?.query.get('email')).toBe('sso@demo.test');
    expect(seen[0]?.query.get('destination')).toBe('http://app.test/app/welcomeBack?x=1');
  });
});

describe('study calls', () => {
  test('a step without an answer is PUT /app/study with no body and no skipSurvey', async () => {
    const seen = givenTheServerRecords('put', '/app/study', step);
    const { study } = buildHttpAdapter();

    await study.step({});

    expect(seen[0]?.body).toBe('');
    expect(seen[0]?.query.has('skipSurvey')).toBe(false);
  });

  test('an answer is sent as form fields, leaving rawAnswers out when there is none', async () => {
    const seen = givenTheServerRecords('put', '/app/study', step);
    const { study } = buildHttpAdapter();

    await study.step({ answer });

    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual(answerForm);
  });

  test('a typed answer carries rawAnswers', async () => {
    const seen = givenTheServerRecords('put', '/app/study', step);
    const { study } = buildHttpAdapter();

    await study.step({ answer: { ...answer, rawAnswers: 'Paris, France', mode: Mode.Review } });

    const fields = new URLSearchParams(seen[0]?.body);
    expect(fields.get('rawAnswers')).toBe('Paris, France');
    expect(fields.get('mode')).toBe('1');
  });

  test('skipSurvey adds the query skipSurvey=true', async () => {
    const seen = givenTheServerRecords('put', '/app/study', step);
    const { study } = buildHttpAdapter();

    await study.step({ answer, skipSurvey: true });

    expect(seen[0]?.query.get('skipSurvey')).toBe('true');
  });
});

describe('library calls', () => {
  test('the deck list asks for deckType=0', async () => {
    const seen = givenTheServerRecords('get', '/app/library/decks', () => HttpResponse.json([]));
    const { library } = buildHttpAdapter();

    await library.decks();

    expect(seen[0]?.query.get('deckType')).toBe('0');
  });

  test('deck content and card ids go in the path, encoded', async () => {
    const deck = givenTheServerRecords('get', '/app/library/decks/:deckId', () => HttpResponse.json([]));
    const { library } = buildHttpAdapter();

    await library.deckCards('deck 1/a');

    expect(deck[0]?.path).toBe('/sreo/v0.1/app/library/decks/deck%201%2Fa');
  });

  test('extra resources are GET /app/library/extra-resources', async () => {
    const seen = givenTheServerRecords('get', '/app/library/extra-resources', () => HttpResponse.json([]));
    const { library } = buildHttpAdapter();

    await library.extraResources();

    expect(seen).toHaveLength(1);
  });
});

describe('user calls', () => {
  const update = {
    firstName: 'Lee',
    lastName: null,
    remindHourUtc: null,
    remindDays: [1, 3, 5],
    notifyEmail: true,
    notifyApp: false,
    libraryTourShown: true,
    partnerId: 7,
    partnerLogoId: 'logo-7',
  };

  test('saving preferences puts the contract fields: remindDays as a comma list, remindDt empty when null', async () => {
    const seen = givenTheServerRecords('put', '/app/user', () => HttpResponse.json(wireUser()));
    const { user: userApi } = buildHttpAdapter();

    await userApi.save(update);

    expect(seen[0]?.body).toBe(
      'firstName=Lee&lastName=&remindDt=&remindDays=1%2C3%2C5&notifyEmail=true&notifyApp=false' +
        '&libraryTourShown=true&partnerId=7&partnerLogo=logo-7',
    );
  });

  test('a remind hour is sent as the UTC hour it is', async () => {
    const seen = givenTheServerRecords('put', '/app/user', () => HttpResponse.json(wireUser()));
    const { user: userApi } = buildHttpAdapter();

    await userApi.save({ ...update, remindHourUtc: 0 });

    expect(new URLSearchParams(seen[0]?.body).get('remindDt')).toBe('0');
  });

  test('accepting the terms posts to /app/user/tos/accept with no body', async () => {
    const seen = givenTheServerRecords('post', '/app/user/tos/accept', ok);
    const { user: userApi } = buildHttpAdapter();

    await userApi.acceptTerms();

    expect(seen[0]?.body).toBe('');
  });

  test('feedback posts text and rating', async () => {
    const seen = givenTheServerRecords('post', '/app/feedback', ok);
    const { user: userApi } = buildHttpAdapter();

    await userApi.sendFeedback({ text: 'Great cards!', rating: 5 });

    expect(seen[0]?.body).toBe('text=Great+cards%21&rating=5');
  });

  test('feedback without a rating leaves rating out', async () => {
    const seen = givenTheServerRecords('post', '/app/feedback', ok);
    const { user: userApi } = buildHttpAdapter();

    await userApi.sendFeedback({ text: 'Hi' });

    expect(seen[0]?.body).toBe('text=Hi');
  });

  test('performance is GET /app/performance', async () => {
    const seen = givenTheServerRecords('get', '/app/performance', () =>
      HttpResponse.json({ tkl: null, tklHistory: [], decks: [], streak: 0, cardsStudied: 0, studyDays: [] }),
    );
    const { user: userApi } = buildHttpAdapter();

    await userApi.performance();

    expect(seen).toHaveLength(1);
  });

  test('the logo address is /app/media/{logoId} under the API base', () => {
    const { user: userApi } = buildHttpAdapter();

    expect(userApi.logoUrl('logo 7')).toBe(`${BASE}/app/media/logo%207`);
  });

  test('a base URL with a trailing slash gives the same logo address', () => {
    const { user: userApi } = buildHttpAdapter({ baseUrl: `${BASE}/` });

    expect(userApi.logoUrl('logo-7')).toBe(`${BASE}/app/media/logo-7`);
  });
});

describe('every call', () => {
  test('carries Authorization: Bearer <token> once a token is stored', async () => {
    const seen = givenTheServerRecords('get', '/app/library/decks', () => HttpResponse.json([]));
    const { library, sessions } = buildHttpAdapter();
    sessions.save('token-xyz');

    await library.decks();

    expect(seen[0]?.authorization).toBe('Bearer token-xyz');
  });

  test('carries no Authorization header without a token', async () => {
    const seen = givenTheServerRecords('post', '/auth', user);
    const { auth } = buildHttpAdapter();

    await auth.signIn('learner@demo.test', 'demo-pass-1');

    expect(seen[0]?.authorization).toBeNull();
  });

  test('reads the token at each call, so a sign-out stops sending it', async () => {
    const seen = givenTheServerRecords('get', '/app/library/decks', () => HttpResponse.json([]));
    const { library, sessions } = buildHttpAdapter();
    sessions.save('token-xyz');
    await library.decks();

    sessions.clear();
    await library.decks();

    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-xyz', null]);
  });

  test('asks for JSON, whatever its method', async () => {
    const seen = givenTheServerRecords('get', '/app/library/decks', () => HttpResponse.json([]));
    const put = givenTheServerRecords('put', '/app/study', step);
    const { library, study } = buildHttpAdapter();

    await library.decks();
    await study.step({ answer });

    expect([...seen, ...put].map((request) => request.accept)).toEqual(['application/json', 'application/json']);
  });

  test('is sent with credentials', () => {
    const { client } = buildHttpAdapter();

    const config = client.requestConfig({ method: 'GET', path: '/auth' });

    expect(config.withCredentials).toBe(true);
  });
});

describe('time-outs', () => {
  test('default to 30000 ms for a request and 60000 ms for an answer', () => {
    const { client } = buildHttpAdapter();

    expect(DEFAULT_TIMEOUTS).toEqual({ requestTimeoutMs: 30000, answerTimeoutMs: 60000 });
    expect(client.requestConfig({ method: 'GET', path: '/app/library/decks' }).timeout).toBe(30000);
    expect(client.requestConfig({ method: 'PUT', path: '/app/study', timeout: 'answer' }).timeout).toBe(60000);
  });

  function givenASlowStudyServer(ms: number) {
    server.use(
      http.put(api('/app/study'), async () => {
        await delay(ms);
        return HttpResponse.json(wireStudyResponse());
      }),
    );
  }

  test('a step carrying an answer waits for the answer time-out', async () => {
    givenASlowStudyServer(150);
    const { study } = buildHttpAdapter({ requestTimeoutMs: 40, answerTimeoutMs: 2000 });

    const next = await study.step({ answer });

    expect(next.mode).toBe(Mode.Main);
  });

  test('a step without an answer gives up at the request time-out with the no-response error', async () => {
    givenASlowStudyServer(150);
    const { study } = buildHttpAdapter({ requestTimeoutMs: 40, answerTimeoutMs: 2000 });

    const error = await failureOf(study.step({}));

    expect(error).toBeInstanceOf(ServiceUnavailableError);
  });

  test('a step carrying an answer slower than the answer time-out gets the no-response error', async () => {
    givenASlowStudyServer(300);
    const { study } = buildHttpAdapter({ requestTimeoutMs: 20, answerTimeoutMs: 60 });

    const error = await failureOf(study.step({ answer }));

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.text).toBe("Our server is down, but we're working on the issue. Please try again soon.");
  });
});
