import { http, HttpResponse } from 'msw';
import { Mode } from '../../../src/domain/entities';
import { InvalidResponseFormatError } from '../../../src/domain/errors';
import {
  answerProblems,
  documentedOperations,
  examplePath,
  formProblems,
  jsonExamples,
  operationById,
  requiredHeaders,
  responseOf,
  successStatuses,
  type DocumentedOperation,
} from '@sreo/contract/document';
import { api, buildHttpAdapter, failureOf, useApiServer } from './harness';

/*
 * The HTTP adapter against the contract document (contract/openapi.yaml): every documented answer
 * passes the app's checks (the DTOs and their mapping to the domain), one broken in any required field
 * fails with the catalogue's invalid response format error, and every form the adapter sends is one
 * the document describes.
 */

const server = useApiServer();

type Adapter = ReturnType<typeof buildHttpAdapter>;

/** How the app makes each call of the contract, through its ports. */
const CALLS: Readonly<Record<string, (adapter: Adapter) => Promise<unknown>>> = {
  signIn: ({ auth }) => auth.signIn('learner@demo.test', 'demo-pass-1'),
  signInWithToken: ({ auth }) => auth.signInWithToken(),
  signUpByInvitation: ({ auth }) => auth.signUpByInvitation({ email: 'sam@demo.test', pws: 'sam-pass-1', username: 'sam', inviteCode: 'DEMO-INVITE' }),
  signUpByApplication: ({ auth }) => auth.signUpByApplication({ uuid: 'sreo-learner-app', email: 'sam@demo.test', pws: 'sam-pass-1', username: 'sam' }),
  signOut: ({ auth }) => auth.signOut(),
  signInMethod: ({ auth }) => auth.signInMethod('learner@demo.test'),
  requestPasswordReset: ({ auth }) => auth.requestPasswordReset('learner@demo.test'),
  setPasswordFromSecret: ({ auth }) => auth.setPasswordFromSecret('secret-1', 'new-pass-2'),
  updatePassword: ({ auth }) => auth.updatePassword('learner@demo.test', 'new-pass-2', 'demo-pass-1'),
  startSingleSignOn: ({ auth }) => auth.startSingleSignOn('sso@demo.test', 'http://app.test/app/signin'),
  completeSingleSignOn: ({ auth }) => auth.completeSingleSignOn('code-1'),
  saveUser: ({ user }) =>
    user.save({
      firstName: 'Lee',
      lastName: null,
      remindHourUtc: 8,
      remindDays: [1, 3, 5],
      notifyEmail: true,
      notifyApp: false,
      libraryTourShown: true,
      partnerId: 7,
      partnerLogoId: 'logo-7',
    }),
  acceptTerms: ({ user }) => user.acceptTerms(),
  sendFeedback: ({ user }) => user.sendFeedback({ text: 'The audio cards are great.', rating: 5 }),
  performance: ({ user }) => user.performance(),
  studyStep: ({ study }) =>
    study.step({
      answer: {
        id: '6f1c2b0e-0000-4000-8000-000000000001',
        userId: 42,
        deckId: 9,
        cardId: 101,
        answeredAt: '2024-05-01T10:00:00.000Z',
        timeToAnswerMs: 5300,
        answer: 3,
        rawAnswers: 'Canberra',
        mode: Mode.Main,
      },
    }),
  libraryDecks: ({ library }) => library.decks(),
  deckCards: ({ library }) => library.deckCards('capitals'),
  libraryCard: ({ library }) => library.card('101'),
  extraResources: ({ library }) => library.extraResources(),
};

/** Calls whose answer the app hands on as it is, without a check (contract/openapi.yaml: PUT /oauth2). */
const UNCHECKED = new Set(['startSingleSignOn']);

/** The app's calls: all but the sandbox's own and the media, which the browser fetches by address. */
const appOperations = documentedOperations().filter(({ operation }) => !operation.tags.includes('sandbox') && !operation.tags.includes('media'));

interface Seen {
  readonly path: string;
  readonly form: Record<string, string>;
}

/** The server answers `body` (status and headers as the document says) to the operation, and records what the adapter sent. */
function givenTheServerAnswers(documented: DocumentedOperation, status: string, body: unknown): Seen[] {
  const seen: Seen[] = [];
  const headers = Object.fromEntries(requiredHeaders(responseOf(documented, status)!).map((name) => [name, 'token-1']));
  server.use(
    http[documented.method](api(documented.path.replace(/\{([^}]+)\}/g, ':$1')), async ({ request }) => {
      seen.push({ path: new URL(request.url).pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) });
      return body === undefined ? new HttpResponse(null, { status: Number(status), headers }) : HttpResponse.json(body as object, { status: Number(status), headers });
    }),
  );
  return seen;
}

function callOf(documented: DocumentedOperation) {
  const call = CALLS[documented.operation.operationId];
  if (!call) throw new Error(`No call for ${documented.operation.operationId}`);
  return call;
}

const documentedAnswers = appOperations.flatMap((documented) =>
  successStatuses(documented).flatMap((status) => {
    const examples = jsonExamples(documented, status);
    const answers = examples.length > 0 ? examples : [{ name: 'no body', value: undefined }];
    return answers.map(({ name, value }) => ({ documented, status, name, value }));
  }),
);

test('given the contract, then the app makes every one of its calls and no other', () => {
  expect(Object.keys(CALLS).sort()).toEqual(appOperations.map(({ operation }) => operation.operationId).sort());
});

describe.each(documentedAnswers.map((answer) => [answer.documented.operation.operationId, answer.status, answer.name, answer] as const))(
  '%s answering %s (%s)',
  (_id, status, _name, { documented, value }) => {
    test('when the app makes the call, then it takes the documented answer and sends the documented form to the documented path', async () => {
      const seen = givenTheServerAnswers(documented, status, value);
      const adapter = buildHttpAdapter();
      adapter.sessions.save('token-1');

      await callOf(documented)(adapter);

      expect(answerProblems(documented, Number(status), value === undefined ? null : 'application/json', value)).toEqual([]);
      expect(seen.map(({ path }) => path)).toEqual([new URL(api(examplePath(documented))).pathname]);
      expect(formProblems(documented, seen[0]!.form)).toEqual([]);
    });
  },
);

/** The answer with `field` of the first object (a list's first item) replaced by a value of another kind. */
function brokenIn(value: unknown, field: string): unknown {
  if (Array.isArray(value)) return [brokenIn(value[0], field), ...value.slice(1)];
  const record = value as Record<string, unknown>;
  const current = record[field];
  const wrongKind = typeof current === 'object' && current !== null ? 'not an object' : { not: 'a value' };
  return { ...record, [field]: wrongKind };
}

const brokenAnswers = documentedAnswers
  .filter(({ value, documented }) => value !== undefined && !UNCHECKED.has(documented.operation.operationId))
  .flatMap((answer) => Object.keys((Array.isArray(answer.value) ? answer.value[0] : answer.value) as object).map((field) => ({ ...answer, field, broken: brokenIn(answer.value, field) })));

test.each(brokenAnswers.map((answer) => [answer.documented.operation.operationId, answer.name, answer.field, answer] as const))(
  '%s: the %s answer with %s of another kind is against the document, and the app fails it as invalid response format',
  async (_id, _name, _field, { documented, status, broken }) => {
    givenTheServerAnswers(documented, status, broken);
    const adapter = buildHttpAdapter();
    adapter.sessions.save('token-1');

    const error = await failureOf(callOf(documented)(adapter));

    expect(answerProblems(documented, Number(status), 'application/json', broken)).not.toEqual([]);
    expect(error).toBeInstanceOf(InvalidResponseFormatError);
    expect(error.text).toBe('Invalid data received');
  },
);

test('given the sign-in answer, then the document requires its X-Auth-Token header', () => {
  expect(requiredHeaders(responseOf(operationById('signIn'), '200')!)).toEqual(['X-Auth-Token']);
});
