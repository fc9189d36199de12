import { jest } from '@jest/globals';
import { reaction } from 'mobx';
import { Mode, errorForNoResponse, errorFromServer } from '../../src/domain';
import { AnswerQueue } from '../../src/domain/usecases';
import { LIBRARY_API, STUDY_API, type LibraryApi, type StudyApi } from '../../src/ports';
import type { AnswerPhase } from '../../src/presenters/answering/answerMachine';
import { SAVING_SHOWN_AFTER_MS } from '../../src/presenters/answering/AnswerEngine';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { StudyActivity } from '../../src/presenters/app/StudyActivity';
import { LibraryQuizPresenter } from '../../src/presenters/library/LibraryQuizPresenter';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { verdictText } from '../../src/presenters/study/verdictText';
import { LEARNER, deck, givenALearner, multipleChoice, recall, surveyScale, typedAnswer, type World } from '../support/world';

/** The study session of a learner in this world, opened. */
async function studying(world: World): Promise<StudyPresenter> {
  const study = world.container.get(StudyPresenter);
  await study.load();
  return study;
}

/** Every phase the screen shows from now on, in order. */
function screensOf(study: StudyPresenter): { screens: AnswerPhase[]; stop: () => void } {
  const screens: AnswerPhase[] = [];
  const stop = reaction(
    () => study.engine.screenPhase,
    (phase) => screens.push(phase),
  );
  return { screens, stop };
}

/**
 * Holds every answer's reply until the test lets it go, or fails it (before the screen is made, which takes
 * the port then); `api` is the backend itself, as another tab reaches it.
 */
function holdReplies(world: World): { held: ((failure?: Error) => void)[]; api: StudyApi } {
  const api = world.container.get<StudyApi>(STUDY_API);
  const held: ((failure?: Error) => void)[] = [];
  world.container.rebind(STUDY_API).toConstantValue({
    step: async (request) => {
      const failure = request.answer ? await new Promise<Error | undefined>((resolve) => held.push(resolve)) : undefined;
      if (failure) throw failure;
      return api.step(request);
    },
  } satisfies StudyApi);
  return { held, api };
}

/** Lets promises run until `done` holds (a bounded wait: a test that would spin fails instead). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) await Promise.resolve();
  if (!done()) throw new Error('never happened');
}

describe('the answering engine: every transition', () => {
  it('given a session opening, then it is loading, then the first card’s question', async () => {
    const world = await givenALearner({ today: [recall()] });
    const study = world.container.get(StudyPresenter);
    expect(study.engine.phase).toBe('loading');

    await study.load();

    expect(study.engine.phase).toBe('question');
    expect(study.engine.card?.front).toBe('What is the capital of France?');
  });

  it('given a recall card, when it is revealed and graded, then question → revealed → the next card, with one answer sent', async () => {
    const world = await givenALearner({ today: [recall(), multipleChoice()] });
    const study = await studying(world);
    const { screens, stop } = screensOf(study);

    study.engine.reveal();
    expect(study.engine.backShown).toBe(true);
    await study.engine.grade(3);
    stop();

    expect(screens).toEqual(['revealed', 'question']);
    expect(study.engine.card?.front).toBe('Which city is the capital of Spain?');
    expect(world.sandbox.answerLog(LEARNER).map(({ ans, mode }) => ({ ans, mode }))).toEqual([{ ans: 3, mode: Mode.Main }]);
  });

  it('given a recall card on its question, when a grade comes first, then it is not taken (reveal first)', async () => {
    const world = await givenALearner({ today: [recall()] });
    const study = await studying(world);

    await study.engine.grade(3);

    expect(study.engine.phase).toBe('question');
    expect(world.sandbox.answerLog(LEARNER)).toEqual([]);
  });

  it('given a recall card, when the grade is given twice (double click), then one answer is sent', async () => {
    const world = await givenALearner({ today: [recall(), recall('What is the capital of Peru?', 'Lima')] });
    const study = await studying(world);
    const activity = world.container.get(StudyActivity);

    study.engine.reveal();
    await Promise.all([study.engine.grade(3), study.engine.grade(3)]);

    expect(world.sandbox.answerLog(LEARNER)).toHaveLength(1);
    expect(study.engine.phase).toBe('question');
    expect(activity).toMatchObject({ active: true, mode: Mode.Main, midSession: true });
  });

  it('given a multiple-choice card, when a wrong option is chosen, then it is checked (marked wrong, back shown) until Next, which shows the next card', async () => {
    const world = await givenALearner({ today: [multipleChoice('Madrid'), recall()] });
    const study = await studying(world);

    const choosing = study.engine.choose(1);
    expect(study.engine.phase).toBe('checked');
    expect(study.engine.draft.correct).toBe(false);
    expect(study.engine.draft.chosen).toBe(1);
    expect(study.engine.backShown).toBe(true);
    expect(verdictText(study.engine.draft)).toBe('Not quite. The answer is Madrid.');
    await choosing;
    expect(study.engine.phase).toBe('checked');

    await study.engine.next();
    expect(study.engine.phase).toBe('question');
    expect(study.engine.card?.front).toBe('What is the capital of France?');
  });

  it('given a typed answer, when it is checked, then it is marked right (case and spaces aside) and said so', async () => {
    const world = await givenALearner({ today: [typedAnswer('Rome'), recall()] });
    const study = await studying(world);

    study.engine.setTyped('  rome ');
    await study.engine.submitTyped();

    expect(study.engine.phase).toBe('checked');
    expect(verdictText(study.engine.draft)).toBe('Right!');
    expect(world.sandbox.answerLog(LEARNER).map(({ ans, rawAnswers }) => ({ ans, rawAnswers }))).toEqual([{ ans: 3, rawAnswers: 'rome' }]);
  });

  it('given a marked answer still on its way, when Next is pressed, then Next resolves once the next card is shown', async () => {
    const world = await givenALearner({ today: [multipleChoice(), recall()] });
    const { held } = holdReplies(world);
    const study = await studying(world);

    const choosing = study.engine.choose(2);
    const next = study.engine.next();
    await until(() => held.length > 0);
    expect(study.engine.phase).toBe('checked');
    held.forEach((release) => release());
    await next;

    expect(study.engine.phase).toBe('question');
    expect(study.engine.card?.questionType).toBe(recall().questionType);
    await choosing;
  });

  it('given a survey question, when a point is chosen, then it goes on (nothing to mark)', async () => {
    const world = await givenALearner({ today: [recall()], survey: [surveyScale()] });
    const study = await studying(world);
    study.engine.reveal();
    await study.engine.grade(4);
    expect(study.mode).toBe(Mode.Survey);
    expect(study.modeNotice).toBe('Survey: a few short questions about how it is going');

    await study.engine.choose(3);

    expect(study.engine.phase).toBe('finished');
    expect(world.navigation.currentPath()).toBe('/congratulation');
  });

  it('given the last card, when it is answered, then the session is finished at /congratulation and no longer mid-session', async () => {
    const world = await givenALearner({ today: [recall()] });
    const study = await studying(world);

    study.engine.reveal();
    await study.engine.grade(3);

    expect(study.engine.phase).toBe('finished');
    expect(world.navigation.currentPath()).toBe('/congratulation');
    expect(world.container.get(StudyActivity).active).toBe(false);
  });

  it('given the server fails, when the session opens, then the phase is error with the catalogue’s text, and Try again opens it', async () => {
    const world = await givenALearner({ today: [recall()] });
    const api = world.container.get<StudyApi>(STUDY_API);
    jest.spyOn(api, 'step').mockRejectedValueOnce(errorFromServer({ status: 500, type: 'Internal', message: 'Scheduler down' }));
    const study = await studying(world);

    expect(study.engine.phase).toBe('error');
    expect(study.engine.failure).toMatchObject({ title: 'Server error', text: 'Scheduler down' });
    await study.load();
    expect(study.engine.phase).toBe('question');
  });

  it('given the backend refuses the answer outright, when it is sent, then the phase is error with its text and nothing waits', async () => {
    const world = await givenALearner({ today: [recall(), recall()] });
    const study = await studying(world);
    jest.spyOn(world.container.get<StudyApi>(STUDY_API), 'step').mockRejectedValueOnce(errorFromServer({ status: 404, type: 'NotFound', message: 'cId is not a card.' }));

    study.engine.reveal();
    await study.engine.grade(3);

    expect(study.engine.phase).toBe('error');
    expect(study.engine.failure?.text).toBe('cId is not a card.');
    expect(study.engine.outbox.kept).toBeNull();
  });

  it('given a quick reply, when a grade is given, then the screen goes from the answer straight to the next card, never showing "saving"', async () => {
    const world = await givenALearner({ today: [recall(), recall()] });
    const study = await studying(world);
    study.engine.reveal();
    const { screens, stop } = screensOf(study);

    await study.engine.grade(3);
    stop();

    expect(screens).toEqual(['question']);
  });

  it(`given a slow reply, when a grade is given, then the screen keeps the answer for ${SAVING_SHOWN_AFTER_MS} ms, then says it is saving, and takes no second grade meanwhile`, async () => {
    const world = await givenALearner({ today: [recall(), recall()] });
    const { held } = holdReplies(world);
    const study = await studying(world);
    study.engine.reveal();
    jest.useFakeTimers();
    try {
      const grading = study.engine.grade(3);
      void study.engine.grade(2);
      expect(study.engine.phase).toBe('sending');
      expect(study.engine.screenPhase).toBe('revealed');
      expect(study.engine.backShown).toBe(true);
      jest.advanceTimersByTime(SAVING_SHOWN_AFTER_MS - 1);
      expect(study.engine.screenPhase).toBe('revealed');
      jest.advanceTimersByTime(1);
      expect(study.engine.screenPhase).toBe('sending');
      expect(study.engine.backShown).toBe(true);

      await until(() => held.length > 0);
      held.forEach((release) => release());
      await grading;
      expect(study.engine.screenPhase).toBe('question');
      expect(world.sandbox.answerLog(LEARNER).map(({ ans }) => ans)).toEqual([3]);
    } finally {
      jest.useRealTimers();
      study.dispose();
    }
  });
});

describe('the answering engine: the card after, on screen at the grade (decision 0280)', () => {
  const day = () => [recall('Card one?', 'One'), recall('Card two?', 'Two'), recall('Card three?', 'Three'), recall('Card four?', 'Four')];

  /** The session on its second card, the first answered (the day's first answer's step says no card after: a streak message may come of it). */
  async function onTheSecondCard(world: World, held: ((failure?: Error) => void)[]): Promise<StudyPresenter> {
    const study = await studying(world);
    study.engine.reveal();
    const first = study.engine.grade(3);
    await until(() => held.length === 1);
    expect(study.engine.phase).toBe('sending');
    held[0]!();
    await first;
    expect(study.engine.card?.front).toBe('Card two?');
    return study;
  }

  const answered = (world: World) => world.sandbox.answerLog(LEARNER).map(({ cardId }) => cardId);

  /** The screen gone on at a grade to the third card, which another tab answers before this answer's reply comes: the reply names the fourth. */
  async function goneOnToACardAnsweredElsewhere(world: World): Promise<{ study: StudyPresenter; held: ((failure?: Error) => void)[] }> {
    const { held, api } = holdReplies(world);
    const study = await onTheSecondCard(world, held);
    study.engine.reveal();
    const grading = study.engine.grade(3);
    const onScreen = study.engine.card!;
    expect(onScreen.front).toBe('Card three?');
    await until(() => held.length === 2);

    const elsewhere = { id: 'answered-in-another-tab', userId: world.container.get(LearnerSession).learnerId!, deckId: onScreen.deckId, cardId: onScreen.cardId, answeredAt: new Date(world.clock.now()).toISOString(), timeToAnswerMs: 900, answer: 3, mode: Mode.Main };
    await api.step({ answer: elsewhere });
    held[1]!();
    await grading;
    return { study, held };
  }

  it('given the step says the card after, when a grade is given, then that card is up at once and its counters follow with the reply', async () => {
    const world = await givenALearner({ today: day() });
    const { held } = holdReplies(world);
    const study = await onTheSecondCard(world, held);
    const { screens, stop } = screensOf(study);

    study.engine.reveal();
    const grading = study.engine.grade(3);

    expect(study.engine.card?.front).toBe('Card three?');
    expect(study.engine.onQuestion).toBe(true);
    expect(study.cardsLeftText).toBe('2 cards left today');
    await until(() => held.length === 2);
    held[1]!();
    await grading;
    stop();
    expect(screens).toEqual(['revealed', 'question']);
    expect(study.engine.card?.front).toBe('Card three?');
    expect(study.engine.shown).toBe(3);
    expect(study.cardsLeftText).toBe('2 cards left today');
    expect(study.progress?.done).toBe(2);
    expect(answered(world)).toHaveLength(2);
  });

  it('given the screen went on at a grade, then the answer is on the device at once and sent once the next card is painted', async () => {
    const world = await givenALearner({ today: day() });
    const { held } = holdReplies(world);
    const study = await onTheSecondCard(world, held);
    world.browser.holdFrames();

    study.engine.reveal();
    const grading = study.engine.grade(3);
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();

    expect(study.engine.card?.front).toBe('Card three?');
    expect(world.container.get(AnswerQueue).of(world.container.get(LearnerSession).learnerId!)).toHaveLength(1);
    expect(held).toHaveLength(1);
    world.browser.paint();
    await until(() => held.length === 2);
    held[1]!();
    await grading;
    expect(answered(world)).toHaveLength(2);
  });

  it('given the step says no card after (the next is in another mode), when a grade is given, then the screen waits for the server as before, and says the new mode', async () => {
    const world = await givenALearner({ today: day().slice(0, 2), survey: [surveyScale()] });
    const { held } = holdReplies(world);
    const study = await onTheSecondCard(world, held);

    study.engine.reveal();
    const grading = study.engine.grade(3);
    expect(study.engine.phase).toBe('sending');
    expect(study.engine.card?.front).toBe('Card two?');
    await until(() => held.length === 2);
    held[1]!();
    await grading;

    expect(study.mode).toBe(Mode.Survey);
    expect(study.cardIntro).toBe('Survey: a few short questions about how it is going');
  });

  it('given the reply brings another card than the one on screen (another tab answered it), then the screen stays, and the next answer waits for the server', async () => {
    const world = await givenALearner({ today: day() });
    const { study, held } = await goneOnToACardAnsweredElsewhere(world);
    expect(study.engine.card?.front).toBe('Card three?');

    study.engine.reveal();
    const next = study.engine.grade(3);
    expect(study.engine.phase).toBe('sending');
    await until(() => held.length === 3);
    held[2]!();
    await next;
    expect(study.engine.card?.front).toBe('Card four?');
    expect(study.progress?.done).toBe(3);
  });

  it('given the reply brings another card than the one on screen, then the day’s counters shown are the reply’s, and the card on screen stays', async () => {
    const world = await givenALearner({ today: day() });
    const { study } = await goneOnToACardAnsweredElsewhere(world);

    expect(study.engine.card?.front).toBe('Card three?');
    expect(study.engine.onQuestion).toBe(true);
    expect(study.cardsLeftText).toBe('1 card left today');
    expect(study.progress?.done).toBe(3);
  });

  it('given the screen went on at a grade, when another tab ends the day before this answer’s reply comes, then the day’s end is shown, not the card with 0 cards left', async () => {
    const world = await givenALearner({ today: day() });
    const { held, api } = holdReplies(world);
    const study = await onTheSecondCard(world, held);
    study.engine.reveal();
    const grading = study.engine.grade(3);
    expect(study.engine.card?.front).toBe('Card three?');
    await until(() => held.length === 2);

    const userId = world.container.get(LearnerSession).learnerId!;
    const answeredAt = new Date(world.clock.now()).toISOString();
    const elsewhere = ({ deckId, cardId }: { deckId: number; cardId: number }) => ({ id: `another-tab-${cardId}`, userId, deckId, cardId, answeredAt, timeToAnswerMs: 900, answer: 3, mode: Mode.Main });
    // Another tab answers what the server shows until nothing is left: cards two (this answer's, not yet in), three and four.
    let shown = (await api.step({})).card;
    for (let turn = 0; shown && turn < 3; turn += 1) shown = (await api.step({ answer: elsewhere(shown) })).card;
    expect(shown).toBeUndefined();
    held[1]!();
    await grading;

    expect(study.engine.isFinished).toBe(true);
    expect(world.navigation.currentPath()).toBe('/congratulation');
    expect(world.container.get(StudyActivity).active).toBe(false);
  });

  it('given the screen went on, when that answer cannot be sent, then the kept notice holds the screen, and the answer goes once back online', async () => {
    const world = await givenALearner({ today: day() });
    const { held } = holdReplies(world);
    const study = await onTheSecondCard(world, held);
    study.engine.reveal();
    const grading = study.engine.grade(3);
    expect(study.engine.card?.front).toBe('Card three?');
    await until(() => held.length === 2);

    world.connectivity.goOffline();
    held[1]!(errorForNoResponse(false));
    await grading;

    expect(study.engine.phase).toBe('kept');
    expect(study.engine.outbox.kept?.waiting).toBe(1);
    world.connectivity.goOnline();
    await until(() => held.length === 3);
    held[2]!();
    await until(() => study.engine.phase === 'question');
    expect(study.engine.card?.front).toBe('Card three?');
    expect(answered(world)).toHaveLength(2);
  });

  it('given two quick grades, the second before the first’s reply, then both answers are sent in order, each once', async () => {
    const world = await givenALearner({ today: day() });
    const { held } = holdReplies(world);
    const study = await onTheSecondCard(world, held);
    const second = study.engine.card!.cardId;

    study.engine.reveal();
    const grading = study.engine.grade(3);
    const thirdCard = study.engine.card!.cardId;
    study.engine.reveal();
    const again = study.engine.grade(2);
    expect(study.engine.phase).toBe('sending');
    await until(() => held.length === 2);
    held[1]!();
    await until(() => held.length === 3);
    held[2]!();
    await Promise.all([grading, again]);

    expect(answered(world).slice(1)).toEqual([second, thirdCard]);
    expect(study.engine.card?.front).toBe('Card four?');
  });
});

describe('the answering engine: offline, kept, and back online', () => {
  it('given the browser goes offline, when a card is graded, then it is kept with the catalogue’s text, and sent once when the connection returns', async () => {
    const world = await givenALearner({ today: [recall(), multipleChoice()] });
    const study = await studying(world);
    world.connectivity.goOffline();

    study.engine.reveal();
    await study.engine.grade(2);

    expect(study.engine.phase).toBe('kept');
    expect(study.engine.outbox.kept).toEqual({ waiting: 1, failure: expect.objectContaining({ title: 'Server error', text: 'There was an error connecting to the server. Please try again soon.' }) });
    expect(study.engine.outbox.keptText).toBe('Your answer is saved on this device and will be sent as soon as the connection is back. Nothing is lost.');
    expect(world.sandbox.answerLog(LEARNER)).toEqual([]);

    world.connectivity.goOnline();
    expect(study.engine.phase).toBe('sending');
    await study.engine.sendNow();

    expect(study.engine.phase).toBe('question');
    expect(study.engine.card?.front).toBe('Which city is the capital of Spain?');
    expect(study.engine.outbox.kept).toBeNull();
    expect(world.sandbox.answerLog(LEARNER).map(({ ans }) => ans)).toEqual([2]);
  });

  it('given an answer kept offline, when the connection returns, then one send delivers it and the screen goes on with its reply', async () => {
    const world = await givenALearner({ today: [recall(), multipleChoice()] });
    const study = await studying(world);
    world.connectivity.goOffline();
    study.engine.reveal();
    await study.engine.grade(2);
    const step = jest.spyOn(world.container.get<StudyApi>(STUDY_API), 'step');
    const sends = jest.spyOn(world.container.get(AnswerQueue), 'send');

    world.connectivity.goOnline();
    await study.engine.sendNow();

    expect(sends).toHaveBeenCalledTimes(1);
    expect(step.mock.calls.map(([request]) => request.answer?.answer)).toEqual([2]);
    expect(study.engine.card?.front).toBe('Which city is the capital of Spain?');
  });

  it('given an answer kept offline, when Send now is pressed still offline, then it stays kept with the offline text and nothing is sent', async () => {
    const world = await givenALearner({ today: [recall(), recall()] });
    const study = await studying(world);
    world.connectivity.goOffline();
    study.engine.reveal();
    await study.engine.grade(2);

    await study.engine.sendNow();

    expect(study.engine.phase).toBe('kept');
    expect(study.engine.outbox.kept?.failure.text).toBe('There was an error connecting to the server. Please try again soon.');
    expect(world.sandbox.answerLog(LEARNER)).toEqual([]);
  });

  it('given a marked answer kept offline, when Next is pressed back online, then it is sent once and the next card shows', async () => {
    const world = await givenALearner({ today: [multipleChoice(), recall()] });
    const study = await studying(world);
    world.connectivity.goOffline();
    await study.engine.choose(2);
    expect(study.engine.phase).toBe('checked');
    expect(study.engine.draft.correct).toBe(true);

    world.connectivity.goOnline();
    await study.engine.next();
    await study.engine.sendNow();

    expect(study.engine.phase).toBe('question');
    expect(world.sandbox.answerLog(LEARNER)).toHaveLength(1);
  });

  it('given the study screen and the quiz both left, then neither listens to the connection: the outbox is the one listener', async () => {
    const world = await givenALearner({ today: [recall()], decks: [deck('capitals', [recall()])] });
    const study = await studying(world);
    const quiz = world.container.get(LibraryQuizPresenter);
    await quiz.start(await world.container.get<LibraryApi>(LIBRARY_API).deckCards('capitals'));

    study.dispose();
    quiz.dispose();

    expect(world.connectivity.listenerCount).toBe(1);
  });
});

describe('the answering engine in the library quiz', () => {
  async function quizzing(world: World, deckId = 'quiz') {
    const quiz = world.container.get(LibraryQuizPresenter);
    await quiz.start(await world.container.get<LibraryApi>(LIBRARY_API).deckCards(deckId));
    return quiz;
  }

  it('given a deck of each type, when it is answered, then each goes through the same phases and is recorded in mode 3, and the quiz finishes', async () => {
    const world = await givenALearner({ decks: [deck('quiz', [recall(), multipleChoice('Madrid'), typedAnswer('Rome')])] });
    const quiz = await quizzing(world);

    quiz.engine.reveal();
    await quiz.engine.grade(4);
    expect(quiz.position).toBe(1);
    await quiz.engine.choose(2);
    expect(verdictText(quiz.engine.draft)).toBe('Right!');
    await quiz.engine.next();
    quiz.engine.setTyped('Paris');
    await quiz.engine.submitTyped();
    expect(verdictText(quiz.engine.draft)).toBe('Not quite. The answer is Rome.');
    await quiz.engine.next();

    expect(quiz.engine.phase).toBe('finished');
    // Recall graded Easy counts as right, with the multiple choice marked right; the typed answer is missed.
    expect([quiz.answered, quiz.score]).toEqual([3, { right: 2, of: 3 }]);
    expect(quiz.missed.map((item) => item.id)).toEqual([quiz.items[2]!.id]);
    expect(world.sandbox.answerLog(LEARNER).map(({ ans, mode }) => [ans, mode])).toEqual([
      [4, Mode.Library],
      [2, Mode.Library],
      [1, Mode.Library],
    ]);
  });

  it('given the connection drops, when cards are answered, then the quiz goes on with the catalogue’s offline text and the count, and the answers go once it returns', async () => {
    const world = await givenALearner({ decks: [deck('quiz', [recall(), recall(), recall()])] });
    const quiz = await quizzing(world);
    world.connectivity.goOffline();

    for (let n = 1; n <= 2; n += 1) {
      quiz.engine.reveal();
      await quiz.engine.grade(3);
      expect(quiz.engine.outbox.kept).toEqual({ waiting: n, failure: expect.objectContaining({ text: 'There was an error connecting to the server. Please try again soon.' }) });
    }
    expect(quiz.position).toBe(2);
    expect(quiz.engine.phase).toBe('question');

    world.connectivity.goOnline();
    await quiz.engine.sendNow();

    expect(quiz.engine.outbox.kept).toBeNull();
    expect(world.sandbox.answerLog(LEARNER).map(({ mode }) => mode)).toEqual([Mode.Library, Mode.Library]);
  });

  it('given the kept answers observed as the notice observes them, when an answer is kept offline and the connection returns, then what is observed follows', async () => {
    const world = await givenALearner({ decks: [deck('quiz', [recall(), recall(), recall()])] });
    const quiz = await quizzing(world);
    const observed = reaction(() => quiz.engine.outbox.kept, () => undefined);
    world.connectivity.goOffline();

    quiz.engine.reveal();
    await quiz.engine.grade(3);
    // The answer waits before its send fails: the failure arrives with the count unchanged.
    expect(quiz.engine.outbox.kept).toEqual({ waiting: 1, failure: expect.objectContaining({ text: 'There was an error connecting to the server. Please try again soon.' }) });

    world.connectivity.goOnline();
    await quiz.engine.sendNow();
    expect(quiz.engine.outbox.kept).toBeNull();
    observed();
  });

  it('given a card is on screen, then the next one is already fetched, so the connection can drop before it is needed', async () => {
    const world = await givenALearner({ decks: [deck('quiz', [recall(), recall(), recall()])] });
    const library = world.container.get<LibraryApi>(LIBRARY_API);
    const items = await library.deckCards('quiz');
    const card = jest.spyOn(library, 'card');
    const quiz = await quizzing(world);

    expect(card.mock.calls.map(([id]) => id)).toEqual([items[0]!.id, items[1]!.id]);
    card.mockRejectedValue(errorFromServer({ status: 503 }));
    quiz.engine.reveal();
    await quiz.engine.grade(3);

    expect(quiz.engine.phase).toBe('question');
    expect(String(quiz.engine.card?.cardId)).toBe(items[1]!.id);
  });

  it('given a card fails to load, when Try again is pressed, then it loads', async () => {
    const world = await givenALearner({ decks: [deck('quiz', [recall()])] });
    jest.spyOn(world.container.get<LibraryApi>(LIBRARY_API), 'card').mockRejectedValueOnce(errorFromServer({ status: 503 }));
    const quiz = await quizzing(world);
    expect(quiz.engine.phase).toBe('error');
    expect(quiz.engine.failure?.title).toBe('Account blocked');

    await quiz.retryCard();

    expect(quiz.engine.phase).toBe('question');
  });
});
