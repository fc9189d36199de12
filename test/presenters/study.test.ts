import { jest } from '@jest/globals';
import { reaction } from 'mobx';
import { Mode, QuestionType, correctAnswer, errorFromServer } from '../../src/domain';
import { AnswerCard, AnswerQueue } from '../../src/domain/usecases';
import { StudyActivity } from '../../src/presenters/app/StudyActivity';
import { CongratulationPresenter } from '../../src/presenters/study/CongratulationPresenter';
import { ReviewRound } from '../../src/presenters/study/ReviewRound';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { TodayPresenter } from '../../src/presenters/study/TodayPresenter';
import { STUDY_API, type StudyApi } from '../../src/ports';
import { LEARNER, OTHER_LEARNER, givenALearner, multipleChoice, recall, studiedBefore, surveyScale, typedAnswer, type WorldSpec } from '../support/world';

/** A learner who has studied nothing: a day of three new cards and a survey. */
const NEW_LEARNER: () => WorldSpec = () => ({ today: [recall(), multipleChoice(), typedAnswer()], survey: [surveyScale()] });

/** A learner who studied on each of the last five days, with cards to review. */
const WITH_HISTORY: () => WorldSpec = () => ({ today: [recall()], survey: [surveyScale()], ...studiedBefore() });

async function signedIn(spec: WorldSpec = NEW_LEARNER()) {
  const world = await givenALearner(spec);
  return { ...world, activity: world.container.get(StudyActivity) };
}

/** Answers the card on screen as a learner who knows it would, and waits for the next one. */
async function answerRight(study: StudyPresenter): Promise<void> {
  const { engine } = study;
  const card = engine.card;
  if (!card) throw new Error('no card');
  if (card.questionType === QuestionType.Recall) {
    engine.reveal();
    await engine.grade(3);
  } else if (card.questionType === QuestionType.MultipleChoice) {
    await engine.choose(engine.draft.options.indexOf(correctAnswer(card)) + 1);
    await engine.next();
  } else if (card.questionType === QuestionType.TypedAnswer) {
    engine.setTyped(correctAnswer(card));
    await engine.submitTyped();
    await engine.next();
  } else {
    await engine.choose(3);
  }
}

/** A signed-in learner who has answered every card of the day, each right. */
async function withTheDayDone(spec?: WorldSpec): Promise<Awaited<ReturnType<typeof signedIn>>> {
  const world = await signedIn(spec);
  const study = world.container.get(StudyPresenter);
  await study.load();
  while (study.engine.phase !== 'finished') await answerRight(study);
  return world;
}

describe('TodayPresenter', () => {
  it('given an answer kept offline, when Today opens back online, then the outbox sends it first, in one send, and it is counted once', async () => {
    const { container, connectivity, sandbox, user } = await signedIn();
    const first = await container.get(AnswerCard).open({ userId: user.id });
    const card = first.status === 'sent' ? first.step?.card : undefined;
    if (!card) throw new Error('no card');
    connectivity.goOffline();
    await container.get(AnswerCard).execute({ userId: user.id, card, mode: Mode.Main, shownAt: 0, answer: 3 });
    connectivity.goOnline();
    const sends = jest.spyOn(container.get(AnswerQueue), 'send');

    const today = container.get(TodayPresenter);
    await today.load();
    await today.load();

    expect(sends).toHaveBeenCalledTimes(1);
    expect(sandbox.answerLog(user.email)).toHaveLength(1);
    expect(today.groups.find(({ name }) => name === 'Main')).toMatchObject({ done: 1 });
  });

  it('given a new learner, when Today loads, then each group with cards shows its cards left and Start goes to /study', async () => {
    const { container, navigation } = await signedIn();
    const today = container.get(TodayPresenter);
    expect(today.state).toBe('loading');
    await today.load();

    expect(today.state).toBe('due');
    expect(today.groups.map(({ name, left }) => [name, left])).toEqual([
      ['Main', 3],
      ['Survey', 1],
    ]);
    expect(today.streak).toBe(0);
    expect(today.started).toBe(false);
    today.start();
    expect(navigation.currentPath()).toBe('/study');
  });

  it('given a learner with nothing assigned, when Today loads, then it says so and offers no Start', async () => {
    const { container } = await givenALearner({});
    const today = container.get(TodayPresenter);
    await today.load();
    expect(today.state).toBe('unassigned');
    expect(today.totalLeft).toBe(0);
  });

  it('given the day is done, when Today loads, then nothing is due and only the groups that held cards show, each with 0 left', async () => {
    const { container } = await withTheDayDone();
    const today = container.get(TodayPresenter);
    await today.load();
    expect(today.state).toBe('nothingDue');
    expect(today.groups.map(({ name, left, total }) => [name, left, total > 0])).toEqual([
      ['Main', 0, true],
      ['Survey', 0, true],
    ]);
    expect(today.streak).toBe(1);
  });

  it('given the day is done, when Review more is chosen on Today\'s Cards, then the study screen opens on Review cards', async () => {
    const { container, navigation, activity } = await withTheDayDone(WITH_HISTORY());
    const today = container.get(TodayPresenter);
    await today.load();
    expect(today.state).toBe('nothingDue');

    await today.reviewMore();

    expect(today.more.nothingMore).toBe(false);
    expect(navigation.currentPath()).toBe('/study');
    expect(activity.mode).toBe(Mode.Review);
  });

  it('given the day is done, when Review more is chosen, then the study screen counts the extra round alone, once, not the whole day', async () => {
    const { container } = await withTheDayDone(WITH_HISTORY());
    const today = container.get(TodayPresenter);
    await today.load();
    await today.reviewMore();

    const study = container.get(StudyPresenter);
    await study.load();
    const round = study.cardsLeft;
    expect(round).toBeGreaterThan(0);
    // The round is one group: its count is said once, not again as a group of its own.
    expect(study.progress).toEqual({ done: 0, total: round, groups: [], label: 'Review more' });
    await answerRight(study);
    expect(study.progress).toMatchObject({ done: 1, total: round, label: 'Review more' });
  });

  it('given the server fails, when Today loads, then the catalogue error is the state', async () => {
    const { container } = await signedIn();
    container.rebind(STUDY_API).toConstantValue({ step: () => Promise.reject(new Error('down')) } satisfies StudyApi);
    const today = container.get(TodayPresenter);
    await today.load();
    expect(today.state).toBe('error');
    expect(today.today.status === 'error' && today.today.error.title).toBe('Something went wrong');
  });
});

describe('StudyPresenter: what is the session’s own', () => {
  it('given a day of Main then Survey, when it is studied, then the move to Survey is announced once and the day ends at /congratulation', async () => {
    const world = await givenALearner({ today: [recall(), multipleChoice()], survey: [surveyScale()] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    expect(study.cardIntro).toBe('Main mode');
    expect(study.cardsLeftText).toBe('3 cards left today');
    // One line for the day: the groups that hold cards, none of 0 of 0.
    expect(study.progress).toEqual({
      done: 0,
      total: 3,
      groups: [
        { name: 'Main', done: 0, total: 2 },
        { name: 'Survey', done: 0, total: 1 },
      ],
      label: 'Today',
    });
    const notices: string[] = [];
    while (study.engine.phase !== 'finished') {
      await answerRight(study);
      if (study.engine.phase === 'question' && study.modeNotice) notices.push(study.modeNotice);
    }
    expect(notices).toEqual(['Survey: a few short questions about how it is going']);
    expect(world.navigation.currentPath()).toBe('/congratulation');
    expect(world.container.get(StudyActivity).active).toBe(false);
  });

  it('given a card put up at the grade key, when the server\'s reply counts the same, then the day\'s progress changes once, at the key, and the reply redraws nothing', async () => {
    const world = await givenALearner({ today: [recall(), recall(), recall(), recall()] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    // The day's first answer waits for the server; its reply names the card after the next one.
    await answerRight(study);
    const shown: string[] = [];
    const stop = reaction(() => study.progress, (progress) => shown.push(`${progress?.done} of ${progress?.total}`));

    await answerRight(study);
    stop();

    expect(shown).toEqual(['2 of 4']);
    expect(world.sandbox.answerLog(LEARNER)).toHaveLength(2);
  });

  it('given a survey question, when the survey is skipped, then the day ends', async () => {
    const world = await givenALearner({ survey: [surveyScale()] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    expect(study.mode).toBe(Mode.Survey);

    await study.skipSurvey();

    expect(study.engine.phase).toBe('finished');
    expect(world.navigation.currentPath()).toBe('/congratulation');
  });
});

describe('ReviewRound: Review more\'s round is its learner\'s own', () => {
  const day = { done: 12, total: 22, groups: [{ name: 'Review', done: 12, total: 22 }], label: 'Today' } as const;

  it('given a learner\'s round under way, when another learner on the device asks for their progress, then they get their day, not the round', async () => {
    const { container, user, signIn } = await givenALearner({});
    const round = container.get(ReviewRound);
    round.begin(user.id, { ...day, done: 10 });

    const other = await signIn(OTHER_LEARNER);

    expect(round.progressOf(other.id, day)).toEqual(day);
    expect(round.progressOf(user.id, day)).toEqual({ done: 2, total: 12, groups: [], label: 'Review more' });
  });
});

describe('CongratulationPresenter', () => {
  it('given the day is done, when review 10 more is chosen, then Review cards wait and the study screen opens', async () => {
    const { container, navigation, activity } = await withTheDayDone(WITH_HISTORY());

    const done = container.get(CongratulationPresenter);
    await done.load();
    expect(done.streak).toBe(6);
    await done.reviewMore();

    expect(done.more.nothingMore).toBe(false);
    expect(navigation.currentPath()).toBe('/study');
    expect(activity.mode).toBe(Mode.Review);
    expect(activity.midSession).toBe(false);
  });
  it('given review 10 more pressed twice quickly, then it is asked for once and the button is free again after', async () => {
    const { container } = await signedIn();
    const step = jest.spyOn(container.get<StudyApi>(STUDY_API), 'step');
    const done = container.get(CongratulationPresenter);

    const first = done.reviewMore();
    expect(done.more.submitting).toBe(true);
    await Promise.all([first, done.reviewMore()]);

    expect(step.mock.calls.filter(([request]) => request.reviewMore)).toHaveLength(1);
    expect(done.more.submitting).toBe(false);
  });

  it('given the server fails, when review 10 more is chosen, then the failure shows, the learner stays, and trying again clears it', async () => {
    const { container, navigation } = await signedIn();
    const api = container.get<StudyApi>(STUDY_API);
    jest.spyOn(api, 'step').mockRejectedValueOnce(errorFromServer({ status: 500, message: 'Scheduler down' }));
    const done = container.get(CongratulationPresenter);
    const before = navigation.currentPath();

    await done.reviewMore();

    expect(done.more.failure).toMatchObject({ title: 'Server error', text: 'Scheduler down' });
    expect(navigation.currentPath()).toBe(before);
    await done.reviewMore();
    expect(done.more.failure).toBeNull();
  });

  it('given the server fails, when the screen loads, then the catalogue error is the state, reported once, and the streak shows 0', async () => {
    const { container, errorTracing } = await signedIn();
    container.rebind(STUDY_API).toConstantValue({ step: () => Promise.reject(new Error('down')) } satisfies StudyApi);
    const done = container.get(CongratulationPresenter);

    await done.load();

    expect(done.today).toMatchObject({ status: 'error', error: { title: 'Something went wrong' } });
    expect(done.streak).toBe(0);
    expect(errorTracing.reports).toHaveLength(1);
  });
});

describe('a mode this app does not know (a newer backend)', () => {
  it('given a step in an unknown mode, when the card shows, then the mode has a neutral label, not another mode’s', async () => {
    const { container } = await signedIn();
    const api = container.get<StudyApi>(STUDY_API);
    container.rebind(STUDY_API).toConstantValue({ step: async (request) => ({ ...(await api.step(request)), mode: 7 as Mode }) } satisfies StudyApi);
    const study = container.get(StudyPresenter);

    await study.load();

    expect(study.engine.phase).toBe('question');
    expect(study.modeLabel).toBe('Study');
  });
});
