import { Mode, QuestionType, type DeckCardItemJson, type LibraryDeckJson, type NextStepJson, type PerformanceJson, type StudyCardJson } from '@sreo/contract/wire';
import type { AnswerLogEntry } from '../src/model';
import { DAY, errorOf, sandbox } from './sandboxHarness';

type Sandbox = ReturnType<typeof sandbox>;

const LEARNER = 'new@demo.test';
const HOUR = 3_600_000;

/** A learner of the seed with nothing studied yet, on a sandbox of its own. */
async function freshLearner(): Promise<Sandbox & { token: string }> {
  const box = sandbox();
  return { ...box, token: await box.signIn(LEARNER) };
}

/** The answer a learner gives to a card: a recall card's own grade, the second option, or a typed text. */
function answerTo(card: StudyCardJson, n: number): { ans: string; rawAnswers?: string } {
  switch (card.questionType) {
    case QuestionType.Recall:
      return { ans: String((n % 4) + 1) };
    case QuestionType.MultipleChoice:
      return { ans: '2' };
    default:
      return { ans: '1', rawAnswers: n % 2 === 0 ? card.b : 'not the answer' };
  }
}

async function send(box: Sandbox & { token: string }, form: Record<string, string>) {
  const answer = await box.call('PUT', '/app/study', { token: box.token, form });
  expect(answer.status).toBe(200);
  return answer.body as NextStepJson;
}

/** What the learner sees of a card's memory: its due date, the deck TKLs, the overall TKL. */
async function whatTheLearnerSees(box: Sandbox & { token: string }, cIds: readonly number[]) {
  const dueDates = await Promise.all(cIds.map(async (cId) => ((await box.call('GET', `/app/library/cards/${cId}`, { token: box.token })).body as StudyCardJson).dueDt));
  const decks = (await box.call('GET', '/app/library/decks', { token: box.token, query: { deckType: '0' } })).body as LibraryDeckJson[];
  const performance = (await box.call('GET', '/app/performance', { token: box.token })).body as PerformanceJson;
  return { dueDates, decks, tkl: performance.tkl, tklHistory: performance.tklHistory, cardsStudied: performance.cardsStudied };
}

async function answerLog(box: Sandbox): Promise<AnswerLogEntry[]> {
  return (await box.call('GET', '/sandbox/answers', { query: { email: LEARNER } })).body as AnswerLogEntry[];
}

function withoutMode({ mode: _mode, ...entry }: AnswerLogEntry): Omit<AnswerLogEntry, 'mode'> {
  return entry;
}

describe('sandbox: a library quiz answer is recorded as the same answer in the daily queue', () => {
  it('given two learners with nothing studied, when one answers the first cards of the daily queue and the other the same cards with the same answers in library quiz mode, then due dates, TKLs and the answer log agree but for the mode', async () => {
    const daily = await freshLearner();
    const library = await freshLearner();
    const answered: number[] = [];
    const types = new Set<QuestionType>();

    for (let n = 0; n < 8; n += 1) {
      const card = (await send(daily, {})).c!;
      const form = { id: `answer-${n}`, cId: String(card.cId), dt: '', tta: '3000', ...answerTo(card, n) };
      await send(daily, { ...form, mode: String(Mode.Main) });
      const quiz = await send(library, { ...form, mode: String(Mode.Library) });
      expect(quiz.mode).toBe(Mode.Library);
      answered.push(card.cId);
      types.add(card.questionType);
      daily.clock.advance(HOUR);
      library.clock.advance(HOUR);
    }

    expect([...types].sort()).toEqual([QuestionType.Recall, QuestionType.MultipleChoice, QuestionType.TypedAnswer]);
    const seenAfterDaily = await whatTheLearnerSees(daily, answered);
    expect(await whatTheLearnerSees(library, answered)).toEqual(seenAfterDaily);
    for (const due of seenAfterDaily.dueDates) expect(Date.parse(due)).toBeGreaterThan(daily.clock.now());
    expect((await answerLog(library)).map((entry) => entry.mode)).toEqual(answered.map(() => Mode.Library));
    expect((await answerLog(library)).map(withoutMode)).toEqual((await answerLog(daily)).map(withoutMode));

    daily.clock.advance(9 * DAY);
    library.clock.advance(9 * DAY);
    expect(await whatTheLearnerSees(library, answered)).toEqual(await whatTheLearnerSees(daily, answered));
  });

  it('given a library answer, when the same answer id comes again a day later with another grade, then it counts once: the card and TKL are as after the first', async () => {
    const once = await freshLearner();
    const twice = await freshLearner();
    const card = (await send(once, {})).c!;
    const form = { id: 'quiz-1', cId: String(card.cId), dt: '', tta: '2000', ans: '3', mode: String(Mode.Library) };
    const recall = card.questionType === QuestionType.Recall ? form : { ...form, ...answerTo(card, 0) };

    await send(once, recall);
    await send(twice, recall);
    twice.clock.advance(DAY);
    once.clock.advance(DAY);
    await send(twice, { ...recall, ans: '1', rawAnswers: 'something else' });

    expect(await answerLog(twice)).toHaveLength(1);
    expect(await answerLog(twice)).toEqual(await answerLog(once));
    expect(await whatTheLearnerSees(twice, [card.cId])).toEqual(await whatTheLearnerSees(once, [card.cId]));
    expect((await whatTheLearnerSees(twice, [card.cId])).cardsStudied).toBe(1);
  });

  it('given an answer id already used in the daily queue, when a library answer comes with it, then it is not counted again', async () => {
    const learner = await freshLearner();
    const card = (await send(learner, {})).c!;
    const form = { id: 'shared-id', cId: String(card.cId), dt: '', tta: '2000', ...answerTo(card, 1) };
    await send(learner, { ...form, mode: String(Mode.Main) });
    const seen = await whatTheLearnerSees(learner, [card.cId]);

    await send(learner, { ...form, mode: String(Mode.Library) });

    expect((await answerLog(learner)).map((entry) => entry.mode)).toEqual([Mode.Main]);
    expect(await whatTheLearnerSees(learner, [card.cId])).toEqual(seen);
  });

  it('given library answers with an id over 100 characters or for a survey card, when sent, then 422 as in the daily queue and nothing is recorded', async () => {
    const learner = await freshLearner();
    const card = (await send(learner, {})).c!;
    const [surveyDeck] = (await learner.call('GET', '/app/library/decks', { token: learner.token, query: { deckType: '1' } })).body as LibraryDeckJson[];
    const [survey] = (await learner.call('GET', `/app/library/decks/${surveyDeck!.deckId}`, { token: learner.token })).body as DeckCardItemJson[];

    const tooLong = await learner.call('PUT', '/app/study', { token: learner.token, form: { id: 'x'.repeat(101), cId: String(card.cId), ans: '3', mode: '3' } });
    const dailyTooLong = await learner.call('PUT', '/app/study', { token: learner.token, form: { id: 'x'.repeat(101), cId: String(card.cId), ans: '3', mode: '0' } });
    const surveyAnswer = await learner.call('PUT', '/app/study', { token: learner.token, form: { id: 's-1', cId: survey!.id, ans: '1', mode: '3' } });

    expect([tooLong.status, dailyTooLong.status, surveyAnswer.status]).toEqual([422, 422, 422]);
    expect(errorOf(tooLong)).toEqual(errorOf(dailyTooLong));
    expect(errorOf(surveyAnswer).message).toBe('Survey cards are not part of the library.');
    expect(await answerLog(learner)).toEqual([]);
  });

  it('given library answers on two days, when the TKL history is read days later, then each day shows the TKL the learner saw at its end', async () => {
    const learner = await freshLearner();
    const card = (await send(learner, {})).c!;
    const quiz = async (id: string, grade: number) =>
      await send(learner, { id, cId: String(card.cId), dt: '', tta: '2000', mode: '3', ...(card.questionType === QuestionType.Recall ? { ans: String(grade) } : answerTo(card, grade)) });
    const endOfDay = (day: number) => Math.floor(learner.clock.now() / DAY) * DAY + day * DAY + DAY - 1;
    const tklNow = async () => ((await learner.call('GET', '/app/performance', { token: learner.token })).body as PerformanceJson).tkl;
    const firstDay = endOfDay(0);

    await quiz('day0-a', 3);
    learner.clock.advance(5 * HOUR);
    await quiz('day0-b', 1);
    learner.clock.set(firstDay);
    const seenOnDay0 = await tklNow();
    learner.clock.set(firstDay + 10 * HOUR);
    await quiz('day1', 3);
    learner.clock.set(firstDay + DAY);
    const seenOnDay1 = await tklNow();
    learner.clock.set(firstDay + 3 * DAY - 12 * HOUR);
    await quiz('day3', 4);

    const history = ((await learner.call('GET', '/app/performance', { token: learner.token })).body as PerformanceJson).tklHistory;
    expect(history.slice(0, 2).map((point) => point.tkl)).toEqual([seenOnDay0, seenOnDay1]);
  });
});
