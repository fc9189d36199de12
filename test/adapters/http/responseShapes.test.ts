import { http, HttpResponse, type JsonBodyType } from 'msw';
import { FieldType, Mode, QuestionType, type NextStep, type StudyCard, type User } from '../../../src/domain/entities';
import { InvalidResponseFormatError } from '../../../src/domain/errors';
import { api, buildHttpAdapter, failureOf, useApiServer } from './harness';
import { wireCard, wirePerformance, wireStudyResponse, wireUser } from './wireFixtures';

/** Every answer shape of docs/product.md section 5 and contract/openapi.yaml: valid answers become domain entities, others fail. */

const server = useApiServer();

type Method = 'get' | 'put' | 'post';

function givenTheServerAnswers(method: Method, path: string, body: JsonBodyType, headers?: Record<string, string>) {
  server.use(http[method](api(path), () => HttpResponse.json(body, { headers })));
}

/** What the adapter makes of the wire fixtures: each wire name in the domain's words, codes read as the domain's enums. */
const expectedUser: User = {
  id: 42,
  status: 1,
  type: 0,
  email: 'learner@demo.test',
  firstName: 'Lee',
  lastName: null,
  username: 'lee',
  remindHourUtc: 8,
  remindDays: [1, 3, 5],
  notifyEmail: true,
  notifyApp: false,
  libraryTourShown: false,
  schedulerType: 1,
  uiTheme: null,
  partner: {
    id: 7,
    logoId: 'logo-7',
    url: 'https://academy.example',
    name: 'Demo Academy',
    showTermOfUse: false,
    showFeedbackAlways: true,
    showMostKnowledgeableUsersPercentage: false,
    showFullUserKnowledgeList: false,
    showLeaderboard: true,
    enableLibrary: true,
    enableUserPerformance: true,
    enableExternalAnalytics: false,
    allowUsersChangeRemindDays: true,
    allowUsersChangeRemindTime: true,
    termOfUseUrl: null,
  },
};
const expectedCard: StudyCard = {
  cardId: 101,
  deckId: 9,
  front: 'Which city is the capital of Australia?',
  back: 'Canberra',
  fields: [
    { name: 'question', type: 0, value: 'Which city is the capital of Australia?', options: ['Sydney', 'Canberra', 'Melbourne', 'Perth'] },
    { name: 'answer', type: 0, value: 'Canberra', label: 'Capital', width: 320, height: 180, title: 'Australia', comment: 'Chosen as a compromise between Sydney and Melbourne.' },
  ],
  due: '2024-05-01T00:00:00.000Z',
  frontType: FieldType.Text,
  backType: FieldType.Html,
  deckType: 0,
  questionType: QuestionType.MultipleChoice,
  deckName: 'World capitals',
};
const expectedStep: NextStep = {
  card: expectedCard,
  after: {
    cardId: 102,
    deckId: 9,
    front: 'What is the capital of Canada?',
    back: 'Ottawa',
    fields: [],
    due: '2024-05-01T00:00:00.000Z',
    frontType: FieldType.Text,
    backType: FieldType.Text,
    deckType: 0,
    questionType: QuestionType.Recall,
    deckName: 'World capitals',
  },
  state: { newCount: 3, learningCount: 1, reviewCount: 2, done: 4, tomorrow: 5, ignore: 0, hasAssignedCards: true },
  progress: { main: { total: 10, done: 4 }, review: { total: 3, done: 0 }, survey: { total: 1, done: 0 } },
  message: 'Keep going',
  streak: 6,
  mode: Mode.Main,
};

async function expectInvalidFormat(call: Promise<unknown>) {
  const error = await failureOf(call);
  expect(error).toBeInstanceOf(InvalidResponseFormatError);
  expect(error.title).toBe('Server error');
  expect(error.text).toBe('Invalid data received');
}

describe('user (sign-in answers, GET /auth, PUT /app/user)', () => {
  test('a valid user becomes the User entity with its partner', async () => {
    givenTheServerAnswers('get', '/auth', wireUser());
    const { auth } = buildHttpAdapter();

    const user = await auth.signInWithToken();

    expect(user).toEqual(expectedUser);
  });

  test('sign-in answers the user and the session token of the X-Auth-Token header', async () => {
    givenTheServerAnswers('post', '/auth', wireUser(), { 'X-Auth-Token': 'token-abc' });
    const { auth } = buildHttpAdapter();

    const session = await auth.signIn('learner@demo.test', 'demo-pass-1');

    expect(session).toEqual({ user: expectedUser, token: 'token-abc' });
  });

  test.each([
    ['sign-in', (a: ReturnType<typeof buildHttpAdapter>) => a.auth.signIn('learner@demo.test', 'demo-pass-1'), 'post', '/auth'],
    ['the single-sign-on finish', (a: ReturnType<typeof buildHttpAdapter>) => a.auth.completeSingleSignOn('code-1'), 'post', '/auth/sso'],
  ] as const)(
    '%s without a readable X-Auth-Token header says the server must send and expose it, and is reported',
    async (_name, call, method, path) => {
      givenTheServerAnswers(method, path, wireUser());
      const adapter = buildHttpAdapter();

      const error = await failureOf(call(adapter));

      expect(error).toBeInstanceOf(InvalidResponseFormatError);
      expect(error.title).toBe('Server error');
      expect(error.text).toMatch(/^Invalid data received: the sign-in answer carries no session token\. The server must send the X-Auth-Token header and, from another address, expose it to this app \(CORS\)\.$/);
      expect(error.report).toBe(true);
    },
  );

  test.each([
    [
      'sign-up by application',
      (a: ReturnType<typeof buildHttpAdapter>) =>
        a.auth.signUpByApplication({ uuid: 'u', email: 'e@demo.test', pws: 'demo-pass-1', username: 'e' }),
      'put',
      '/auth/signup/app',
    ],
    [
      'sign-up by invitation',
      (a: ReturnType<typeof buildHttpAdapter>) =>
        a.auth.signUpByInvitation({ email: 'e@demo.test', pws: 'demo-pass-1', username: 'e' }),
      'put',
      '/auth',
    ],
  ] as const)('%s needs no X-Auth-Token header (a sign-in follows): it answers the new user', async (_name, call, method, path) => {
    givenTheServerAnswers(method, path, wireUser());
    const adapter = buildHttpAdapter();

    expect(await call(adapter)).toEqual(expectedUser);
  });

  test('PUT /app/user answers the saved user', async () => {
    givenTheServerAnswers('put', '/app/user', { ...wireUser(), firstName: 'Lena' });
    const { user } = buildHttpAdapter();

    const saved = await user.save({
      firstName: 'Lena',
      lastName: null,
      remindHourUtc: 8,
      remindDays: [1],
      notifyEmail: true,
      notifyApp: false,
      libraryTourShown: false,
      partnerId: 7,
      partnerLogoId: 'logo-7',
    });

    expect(saved).toEqual({ ...expectedUser, firstName: 'Lena' });
  });

  test('string-or-null fields may be strings, null or left out (read as null)', async () => {
    const { firstName: _f, username: _u, ui: _ui, ...rest } = wireUser();
    givenTheServerAnswers('get', '/auth', {
      ...rest,
      lastName: 'Park',
      remindDt: '8',
      partner: { ...wirePartnerWithTerms() },
    });
    const { auth } = buildHttpAdapter();

    const user = await auth.signInWithToken();

    expect(user.firstName).toBeNull();
    expect(user.username).toBeNull();
    expect(user.uiTheme).toBeNull();
    expect(user.lastName).toBe('Park');
    expect(user.remindHourUtc).toBe('8');
    expect(user.partner.termOfUseUrl).toBe('https://academy.example/terms');
  });

  test('remindDt null stays null', async () => {
    givenTheServerAnswers('get', '/auth', { ...wireUser(), remindDt: null, ui: 'grey' });
    const { auth } = buildHttpAdapter();

    const user = await auth.signInWithToken();

    expect(user.remindHourUtc).toBeNull();
    expect(user.uiTheme).toBe('grey');
  });

  test.each([
    ['id missing', { id: undefined }],
    ['email a number', { email: 12 }],
    ['status a string', { status: '1' }],
    ['remindDays not a list', { remindDays: '1,3' }],
    ['remindDays with a string', { remindDays: [1, 'x'] }],
    ['notifyEmail a string', { notifyEmail: 'yes' }],
    ['remindDt a boolean', { remindDt: true }],
    ['partner missing', { partner: undefined }],
    ['partner a string', { partner: 'Demo Academy' }],
    ['partner a list', { partner: [] }],
    ['partner without enableLibrary', { partner: { ...wireUser().partner, enableLibrary: undefined } }],
    ['partner with a numeric logo id', { partner: { ...wireUser().partner, l: 7 } }],
  ])('%s: invalid response format', async (_name, change) => {
    givenTheServerAnswers('get', '/auth', JSON.parse(JSON.stringify({ ...wireUser(), ...change })));
    const { auth } = buildHttpAdapter();

    await expectInvalidFormat(auth.signInWithToken());
  });

  test.each([
    ['a list', [wireUser()]],
    ['a string', 'ok'],
    ['null', null],
  ])('a body that is %s instead of an object: invalid response format', async (_name, body) => {
    givenTheServerAnswers('get', '/auth', body);
    const { auth } = buildHttpAdapter();

    await expectInvalidFormat(auth.signInWithToken());
  });

  test('extra fields from the server are allowed and dropped', async () => {
    givenTheServerAnswers('get', '/auth', { ...wireUser(), lastLogin: '2024-05-01', partner: { ...wireUser().partner, theme: 'x' } });
    const { auth } = buildHttpAdapter();

    const user = await auth.signInWithToken();

    expect(user).toEqual(expectedUser);
  });
});

function wirePartnerWithTerms() {
  return { ...wireUser().partner, showTermOfUse: true, termOfUseUrl: 'https://academy.example/terms' };
}

describe('study step (PUT /app/study)', () => {
  test('a valid answer becomes the NextStep with its card', async () => {
    givenTheServerAnswers('put', '/app/study', wireStudyResponse());
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step).toEqual(expectedStep);
  });

  test('no card, no streak and no message: a step without them', async () => {
    const { c: _c, msg: _m, streak: _s, ...rest } = wireStudyResponse();
    givenTheServerAnswers('put', '/app/study', { ...rest, mode: 1 });
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step).not.toHaveProperty('card');
    expect(step).not.toHaveProperty('message');
    expect(step).not.toHaveProperty('streak');
    expect(step.mode).toBe(Mode.Review);
  });

  test('a null card reads as no card', async () => {
    givenTheServerAnswers('put', '/app/study', { ...wireStudyResponse(), c: null });
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card).toBeUndefined();
  });

  test('the card extras (bComment, questionBanner, questionLabel) come through when present', async () => {
    const c = { ...wireCard(), bComment: 'Seine', questionBanner: 'Geography', questionLabel: 'Q1' };
    givenTheServerAnswers('put', '/app/study', { ...wireStudyResponse(), c });
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card).toEqual({ ...expectedCard, backComment: 'Seine', questionBanner: 'Geography', questionLabel: 'Q1' });
  });

  test('a template field with only n and typ is valid', async () => {
    const c = { ...wireCard(), fl: [{ n: 'question', typ: 2 }] };
    givenTheServerAnswers('put', '/app/study', { ...wireStudyResponse(), c });
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card?.fields).toEqual([{ name: 'question', type: 2 }]);
  });

  const card = (change: object) => ({ ...wireStudyResponse(), c: { ...wireCard(), ...change } });
  test.each([
    ['card without its front f', card({ f: undefined })],
    ['card without its back b', card({ b: undefined })],
    ['card without cId', card({ cId: undefined })],
    ['card with dId as a string', card({ dId: '9' })],
    ['card without dueDt', card({ dueDt: undefined })],
    ['card without deck', card({ deck: undefined })],
    ['card with fFieldType as a string', card({ fFieldType: 'text' })],
    ['card with bFieldType a fraction', card({ bFieldType: 1.5 })],
    ['card with questionType as a string', card({ questionType: 'recall' })],
    ['card with fl not a list', card({ fl: { n: 'question', typ: 0 } })],
    ['card with a template field without n', card({ fl: [{ typ: 0 }] })],
    ['card with a template field without typ', card({ fl: [{ n: 'question' }] })],
    ['card with a template field el not a list of strings', card({ fl: [{ n: 'q', typ: 0, el: [1] }] })],
    ['card with a bComment number', card({ bComment: 3 })],
    ['card as a string', { ...wireStudyResponse(), c: 'card' }],
    ['state missing', { ...wireStudyResponse(), s: undefined }],
    ['state without hasAssignedCards', { ...wireStudyResponse(), s: { ...wireStudyResponse().s, hasAssignedCards: undefined } }],
    ['state with done as a string', { ...wireStudyResponse(), s: { ...wireStudyResponse().s, done: '4' } }],
    ['progress without review', { ...wireStudyResponse(), progress: { main: { total: 1, done: 0 }, survey: { total: 1, done: 0 } } }],
    ['progress with a group without total', { ...wireStudyResponse(), progress: { ...wireStudyResponse().progress, main: { done: 0 } } }],
    ['mode missing', { ...wireStudyResponse(), mode: undefined }],
    ['mode a string', { ...wireStudyResponse(), mode: 'main' }],
    ['streak a string', { ...wireStudyResponse(), streak: '6' }],
    ['msg a number', { ...wireStudyResponse(), msg: 1 }],
  ])('%s: invalid response format', async (_name, body) => {
    givenTheServerAnswers('put', '/app/study', JSON.parse(JSON.stringify(body)));
    const { study } = buildHttpAdapter();

    await expectInvalidFormat(study.step({}));
  });
});

describe('codes a newer backend added (docs/product.md, unknown codes)', () => {
  test('given an unknown field type, question type and mode, then the step reads degraded: text, a recall card, the mode as sent', async () => {
    givenTheServerAnswers('put', '/app/study', { ...wireStudyResponse(), c: { ...wireCard(), fFieldType: 9, bFieldType: 12, questionType: 8 }, mode: 7 });
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card).toEqual({ ...expectedCard, frontType: FieldType.Text, backType: FieldType.Text, questionType: QuestionType.Recall });
    expect(step.mode).toBe(7);
  });

  test('given the same unknown codes on every step, then error tracing hears of each code once', async () => {
    givenTheServerAnswers('put', '/app/study', { ...wireStudyResponse(), c: { ...wireCard(), fFieldType: 9, bFieldType: 9, questionType: 8 }, mode: 7 });
    const { study, errorTracing } = buildHttpAdapter();

    await study.step({});
    await study.step({});

    expect(errorTracing.reports.map((report) => report.context)).toEqual([
      { kind: 'fieldType', code: 9 },
      { kind: 'questionType', code: 8 },
      { kind: 'mode', code: 7 },
    ]);
  });

  test('given a library card with an unknown question type, then it reads as a recall card and is reported', async () => {
    givenTheServerAnswers('get', '/app/library/cards/101', { ...wireCard(), questionType: 5 });
    const { library, errorTracing } = buildHttpAdapter();

    expect((await library.card('101')).questionType).toBe(QuestionType.Recall);
    expect(errorTracing.reports.map((report) => report.context)).toEqual([{ kind: 'questionType', code: 5 }]);
  });

  test('given only known codes, then nothing is reported', async () => {
    givenTheServerAnswers('put', '/app/study', wireStudyResponse());
    const { study, errorTracing } = buildHttpAdapter();

    await study.step({});

    expect(errorTracing.reports).toEqual([]);
  });
});

describe('library card (GET /app/library/cards/{cardId})', () => {
  test('a valid card becomes the StudyCard', async () => {
    givenTheServerAnswers('get', '/app/library/cards/101', wireCard());
    const { library } = buildHttpAdapter();

    const card = await library.card('101');

    expect(card).toEqual(expectedCard);
  });

  test('a card without its template fields: invalid response format', async () => {
    givenTheServerAnswers('get', '/app/library/cards/101', { ...wireCard(), fl: undefined });
    const { library } = buildHttpAdapter();

    await expectInvalidFormat(library.card('101'));
  });
});

describe('library decks (GET /app/library/decks?deckType=0)', () => {
  test('deck entries become LibraryDecks; tkl as a 0-to-1 number, decimal string or null', async () => {
    givenTheServerAnswers('get', '/app/library/decks', [
      { deckId: 'd1', deckName: 'World capitals', tkl: 0.25 },
      { deckId: 'd2', deckName: 'First aid', tkl: '0.5' },
      { deckId: 'd3', deckName: 'Spanish verbs', tkl: null },
    ]);
    const { library } = buildHttpAdapter();

    const decks = await library.decks();

    expect(decks).toEqual([
      { deckId: 'd1', deckName: 'World capitals', tkl: 0.25 },
      { deckId: 'd2', deckName: 'First aid', tkl: 0.5 },
      { deckId: 'd3', deckName: 'Spanish verbs', tkl: null },
    ]);
  });

  test('an empty list is a valid answer', async () => {
    givenTheServerAnswers('get', '/app/library/decks', []);
    const { library } = buildHttpAdapter();

    expect(await library.decks()).toEqual([]);
  });

  test('a deck without tkl reads as null, extra fields are dropped', async () => {
    givenTheServerAnswers('get', '/app/library/decks', [{ deckId: 'd1', deckName: 'World capitals', cards: 40 }]);
    const { library } = buildHttpAdapter();

    expect(await library.decks()).toEqual([{ deckId: 'd1', deckName: 'World capitals', tkl: null }]);
  });

  test('given odd TKLs (a percentage, over 1, a word, empty), then those rows read as no TKL and the list is whole', async () => {
    givenTheServerAnswers('get', '/app/library/decks', [
      { deckId: 'd1', deckName: 'A', tkl: 72 },
      { deckId: 'd2', deckName: 'B', tkl: '72%' },
      { deckId: 'd3', deckName: 'C', tkl: 'N/A' },
      { deckId: 'd4', deckName: 'D', tkl: '' },
      { deckId: 'd5', deckName: 'E', tkl: -0.1 },
      { deckId: 'd6', deckName: 'F', tkl: '1' },
    ]);
    const { library } = buildHttpAdapter();

    const decks = await library.decks();

    expect(decks.map((deck) => deck.tkl)).toEqual([null, null, null, null, null, 1]);
  });

  test.each([
    ['deckId a number', [{ deckId: 1, deckName: 'World capitals', tkl: 0.5 }]],
    ['deckName missing', [{ deckId: 'd1', tkl: 0.5 }]],
    ['tkl a boolean', [{ deckId: 'd1', deckName: 'World capitals', tkl: true }]],
    ['tkl a list', [{ deckId: 'd1', deckName: 'World capitals', tkl: [0.5] }]],
    ['one bad row among good ones', [{ deckId: 'd1', deckName: 'A', tkl: 0.5 }, { deckId: 'd2', tkl: 0.5 }]],
    ['a row that is not an object', [{ deckId: 'd1', deckName: 'A', tkl: 0.5 }, 'd2']],
    ['an object instead of a list', { deckId: 'd1', deckName: 'World capitals', tkl: 0.5 }],
    ['null instead of a list', null],
  ])('%s: invalid response format', async (_name, body) => {
    givenTheServerAnswers('get', '/app/library/decks', body);
    const { library } = buildHttpAdapter();

    await expectInvalidFormat(library.decks());
  });
});

describe('deck content items (GET /app/library/decks/{deckId})', () => {
  test('named content items become DeckCardItems', async () => {
    givenTheServerAnswers('get', '/app/library/decks/d1', [{ id: 'c1', name: 'Paris', content: '<p>France</p>' }]);
    const { library } = buildHttpAdapter();

    expect(await library.deckCards('d1')).toEqual([{ id: 'c1', name: 'Paris', content: '<p>France</p>' }]);
  });

  test.each([
    ['id a number', [{ id: 1, name: 'Paris', content: 'France' }]],
    ['name missing', [{ id: 'c1', content: 'France' }]],
    ['content null', [{ id: 'c1', name: 'Paris', content: null }]],
    ['not a list', 'c1'],
  ])('%s: invalid response format', async (_name, body) => {
    givenTheServerAnswers('get', '/app/library/decks/d1', body);
    const { library } = buildHttpAdapter();

    await expectInvalidFormat(library.deckCards('d1'));
  });
});

describe('extra resources (GET /app/library/extra-resources)', () => {
  test('link items become ExtraResources', async () => {
    givenTheServerAnswers('get', '/app/library/extra-resources', [{ id: 'r1', title: 'CPR guide', url: 'https://example.org/cpr' }]);
    const { library } = buildHttpAdapter();

    expect(await library.extraResources()).toEqual([{ id: 'r1', title: 'CPR guide', url: 'https://example.org/cpr' }]);
  });

  test.each([
    ['url missing', [{ id: 'r1', title: 'CPR guide' }]],
    ['title a number', [{ id: 'r1', title: 5, url: 'https://example.org' }]],
    ['id missing', [{ title: 'CPR guide', url: 'https://example.org' }]],
    ['an object instead of a list', { items: [] }],
  ])('%s: invalid response format', async (_name, body) => {
    givenTheServerAnswers('get', '/app/library/extra-resources', body);
    const { library } = buildHttpAdapter();

    await expectInvalidFormat(library.extraResources());
  });
});

describe('performance (GET /app/performance)', () => {
  test('the required parts become a Performance without the optional ones', async () => {
    givenTheServerAnswers('get', '/app/performance', wirePerformance());
    const { user } = buildHttpAdapter();

    const performance = await user.performance();

    expect(performance).toEqual(wirePerformance());
    expect(performance).not.toHaveProperty('leaderboard');
  });

  test('leaderboard, percentile and users come through where the partner allows them', async () => {
    const leaderboard = [{ name: 'Lee', tkl: 0.6, isMe: true }];
    givenTheServerAnswers('get', '/app/performance', { ...wirePerformance(), tkl: null, leaderboard, percentile: 80, users: leaderboard });
    const { user } = buildHttpAdapter();

    const performance = await user.performance();

    expect(performance.tkl).toBeNull();
    expect(performance.leaderboard).toEqual(leaderboard);
    expect(performance.percentile).toBe(80);
    expect(performance.users).toEqual(leaderboard);
  });

  test('given odd TKLs, then the overall TKL reads as none and odd history points are left out', async () => {
    const tklHistory = [
      { date: '2024-05-01', tkl: 0.4 },
      { date: '2024-05-02', tkl: '85%' },
      { date: '2024-05-03', tkl: '0.5' },
    ];
    givenTheServerAnswers('get', '/app/performance', { ...wirePerformance(), tkl: 42, tklHistory });
    const { user } = buildHttpAdapter();

    const performance = await user.performance();

    expect(performance.tkl).toBeNull();
    expect(performance.tklHistory).toEqual([
      { date: '2024-05-01', tkl: 0.4 },
      { date: '2024-05-03', tkl: 0.5 },
    ]);
  });

  test.each([
    ['streak missing', { ...wirePerformance(), streak: undefined }],
    ['tklHistory not a list', { ...wirePerformance(), tklHistory: 0.4 }],
    ['a history point without a date', { ...wirePerformance(), tklHistory: [{ tkl: 0.4 }] }],
    ['a deck with a numeric deckId', { ...wirePerformance(), decks: [{ deckId: 1, deckName: 'A', tkl: 0.1 }] }],
    ['a study day with count as a string', { ...wirePerformance(), studyDays: [{ date: '2024-05-01', count: '12' }] }],
    ['a leaderboard entry without isMe', { ...wirePerformance(), leaderboard: [{ name: 'Lee', tkl: 0.6 }] }],
    ['percentile a string', { ...wirePerformance(), percentile: '80' }],
  ])('%s: invalid response format', async (_name, body) => {
    givenTheServerAnswers('get', '/app/performance', JSON.parse(JSON.stringify(body)));
    const { user } = buildHttpAdapter();

    await expectInvalidFormat(user.performance());
  });
});

describe('sign-in method (GET /auth/method)', () => {
  test.each(['password', 'sso'] as const)('{method: %s} becomes that method', async (method) => {
    givenTheServerAnswers('get', '/auth/method', { method });
    const { auth } = buildHttpAdapter();

    expect(await auth.signInMethod('learner@demo.test')).toBe(method);
  });

  test.each([
    ['an unknown method', { method: 'magic-link' }],
    ['no method', {}],
    ['a bare string', 'password'],
  ])('%s: invalid response format', async (_name, body) => {
    givenTheServerAnswers('get', '/auth/method', body);
    const { auth } = buildHttpAdapter();

    await expectInvalidFormat(auth.signInMethod('learner@demo.test'));
  });
});

describe('single-sign-on start (PUT /oauth2)', () => {
  test('the data is returned as is', async () => {
    givenTheServerAnswers('put', '/oauth2', { redirect: 'https://sso.test/login?state=abc', extra: [1, 2] });
    const { auth } = buildHttpAdapter();

    expect(await auth.startSingleSignOn('sso@demo.test', 'http://app.test/app/')).toEqual({
      redirect: 'https://sso.test/login?state=abc',
      extra: [1, 2],
    });
  });
});

describe('calls whose answer is not read', () => {
  test('succeed on any 2xx, whatever the body', async () => {
    server.use(http.delete(api('/auth'), () => new HttpResponse(null, { status: 204 })));
    const { auth } = buildHttpAdapter();

    await expect(auth.signOut()).resolves.toBeUndefined();
  });
});

describe('card media addresses', () => {
  const imageCard = (f: string, fl: string) => ({
    ...wireCard(),
    f,
    fFieldType: 2,
    b: '/app/media/not-media.txt',
    bFieldType: 0,
    fl: [
      { n: 'question', typ: 2, v: fl },
      { n: 'answer', typ: 0, v: '/app/media/not-media.txt' },
    ],
  });

  test('a relative media address (docs/product.md section 7: under the API base) becomes absolute under it; text fields are left alone', async () => {
    givenTheServerAnswers('get', '/app/library/cards/101', imageCard('/app/media/aed-sign.svg', '/app/media/aed-sign.svg'));
    const { library } = buildHttpAdapter();

    const card = await library.card('101');

    expect(card.front).toBe(api('/app/media/aed-sign.svg'));
    expect(card.fields[0]?.value).toBe(api('/app/media/aed-sign.svg'));
    expect(card.back).toBe('/app/media/not-media.txt');
    expect(card.fields[1]?.value).toBe('/app/media/not-media.txt');
  });

  test('an absolute media address (a media host) and a protocol-relative one are left as they are', async () => {
    givenTheServerAnswers('put', '/app/study', { ...wireStudyResponse(), c: imageCard('https://media.example/x.png', '//elsewhere.example/x.png') });
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card?.front).toBe('https://media.example/x.png');
    expect(step.card?.fields[0]?.value).toBe('//elsewhere.example/x.png');
  });
});
