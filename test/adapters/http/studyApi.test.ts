import { http, HttpResponse } from 'msw';
import { FakeClock } from '../../../src/adapters/memory';
import { FieldType, Mode, QuestionType, type AnswerRecord, type NextStep } from '../../../src/domain/entities';
import { templateField } from '../../../src/domain/values';
import { InvalidResponseFormatError } from '../../../src/domain/errors';
import { createSandboxHandlers } from '@sreo/sandbox/msw';
import { testWorldServer } from '@sreo/sandbox/testing';
import { LEARNER, multipleChoice, recall, surveyScale, testWorld, typedAnswer } from '../../support/world';
import { BASE, api, buildHttpAdapter, failureOf, useApiServer } from './harness';
import { wireCard, wireStudyResponse } from './wireFixtures';

/** PUT /app/study through the real HTTP adapter (axios, form bodies) against the sandbox served by msw/node. */

const server = useApiServer();

/** The day's new cards: one of each graded type. */
const NEW_A_DAY = 3;

/** A learner with nothing studied, a day of a card of each graded type and a survey question, signed in over HTTP. */
async function signedInAdapter() {
  let n = 0;
  const day = testWorld({ today: [recall(), multipleChoice(), typedAnswer()], survey: [surveyScale()] });
  const sandbox = await testWorldServer(day, { clock: new FakeClock(), randomId: () => `id-${(n += 1)}` }, () => undefined);
  server.use(...createSandboxHandlers(sandbox, BASE));
  const adapter = buildHttpAdapter();
  const session = await adapter.auth.signIn(LEARNER, 'demo-pass-1');
  adapter.sessions.save(session.token);
  return { ...adapter, sandbox };
}

function answerFor(step: NextStep, id: string): AnswerRecord {
  const card = step.card;
  if (!card) throw new Error('no card');
  const options = templateField(card, 'question')?.options ?? [];
  const ans = card.questionType === QuestionType.MultipleChoice ? options.indexOf(card.back) + 1 : card.questionType === QuestionType.Recall ? 3 : 1;
  return {
    id,
    userId: 2,
    deckId: card.deckId,
    cardId: card.cardId,
    answeredAt: new Date(Date.UTC(2025, 2, 10, 9, 0, 0)).toISOString(),
    timeToAnswerMs: 2500,
    answer: ans,
    ...(card.questionType === QuestionType.TypedAnswer ? { rawAnswers: card.back } : {}),
    mode: step.mode,
  };
}

describe('PUT /app/study over HTTP', () => {
  test('given no answer, when a step is asked, then the current card and counters arrive and nothing is recorded', async () => {
    const { study, sandbox } = await signedInAdapter();

    const step = await study.step({});

    expect(step.card?.cardId).toEqual(expect.any(Number));
    expect(step.mode).toBe(Mode.Main);
    expect(step.progress.main).toEqual({ total: NEW_A_DAY, done: 0 });
    expect(step.state.hasAssignedCards).toBe(true);
    expect(sandbox.answerLog(LEARNER)).toEqual([]);
  });

  test('given an answer, when it is sent, then the server records it once, even when it is sent again, and answers the next card', async () => {
    const { study, sandbox } = await signedInAdapter();
    const first = await study.step({});
    const record = answerFor(first, 'answer-1');

    const next = await study.step({ answer: record });
    const again = await study.step({ answer: record });

    expect(next.card?.cardId).not.toBe(first.card?.cardId);
    expect(next.progress.main.done).toBe(1);
    expect(again.progress.main.done).toBe(1);
    expect(sandbox.answerLog(LEARNER)).toEqual([
      expect.objectContaining({ id: 'answer-1', cardId: record.cardId, tta: 2500, ans: record.answer, mode: Mode.Main }),
    ]);
  });

  test('given survey questions wait, when skipSurvey is sent, then the survey group is empty', async () => {
    const { study } = await signedInAdapter();
    const before = await study.step({});
    expect(before.progress.survey.total).toBeGreaterThan(0);

    const after = await study.step({ skipSurvey: true });

    expect(after.progress.survey).toEqual({ total: 0, done: 0 });
  });

  test('given skipSurvey and reviewMore, when sent, then both go in the query and the answer has no body', async () => {
    const seen: { query: string; body: string }[] = [];
    server.use(
      http.put(api('/app/study'), async ({ request }) => {
        seen.push({ query: new URL(request.url).search, body: await request.text() });
        return HttpResponse.json({ s: { n: 0, l: 0, r: 0, done: 0, tomorrow: 0, ignore: 0, hasAssignedCards: true }, progress: { main: { total: 0, done: 0 }, review: { total: 0, done: 0 }, survey: { total: 0, done: 0 } }, mode: 1 });
      }),
    );
    const { study } = buildHttpAdapter();

    const step = await study.step({ skipSurvey: true, reviewMore: true });

    expect(seen).toEqual([{ query: '?skipSurvey=true&reviewMore=true', body: '' }]);
    expect(step.card).toBeUndefined();
    expect(step.mode).toBe(Mode.Review);
  });

  test('given an answer, when the next step arrives, then it names the card after its own (`after`): the one the next answer brings', async () => {
    const { study } = await signedInAdapter();
    const next = await study.step({ answer: answerFor(await study.step({}), 'answer-1') });

    const after = await study.step({ answer: answerFor(next, 'answer-2') });

    expect(next.after).toBeDefined();
    expect(next.after).toEqual(after.card);
  });

  test('given a step whose card after is an image under the API, when it arrives, then its address is the API’s, as the card’s', async () => {
    const image = { ...wireCard(), cId: 102, f: '/app/media/heart.png', fFieldType: FieldType.Image };
    server.use(http.put(api('/app/study'), () => HttpResponse.json({ ...wireStudyResponse(), after: image })));
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card?.cardId).toBe(101);
    expect(step.after).toMatchObject({ cardId: 102, front: `${BASE}/app/media/heart.png`, frontType: FieldType.Image });
  });

  test.each([
    ['question type', { questionType: 9 }],
    ['field type', { bFieldType: 7 }],
  ])('given a step whose card after has a %s the app does not know, when it arrives, then the step is taken without it (the screen waits for the server)', async (_code, change) => {
    server.use(http.put(api('/app/study'), () => HttpResponse.json({ ...wireStudyResponse(), after: { ...wireCard(), ...change } })));
    const { study } = buildHttpAdapter();

    const step = await study.step({});

    expect(step.card?.cardId).toBe(101);
    expect(step.after).toBeUndefined();
  });

  test.each([
    ['a card after without its front', { after: { cId: 1 } }],
    ['a card without its front', { c: { cId: 1 } }],
    ['a mode that is not a number', { mode: 'Main' }],
    ['progress without the survey group', { progress: { main: { total: 1, done: 0 }, review: { total: 0, done: 0 } } }],
    ['a streak that is text', { streak: 'five' }],
  ])('given a malformed answer (%s), when a step is asked, then it fails with the invalid response format error', async (_case, change) => {
    const valid = {
      s: { n: 0, l: 0, r: 0, done: 0, tomorrow: 0, ignore: 0, hasAssignedCards: true },
      progress: { main: { total: 0, done: 0 }, review: { total: 0, done: 0 }, survey: { total: 0, done: 0 } },
      mode: 0,
    };
    server.use(http.put(api('/app/study'), () => HttpResponse.json({ ...valid, ...change })));
    const { study } = buildHttpAdapter();

    const error = await failureOf(study.step({}));

    expect(error).toBeInstanceOf(InvalidResponseFormatError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('Invalid data received');
  });
});
