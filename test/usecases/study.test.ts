import { jest } from '@jest/globals';
import {
  Mode,
  QuestionType,
  errorForNoResponse,
  errorFromServer,
  invalidResponseFormat,
  templateField,
  totalCardsLeft,
  type AppError,
  type NextStep,
  type StudyCard,
} from '../../src/domain';
import {
  AnswerQueue,
  CurrentStep,
  LoadDecks,
  LoadToday,
  SignIn,
  SignOut,
  AnswerCard,
  type AnswerOutcome,
} from '../../src/domain/usecases';
import { STUDY_API, type StudyApi } from '../../src/ports';
import { OTHER_LEARNER, givenALearner, multipleChoice, recall, studiedBefore, surveyScale, typedAnswer, type World } from '../support/world';

const PASSWORD = 'demo-pass-1';
const DAY_MS = 86_400_000;

/** How many new cards the day holds: one of each graded type, then one more recall card. */
const NEW_A_DAY = 4;

/** A learner who has studied nothing: a day of every graded question type, as many more for the next day, and a survey. */
function aNewLearner(): Promise<World> {
  return givenALearner({
    today: [recall(), multipleChoice(), typedAnswer(), recall()],
    notDue: [recall(), multipleChoice(), typedAnswer(), recall()],
    survey: [surveyScale(), surveyScale()],
  });
}

/** A learner who studied on each of the last five days, with cards due for review today. */
function aLearnerWithHistory(): Promise<World> {
  return givenALearner({ today: [recall(), multipleChoice()], survey: [surveyScale(), surveyScale()], ...studiedBefore() });
}

type Learner = World;

/** The answer a learner who knows the card gives (recall: the given grade). */
function rightAnswer(card: StudyCard, grade: number): { answer: number; rawAnswers?: string } {
  switch (card.questionType) {
    case QuestionType.MultipleChoice: {
      const options = templateField(card, 'question')?.options ?? [];
      return { answer: options.indexOf(templateField(card, 'answer')?.value ?? '') + 1 };
    }
    case QuestionType.TypedAnswer:
      return { answer: 1, rawAnswers: card.back };
    case QuestionType.SurveyScale:
      return { answer: 4 };
    default:
      return { answer: grade };
  }
}

function stepOf(outcome: AnswerOutcome): NextStep {
  if (outcome.status !== 'sent' || !outcome.step) throw new Error(`expected a step, got ${outcome.status}`);
  return outcome.step;
}

async function answer(learner: Learner, step: NextStep, grade = 3): Promise<NextStep> {
  const card = step.card;
  if (!card) throw new Error('no card to answer');
  learner.clock.advance(4_000);
  return stepOf(
    await learner.container.get(AnswerCard).execute({ userId: learner.user.id, card, mode: step.mode, shownAt: learner.clock.now() - 4_000, ...rightAnswer(card, grade) }),
  );
}

/** Answers every card of the day; returns the steps seen, the last one without a card. */
async function studyWholeDay(learner: Learner, grade = 3): Promise<NextStep[]> {
  const steps = [stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }))];
  for (let guard = 0; steps.at(-1)?.card && guard < 200; guard += 1) steps.push(await answer(learner, steps.at(-1) as NextStep, grade));
  return steps;
}

async function overallTkl(learner: Learner): Promise<number | null> {
  const decks = await learner.container.get(LoadDecks).execute();
  const known = decks.filter((deck) => deck.tkl !== null);
  return known.length === 0 ? null : known.reduce((sum, deck) => sum + Number(deck.tkl), 0) / decks.length;
}

describe('a new learner studying', () => {
  it('given a learner who has studied nothing, when the first day is studied, then Main holds the day\'s new cards, survey follows, and the day ends with a streak of 1', async () => {
    const learner = await aNewLearner();
    const today = await learner.container.get(LoadToday).execute();
    expect(today.progress.main).toEqual({ total: NEW_A_DAY, done: 0 });
    expect(today.progress.review.total).toBe(0);
    expect(today.progress.survey.total).toBeGreaterThanOrEqual(1);
    expect(today.state).toMatchObject({ newCount: NEW_A_DAY, learningCount: 0, reviewCount: 0, done: 0, hasAssignedCards: true });
    expect(today.streak).toBe(0);

    const steps = await studyWholeDay(learner);
    const modes = steps.filter((step) => step.card).map((step) => step.mode);
    expect(modes.slice(0, NEW_A_DAY)).toEqual(Array(NEW_A_DAY).fill(Mode.Main));
    expect(modes.slice(NEW_A_DAY).every((mode) => mode === Mode.Survey)).toBe(true);
    const types = new Set(steps.flatMap((step) => (step.card ? [step.card.questionType] : [])));
    expect([...types].sort()).toEqual([QuestionType.Recall, QuestionType.MultipleChoice, QuestionType.TypedAnswer, QuestionType.SurveyScale]);
    const last = steps.at(-1) as NextStep;
    expect(last.card).toBeUndefined();
    expect(totalCardsLeft(last.progress)).toBe(0);
    expect(last.state.done).toBe(steps.length - 1);
    expect(last.streak).toBe(1);
  });

  it('given a learner reloads mid-session, when the study starts again, then the next unanswered card is served', async () => {
    const learner = await aNewLearner();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    const second = await answer(learner, first);
    const again = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    expect(again.card?.cardId).toBe(second.card?.cardId);
    expect(again.card?.cardId).not.toBe(first.card?.cardId);
    expect(again.progress.main.done).toBe(1);
  });

  it('given the first day studied, when days pass, then studied cards come due for review and the queue offers new ones', async () => {
    const learner = await aNewLearner();
    const firstDay = await studyWholeDay(learner);
    const studied = new Set(firstDay.flatMap((step) => (step.card && step.mode === Mode.Main ? [step.card.cardId] : [])));
    learner.clock.advance(DAY_MS);
    const nextDay = await learner.container.get(LoadToday).execute();
    expect(nextDay.state.newCount).toBe(NEW_A_DAY);
    expect(nextDay.progress.main.total).toBe(NEW_A_DAY);

    learner.clock.advance(9 * DAY_MS);
    const later = await studyWholeDay(learner);
    const reviewed = later.flatMap((step) => (step.card && step.mode === Mode.Review ? [step.card.cardId] : []));
    expect(reviewed.length).toBeGreaterThan(0);
    expect(reviewed.every((cId) => studied.has(cId))).toBe(true);
  });

  it('given a review card lapses (Again), when the next day comes, then it is due again first thing in Review', async () => {
    const learner = await aLearnerWithHistory();
    let step = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    while (step.card && step.mode !== Mode.Review) step = await answer(learner, step);
    const lapsed = step.card as StudyCard;
    expect(lapsed.questionType === QuestionType.Recall || lapsed.questionType === QuestionType.MultipleChoice || lapsed.questionType === QuestionType.TypedAnswer).toBe(true);
    learner.clock.advance(1_000);
    step = stepOf(
      await learner.container.get(AnswerCard).execute({ userId: learner.user.id, card: lapsed, mode: step.mode, shownAt: learner.clock.now(), answer: 1, rawAnswers: 'no idea' }),
    );
    while (step.card) step = await answer(learner, step);
    learner.clock.advance(DAY_MS);
    const next = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    let reviewed: number[] = [];
    for (let current = next; current.card; current = await answer(learner, current)) if (current.mode === Mode.Review) reviewed = [...reviewed, current.card.cardId];
    expect(reviewed[0]).toBe(lapsed.cardId);
  });
});

describe('a learner with history', () => {
  it('given reviews due, when Today loads, then reviews are due, the streak shows the five days studied, and a whole day keeps it', async () => {
    const learner = await aLearnerWithHistory();
    const today = await learner.container.get(LoadToday).execute();
    expect(today.progress.review.total).toBeGreaterThan(0);
    expect(today.streak).toBe(5);
    const steps = await studyWholeDay(learner);
    expect(steps.some((step) => step.mode === Mode.Review && step.card)).toBe(true);
    expect(steps.at(-1)?.streak).toBe(6);
  });

  it('given the day done, when review 10 more is asked, then 10 cards come in Review mode and the day ends again after them', async () => {
    const learner = await aLearnerWithHistory();
    await studyWholeDay(learner);
    let step = await learner.container.get(CurrentStep).execute({ userId: learner.user.id, reviewMore: true });
    expect(step.mode).toBe(Mode.Review);
    expect(totalCardsLeft(step.progress)).toBe(10);
    let served = 0;
    while (step.card) {
      step = await answer(learner, step);
      served += 1;
    }
    expect(served).toBe(10);
    expect(learner.analytics.captured().map((event) => event.event)).toEqual(
      expect.arrayContaining(['review 10 more attempted', 'review 10 more completed']),
    );
  });

  it('given a survey question waits, when the survey is skipped, then no survey card remains today', async () => {
    const learner = await aLearnerWithHistory();
    const steps = await studyWholeDay(learner);
    expect(steps.some((step) => step.mode === Mode.Survey)).toBe(true);
    learner.clock.advance(DAY_MS);
    const step = await learner.container.get(CurrentStep).execute({ userId: learner.user.id, skipSurvey: true });
    expect(step.progress.survey.total).toBe(0);
    let current = step;
    while (current.card) {
      expect(current.mode).not.toBe(Mode.Survey);
      current = await answer(learner, current);
    }
  });

  it('given a whole day studied, then TKL rises, and it falls as days pass without study', async () => {
    const learner = await aLearnerWithHistory();
    const before = (await overallTkl(learner)) ?? 0;
    await studyWholeDay(learner, 4);
    const after = (await overallTkl(learner)) ?? 0;
    expect(after).toBeGreaterThan(before);
    learner.clock.advance(20 * DAY_MS);
    expect((await overallTkl(learner)) ?? 0).toBeLessThan(after);
  });

  it('given a new learner, then TKL is null before any answer and rises above 0 after the first', async () => {
    const learner = await aNewLearner();
    expect(await overallTkl(learner)).toBeNull();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    await answer(learner, first);
    expect(await overallTkl(learner)).toBeGreaterThan(0);
  });
});

describe('the streak', () => {
  async function studyOn(learner: Learner, days: readonly number[]): Promise<number | undefined> {
    const start = learner.clock.now();
    let streak: number | undefined;
    for (const day of days) {
      learner.clock.set(start + day * DAY_MS);
      const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
      streak = (await answer(learner, first)).streak;
    }
    return streak;
  }

  it('given study on five days in a row, then the streak is 5 and a milestone message came at 3', async () => {
    const learner = await aNewLearner();
    const start = learner.clock.now();
    expect(await studyOn(learner, [0, 1])).toBe(2);
    learner.clock.set(start + 2 * DAY_MS);
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    const third = await answer(learner, first);
    expect(third.streak).toBe(3);
    expect(third.message).toMatch(/3-day streak/);
  });

  it('given one missed day in seven, then the streak carries on (missed days not counted)', async () => {
    const learner = await aNewLearner();
    expect(await studyOn(learner, [0, 1, 2, 4, 5])).toBe(5);
  });

  it('given two missed days in a row, then the streak starts again', async () => {
    const learner = await aNewLearner();
    expect(await studyOn(learner, [0, 1, 2, 5, 6])).toBe(2);
  });

  it('given two single missed days within seven days, then the streak starts after the second', async () => {
    const learner = await aNewLearner();
    expect(await studyOn(learner, [0, 1, 3, 5, 6])).toBe(2);
  });
});

describe('nothing is lost', () => {
  it('given the browser is offline, when a card is answered, then the answer is kept and sent once on reconnect', async () => {
    const learner = await aNewLearner();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    learner.connectivity.goOffline();
    const card = first.card as StudyCard;
    const outcome = await learner.container
      .get(AnswerCard)
      .execute({ userId: learner.user.id, card, mode: first.mode, shownAt: learner.clock.now(), ...rightAnswer(card, 3) });
    expect(outcome).toEqual({ status: 'kept', waiting: 1, failure: errorForNoResponse(false) });
    expect(learner.sandbox.answerLog(learner.user.email)).toHaveLength(0);

    learner.connectivity.goOnline();
    const resumed = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    expect(resumed.progress.main.done).toBe(1);
    expect(learner.sandbox.answerLog(learner.user.email).map((entry) => entry.cardId)).toEqual([card.cardId]);
    expect(learner.container.get(AnswerQueue).of(learner.user.id)).toEqual([]);
  });

  it('given the server fails, when a card is answered, then the answer is kept with the catalogue error and a retry sends it once', async () => {
    const learner = await aNewLearner();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    const down = jest.spyOn(learner.container.get<StudyApi>(STUDY_API), 'step').mockRejectedValue(new Error('connection reset'));
    const card = first.card as StudyCard;
    const submit = learner.container.get(AnswerCard);
    const outcome = await submit.execute({ userId: learner.user.id, card, mode: first.mode, shownAt: learner.clock.now(), ...rightAnswer(card, 3) });
    expect(outcome.status).toBe('kept');
    expect(outcome.status === 'kept' && outcome.failure?.title).toBe('Something went wrong');

    down.mockRestore();
    const sent = await learner.container.get(AnswerQueue).send(learner.user.id);
    const retried = await submit.outcomeOf(sent, learner.user.id, first.mode);
    expect(stepOf(retried).progress.main.done).toBe(1);
    expect(learner.sandbox.answerLog(learner.user.email)).toHaveLength(1);
  });

  it('given an answer id sent twice, then the server counts it once', async () => {
    const learner = await aNewLearner();
    const api = learner.container.get<StudyApi>(STUDY_API);
    const first = await api.step({});
    const card = first.card as StudyCard;
    const record = { id: 'same-id', userId: learner.user.id, deckId: card.deckId, cardId: card.cardId, answeredAt: new Date(learner.clock.now()).toISOString(), timeToAnswerMs: 1000, mode: Mode.Main, ...rightAnswer(card, 3) };
    const once = await api.step({ answer: record });
    const twice = await api.step({ answer: record });
    expect(twice.state.done).toBe(once.state.done);
    expect(learner.sandbox.answerLog(learner.user.email)).toHaveLength(1);
  });
});

describe('which failures drop a waiting answer (AnswerQueue.send)', () => {
  async function answeredWhileTheServerFails(failure: AppError) {
    const learner = await aNewLearner();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    jest.spyOn(learner.container.get<StudyApi>(STUDY_API), 'step').mockRejectedValue(failure);
    const card = first.card as StudyCard;
    const submit = () => learner.container.get(AnswerCard).execute({ userId: learner.user.id, card, mode: first.mode, shownAt: learner.clock.now(), ...rightAnswer(card, 3) });
    return { learner, submit, waiting: () => learner.container.get(AnswerQueue).of(learner.user.id) };
  }

  it.each([
    ['a 404 from a proxy (no sreo error body)', errorFromServer({ status: 404 })],
    ['a 405 from a proxy or the sign-on host', errorFromServer({ status: 405 })],
    ['a 400 from a gateway', errorFromServer({ status: 400, message: 'Bad Request' })],
    ['a 401 (the session ended)', errorFromServer({ status: 401, type: 'Unauthorized' })],
    ['a 403 SessionExpired', errorFromServer({ status: 403, type: 'SessionExpired', message: 'Expired.' })],
    ['a 408 from the backend', errorFromServer({ status: 408, type: 'Timeout' })],
    ['a 429 from the backend', errorFromServer({ status: 429, type: 'TooManyRequests' })],
    ['a 500 from the backend', errorFromServer({ status: 500, type: 'Internal', message: 'Oops' })],
    ['a 503', errorFromServer({ status: 503, type: 'AccountBlocked' })],
    ['no answer at all', errorForNoResponse(true)],
  ])('given %s, when a card is answered, then the answer stays on the device', async (_case, failure) => {
    const { submit, waiting } = await answeredWhileTheServerFails(failure);

    const outcome = await submit();

    expect(outcome).toEqual({ status: 'kept', waiting: 1, failure });
    expect(waiting()).toHaveLength(1);
  });

  it.each([
    ['422 ValidationError', errorFromServer({ status: 422, type: 'ValidationError', message: 'cId is not a card.' })],
    ['400 with the backend’s error body', errorFromServer({ status: 400, type: 'BadRequest', message: 'No.' })],
    ['404 NotFound from the backend', errorFromServer({ status: 404, type: 'NotFound', message: 'Card not found.' })],
    ['403 FeatureDisabled', errorFromServer({ status: 403, type: 'FeatureDisabled', message: 'Library off.' })],
  ])('given the backend refuses the answer (%s), when it is sent, then it is dropped and the failure shown', async (_case, failure) => {
    const { submit, waiting } = await answeredWhileTheServerFails(failure);

    await expect(submit()).rejects.toBe(failure);

    expect(waiting()).toEqual([]);
  });

  it('given an answer kept on the device that the backend refuses for good, when the study session opens, then the refusal is shown and the answer dropped', async () => {
    const failure = errorFromServer({ status: 422, type: 'ValidationError', message: 'cId is not a card.' });
    const { learner, submit, waiting } = await answeredWhileTheServerFails(errorForNoResponse(true));
    await submit();
    jest.spyOn(learner.container.get<StudyApi>(STUDY_API), 'step').mockRejectedValue(failure);

    await expect(learner.container.get(AnswerCard).open({ userId: learner.user.id })).rejects.toBe(failure);

    expect(waiting()).toEqual([]);
  });

  it('given the backend took the answer but its reply cannot be read, then the answer is not sent again into the same error', async () => {
    const failure = invalidResponseFormat();
    const { submit, waiting } = await answeredWhileTheServerFails(failure);

    await expect(submit()).rejects.toBe(failure);

    expect(waiting()).toEqual([]);
  });
});

describe('study analytics', () => {
  it('given a whole day, then the study and survey cycles are attempted and completed with their lengths', async () => {
    const learner = await aNewLearner();
    const steps = await studyWholeDay(learner);
    const surveyCount = steps.filter((step) => step.card && step.mode === Mode.Survey).length;
    const events = learner.analytics.captured().filter((event) => / cycle /.test(event.event));
    expect(events.map((event) => event.event)).toEqual([
      'study cycle attempted',
      'study cycle completed',
      'survey cycle attempted',
      'survey cycle completed',
    ]);
    expect(events[1]?.properties).toEqual({ main_cycle_length: NEW_A_DAY, main_cycle_completed: true, main_cycle_duration: NEW_A_DAY * 4_000 });
    expect(events[3]?.properties).toMatchObject({ survey_cycle_length: surveyCount, survey_cycle_completed: true });
  });
});

describe('study analytics after the frame', () => {
  it('given the next frame not yet painted, when the study cycle ends, then its events wait for the frame and keep the duration taken when it ended', async () => {
    const learner = await aNewLearner();
    learner.browser.holdFrames();
    await studyWholeDay(learner);
    const cycleEvents = () => learner.analytics.captured().filter((event) => event.event.startsWith('study cycle'));
    expect(cycleEvents()).toEqual([]);

    learner.clock.advance(60_000);
    learner.browser.paint();

    expect(cycleEvents()).toEqual([
      { kind: 'capture', event: 'study cycle attempted' },
      { kind: 'capture', event: 'study cycle completed', properties: { main_cycle_length: NEW_A_DAY, main_cycle_completed: true, main_cycle_duration: NEW_A_DAY * 4_000 } },
    ]);
  });
});

describe('signing out mid-cycle', () => {
  it('given a learner three answers into the study cycle, when they sign out, then the cycle is completed unfinished before the analytics identity is reset', async () => {
    const learner = await aNewLearner();
    let step = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    for (let i = 0; i < 3; i += 1) step = await answer(learner, step);
    expect(learner.analytics.identity).not.toBeNull();

    await learner.container.get(SignOut).execute({ userId: learner.user.id });

    const { records } = learner.analytics;
    expect(records.slice(records.findIndex((record) => record.kind === 'capture' && record.event === 'study cycle attempted'))).toEqual([
      { kind: 'capture', event: 'study cycle attempted' },
      { kind: 'capture', event: 'study cycle completed', properties: { main_cycle_length: 3, main_cycle_completed: false, main_cycle_duration: 12_000 } },
      { kind: 'capture', event: 'logout' },
      { kind: 'reset' },
    ]);
  });

  it('given the learner signs in again after signing out mid-cycle, when they study, then a new cycle starts and the old one is not completed twice', async () => {
    const learner = await aNewLearner();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    await answer(learner, first);
    await learner.container.get(SignOut).execute({ userId: learner.user.id });
    await learner.container.get(SignOut).execute({ userId: learner.user.id });

    await learner.container.get(SignIn).execute({ email: learner.user.email, password: PASSWORD });
    await answer(learner, stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id })));

    expect(learner.analytics.captured().map((event) => event.event).filter((name) => name.startsWith('study cycle'))).toEqual([
      'study cycle attempted',
      'study cycle completed',
      'study cycle attempted',
    ]);
  });

  it('given two learners with a study cycle under way on this device, when the second signs out, then only their own cycle is completed, while analytics knows them', async () => {
    const learner = await aNewLearner();
    await answer(learner, stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id })));
    const other: Learner = { ...learner, user: await learner.signIn(OTHER_LEARNER) };
    let step = stepOf(await other.container.get(AnswerCard).open({ userId: other.user.id }));
    for (let i = 0; i < 2; i += 1) step = await answer(other, step);

    await other.container.get(SignOut).execute({ userId: other.user.id });

    const { records } = other.analytics;
    expect(records.slice(records.map((record) => record.kind).lastIndexOf('identify')).filter((record) => record.kind !== 'capture' || / completed$|^logout$/.test(record.event))).toEqual([
      { kind: 'identify', userId: String(other.user.id), properties: expect.anything() as unknown },
      { kind: 'capture', event: 'study cycle completed', properties: { main_cycle_length: 2, main_cycle_completed: false, main_cycle_duration: 8_000 } },
      { kind: 'capture', event: 'logout' },
      { kind: 'reset' },
    ]);
  });

  /** The server takes the learner's next request at once; its reply waits for `release` (the sign-out comes between). */
  function replyHeld(learner: Learner) {
    const api = learner.container.get<StudyApi>(STUDY_API);
    const step = api.step.bind(api);
    let taken!: () => void;
    let release!: () => void;
    const atServer = new Promise<void>((resolve) => (taken = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = jest.spyOn(api, 'step').mockImplementation(async (request) => {
      const reply = await step(request);
      taken();
      await held;
      return reply;
    });
    return { atServer, release, sent };
  }

  it('given two answers on their way when the learner signs out, when the first one’s reply comes, then nothing more of theirs is sent, counted or kept', async () => {
    const learner = await aNewLearner();
    const first = stepOf(await learner.container.get(AnswerCard).open({ userId: learner.user.id }));
    const { atServer, release, sent } = replyHeld(learner);
    const answering = answer(learner, first);
    await atServer;
    const second = learner.container.get(AnswerCard).execute({ userId: learner.user.id, card: first.card!, mode: first.mode, shownAt: learner.clock.now(), answer: 3 });

    await learner.container.get(SignOut).execute({ userId: learner.user.id });
    const afterSignOut = learner.analytics.records.length;
    release();
    await answering;
    // What the second answer comes to is for no one: its screen drops it, its learner having left.
    await second.catch(() => undefined);

    expect(sent.mock.calls.filter(([request]) => request.answer)).toHaveLength(1);
    expect(learner.analytics.records.slice(afterSignOut)).toEqual([]);
    expect(learner.storage.keys()).not.toContainEqual(expect.stringMatching(/^sreo\.learner\./));
  });

  it('given the day asked for when the learner signs out, when its reply comes, then no cycle of theirs starts after the sign-out', async () => {
    const learner = await aNewLearner();
    const { atServer, release } = replyHeld(learner);
    const asking = learner.container.get(CurrentStep).execute({ userId: learner.user.id });
    await atServer;

    await learner.container.get(SignOut).execute({ userId: learner.user.id });
    const afterSignOut = learner.analytics.records.length;
    release();
    await asking;

    expect(learner.analytics.records.slice(afterSignOut)).toEqual([]);
    expect(learner.storage.keys()).not.toContainEqual(expect.stringMatching(/^sreo\.learner\./));
  });

  it('given no cycle under way, when the learner signs out, then no cycle event is sent', async () => {
    const learner = await aNewLearner();

    await learner.container.get(SignOut).execute({ userId: learner.user.id });

    expect(learner.analytics.captured().map((event) => event.event)).not.toContainEqual(expect.stringMatching(/cycle/));
    expect(learner.analytics.records.slice(-2)).toEqual([{ kind: 'capture', event: 'logout' }, { kind: 'reset' }]);
  });
});
