import { jest } from '@jest/globals';
import { reaction } from 'mobx';
import { Mode, QuestionType, correctAnswer, errorFromServer, type User } from '../../src/domain';
import { createTestContainer } from '../../src/di/createTestContainer';
import { SignIn } from '../../src/domain/usecases';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { StudyActivity } from '../../src/presenters/app/StudyActivity';
import { CongratulationPresenter } from '../../src/presenters/study/CongratulationPresenter';
import { SAVING_SHOWN_AFTER_MS, StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { TodayPresenter } from '../../src/presenters/study/TodayPresenter';
import { STUDY_API, type StudyApi } from '../../src/ports';

async function signedIn(email = 'new@demo.test') {
  const context = createTestContainer();
  const user: User = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  return { ...context, user, activity: context.container.get(StudyActivity) };
}

/** Answers the card on screen as a learner who knows it would, and waits for the next one. */
async function answerRight(study: StudyPresenter): Promise<void> {
  const card = study.card;
  if (!card) throw new Error('no card');
  if (card.questionType === QuestionType.Recall) {
    study.reveal();
    await study.grade(3);
  } else if (card.questionType === QuestionType.MultipleChoice) {
    await study.choose(study.options.indexOf(correctAnswer(card)) + 1);
    await study.next();
  } else if (card.questionType === QuestionType.TypedAnswer) {
    study.setTyped(correctAnswer(card));
    await study.submitTyped();
    await study.next();
  } else {
    await study.choose(3);
  }
}

describe('TodayPresenter', () => {
  it('given a new learner, when Today loads, then each group shows its cards left and Start goes to /study', async () => {
    const { container, navigation } = await signedIn();
    const today = container.get(TodayPresenter);
    expect(today.state).toBe('loading');
    await today.load();

    expect(today.state).toBe('due');
    expect(today.groups.map(({ name, left }) => [name, left])).toEqual([
      ['Main', 10],
      ['Review', 0],
      ['Survey', expect.any(Number)],
    ]);
    expect(today.streak).toBe(0);
    expect(today.started).toBe(false);
    today.start();
    expect(navigation.currentPath()).toBe('/study');
  });

  it('given a learner with nothing assigned, when Today loads, then it says so and offers no Start', async () => {
    const context = createTestContainer({ sandbox: { content: { decks: [], resources: [] } } });
    const user: User = await context.container.get(SignIn).execute({ email: 'new@demo.test', password: 'demo-pass-1' });
    context.container.get(LearnerSession).enter(user);
    const today = context.container.get(TodayPresenter);
    await today.load();
    expect(today.state).toBe('unassigned');
    expect(today.totalLeft).toBe(0);
  });

  it('given the day is done, when Today loads, then nothing is due and every group shows 0 left', async () => {
    const { container } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.phase !== 'finished') await answerRight(study);
    const today = container.get(TodayPresenter);
    await today.load();
    expect(today.state).toBe('nothingDue');
    expect(today.groups.map((group) => group.left)).toEqual([0, 0, 0]);
    expect(today.streak).toBe(1);
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

describe('StudyPresenter', () => {
  it('given a recall card, when the grade is given twice (double click), then one answer is sent', async () => {
    const { container, sandbox, activity } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.questionType !== QuestionType.Recall) await answerRight(study);
    const before = sandbox.answerLog('new@demo.test').length;

    study.reveal();
    expect(study.phase).toBe('revealed');
    await Promise.all([study.grade(3), study.grade(3)]);

    expect(sandbox.answerLog('new@demo.test')).toHaveLength(before + 1);
    expect(study.phase).toBe('question');
    expect(activity.active).toBe(true);
    expect(activity.mode).toBe(Mode.Main);
    expect(activity.midSession).toBe(true);
  });

  it('given a multiple-choice card, when a wrong option is chosen, then it is marked wrong with the back shown until Next', async () => {
    const { container } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.questionType !== QuestionType.MultipleChoice) await answerRight(study);
    const card = study.card;
    const wrong = study.options.findIndex((option) => option !== correctAnswer(card!)) + 1;

    const choosing = study.choose(wrong);
    expect(study.phase).toBe('checked');
    expect(study.correct).toBe(false);
    expect(study.backShown).toBe(true);
    await choosing;
    expect(study.card?.cardId).toBe(card?.cardId);

    await study.next();
    expect(study.card?.cardId).not.toBe(card?.cardId);
  });

  it('given a marked answer still on its way, when Next is pressed, then Next resolves once the next card is shown', async () => {
    const { container } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.questionType !== QuestionType.MultipleChoice) await answerRight(study);
    const card = study.card;

    const choosing = study.choose(1);
    const next = study.next();
    expect(study.card?.cardId).toBe(card?.cardId);
    await next;

    expect(study.phase).toBe('question');
    expect(study.card?.cardId).not.toBe(card?.cardId);
    await choosing;
  });

  it('given the browser goes offline, when a card is answered, then the answer is kept, and it is sent once the connection returns', async () => {
    const { container, sandbox, connectivity } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.questionType !== QuestionType.Recall) await answerRight(study);
    const before = sandbox.answerLog('new@demo.test').length;
    const card = study.card;

    connectivity.goOffline();
    study.reveal();
    await study.grade(2);

    expect(study.phase).toBe('kept');
    // The catalogue's row for no response with the browser offline (SPEC.md section 8), and the count.
    expect(study.kept).toEqual({ waiting: 1, failure: expect.objectContaining({ title: 'Server error', text: 'There was an error connecting to the server. Please try again soon.' }) });
    expect(study.keptText).toBe('Your answer is saved on this device and will be sent as soon as the connection is back. Nothing is lost.');
    expect(sandbox.answerLog('new@demo.test')).toHaveLength(before);

    connectivity.goOnline();
    expect(study.phase).toBe('sending');
    await study.retry();

    expect(study.phase).toBe('question');
    expect(study.card?.cardId).not.toBe(card?.cardId);
    expect(sandbox.answerLog('new@demo.test')).toHaveLength(before + 1);
    study.dispose();
    expect(connectivity.listenerCount).toBe(0);
  });

  it('given the whole day, when the last card is answered, then the session ends at /congratulation with Main -> Survey announced', async () => {
    const { container, navigation, activity } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    const notices: string[] = [];
    while (study.phase !== 'finished') {
      await answerRight(study);
      if (study.modeNotice) notices.push(study.modeNotice);
    }
    expect(notices[0]).toBe('Now in Survey mode');
    expect(navigation.currentPath()).toBe('/congratulation');
    expect(activity.active).toBe(false);
  });

  it('given a survey card, when the survey is skipped, then the day ends', async () => {
    const { container, navigation } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.mode !== Mode.Survey) await answerRight(study);
    await study.skipSurvey();
    expect(study.phase).toBe('finished');
    expect(navigation.currentPath()).toBe('/congratulation');
  });
});

describe('CongratulationPresenter', () => {
  it('given the day is done, when review 10 more is chosen, then Review cards wait and the study screen opens', async () => {
    const { container, navigation, activity } = await signedIn('learner@demo.test');
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.phase !== 'finished') await answerRight(study);

    const done = container.get(CongratulationPresenter);
    await done.load();
    expect(done.streak).toBe(6);
    await done.reviewMore();

    expect(done.nothingMore).toBe(false);
    expect(navigation.currentPath()).toBe('/study');
    expect(activity.mode).toBe(Mode.Review);
    expect(activity.midSession).toBe(false);
  });
  it('given review 10 more pressed twice quickly, then it is asked for once and the button is free again after', async () => {
    const { container } = await signedIn();
    const step = jest.spyOn(container.get<StudyApi>(STUDY_API), 'step');
    const done = container.get(CongratulationPresenter);

    const first = done.reviewMore();
    expect(done.submitting).toBe(true);
    await Promise.all([first, done.reviewMore()]);

    expect(step.mock.calls.filter(([request]) => request.reviewMore)).toHaveLength(1);
    expect(done.submitting).toBe(false);
  });

  it('given the server fails, when review 10 more is chosen, then the failure shows, the learner stays, and trying again clears it', async () => {
    const { container, navigation } = await signedIn();
    const api = container.get<StudyApi>(STUDY_API);
    jest.spyOn(api, 'step').mockRejectedValueOnce(errorFromServer({ status: 500, message: 'Scheduler down' }));
    const done = container.get(CongratulationPresenter);
    const before = navigation.currentPath();

    await done.reviewMore();

    expect(done.failure).toMatchObject({ title: 'Server error', text: 'Scheduler down' });
    expect(navigation.currentPath()).toBe(before);
    await done.reviewMore();
    expect(done.failure).toBeNull();
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

  it('given a quick reply, when a grade is given, then the screen goes from the answer straight to the next card, never showing "saving"', async () => {
    const { container } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.questionType !== QuestionType.Recall) await answerRight(study);
    study.reveal();
    const screens: string[] = [];
    const stop = reaction(() => study.screenPhase, (phase) => screens.push(phase));

    await study.grade(3);
    stop();

    expect(screens).toEqual(['question']);
  });

  it(`given a slow reply, when a grade is given, then the screen keeps the answer for ${SAVING_SHOWN_AFTER_MS} ms, then says it is saving, and takes no second grade meanwhile`, async () => {
    const { container, sandbox } = await signedIn();
    const api = container.get<StudyApi>(STUDY_API);
    const held: (() => void)[] = [];
    container.rebind(STUDY_API).toConstantValue({
      step: async (request) => {
        if (request.answer) await new Promise<void>((resolve) => held.push(resolve));
        return api.step(request);
      },
    } satisfies StudyApi);
    const study = container.get(StudyPresenter);
    await study.load();
    while (study.questionType !== QuestionType.Recall) await answerRight(study);
    const before = sandbox.answerLog('new@demo.test').length;
    study.reveal();
    jest.useFakeTimers();
    try {
      const grading = study.grade(3);
      void study.grade(2);
      expect(study.phase).toBe('sending');
      expect(study.screenPhase).toBe('revealed');
      expect(study.backShown).toBe(true);
      jest.advanceTimersByTime(SAVING_SHOWN_AFTER_MS - 1);
      expect(study.screenPhase).toBe('revealed');
      jest.advanceTimersByTime(1);
      expect(study.screenPhase).toBe('sending');
      expect(study.backShown).toBe(true);

      await Promise.resolve();
      while (!held.length) await Promise.resolve();
      held.forEach((release) => release());
      await grading;
      expect(study.screenPhase).toBe('question');
      expect(sandbox.answerLog('new@demo.test')).toHaveLength(before + 1);
    } finally {
      jest.useRealTimers();
      study.dispose();
    }
  });
});

describe('a mode this app does not know (a newer backend)', () => {
  it('given a step in an unknown mode, when the card shows, then the mode has a neutral label, not another mode’s', async () => {
    const { container } = await signedIn();
    const api = container.get<StudyApi>(STUDY_API);
    container.rebind(STUDY_API).toConstantValue({ step: async (request) => ({ ...(await api.step(request)), mode: 7 as Mode }) } satisfies StudyApi);
    const study = container.get(StudyPresenter);

    await study.load();

    expect(study.phase).toBe('question');
    expect(study.modeLabel).toBe('Study');
  });
});
