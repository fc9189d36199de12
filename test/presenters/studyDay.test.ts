import { QuestionType, correctAnswer } from '../../src/domain';
import { DEFAULT_SECONDS_PER_CARD, StudyDayLog } from '../../src/domain/usecases';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { dataOf } from '../../src/presenters/app/Loadable';
import { CongratulationPresenter } from '../../src/presenters/study/CongratulationPresenter';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { TodayPresenter } from '../../src/presenters/study/TodayPresenter';

import { everyType, givenALearner, studiedBefore, surveyScale, type WorldSpec } from '../support/world';

/** A learner who has studied nothing: a day of eight new cards of every graded type, and a survey question. */
const NEW_LEARNER = (): WorldSpec => ({ today: everyType(8), survey: [surveyScale()] });

function signedIn(spec: WorldSpec = NEW_LEARNER()) {
  return givenALearner(spec);
}

/**
 * Answers the card on screen after `seconds`: right, or (with `wrong`) a wrong option or text where the
 * app marks the answer; a recall card is graded Good, a survey point is 3.
 */
async function answerAfter(study: StudyPresenter, clock: { advance(ms: number): void }, seconds: number, wrong = false): Promise<QuestionType> {
  const { engine } = study;
  const card = engine.card;
  if (!card) throw new Error('no card');
  clock.advance(seconds * 1000);
  switch (card.questionType) {
    case QuestionType.Recall:
      engine.reveal();
      await engine.grade(3);
      break;
    case QuestionType.MultipleChoice: {
      const right = engine.draft.options.indexOf(correctAnswer(card)) + 1;
      await engine.choose(wrong ? (right % engine.draft.options.length) + 1 : right);
      await engine.next();
      break;
    }
    case QuestionType.TypedAnswer:
      engine.setTyped(wrong ? 'not it at all' : correctAnswer(card));
      await engine.submitTyped();
      await engine.next();
      break;
    default:
      await engine.choose(3);
  }
  return card.questionType;
}

describe("Today's Cards: the first day and the estimate", () => {
  it('given a learner who has studied nothing yet, when Today loads, then they are welcomed, with no streak and only the groups that hold cards', async () => {
    const { container, navigation } = await signedIn();
    const today = container.get(TodayPresenter);

    await today.load();

    expect(today.firstDay).toBe(true);
    expect(today.groups.every((group) => group.total > 0)).toBe(true);
    expect(today.announcement).toMatch(/Welcome to your first day\.$/);
    expect(today.announcement).not.toMatch(/streak/);
    today.takeTour();
    expect(navigation.currentPath()).toBe('/tour');
  });

  it('given a new learner who answered a card on this device the backend has not had yet, when Today loads, then it is no longer their first day', async () => {
    const { container, user, sandbox } = await signedIn();
    container.get(StudyDayLog).record(user.id, { tta: 5000, correct: null });
    const today = container.get(TodayPresenter);

    await today.load();

    expect(sandbox.answerLog(user.email)).toEqual([]);
    expect(today.firstDay).toBe(false);
    expect(today.announcement).toMatch(/Your streak: 0 days\.$/);
  });

  it('given a learner with a study history, when Today loads, then it is not their first day and the streak is said', async () => {
    const { container } = await signedIn({ today: everyType(1), survey: [surveyScale()], ...studiedBefore() });
    const today = container.get(TodayPresenter);

    await today.load();

    expect(today.firstDay).toBe(false);
    expect(today.groups.map(({ name }) => name)).toEqual(['Main', 'Review', 'Survey']);
    expect(today.announcement).toMatch(/Your streak: \d+ days?\.$/);
  });

  it(`given no answers on this device yet, when Today loads, then the estimate takes ${DEFAULT_SECONDS_PER_CARD} seconds a card`, async () => {
    const { container } = await signedIn();
    const today = container.get(TodayPresenter);

    await today.load();

    expect(today.estimate).toBe(`about ${Math.round((today.totalLeft * DEFAULT_SECONDS_PER_CARD) / 60)} min`);
    expect(today.announcement).toContain(`cards due today, ${today.estimate}:`);
  });

  it('given a learner who answers in 60 seconds a card, when Today loads again, then the estimate is a minute a card left', async () => {
    const { container, clock } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    for (let i = 0; i < 3; i += 1) await answerAfter(study, clock, 60);
    const today = container.get(TodayPresenter);

    await today.load();

    expect(today.totalLeft).toBeGreaterThan(3);
    expect(today.estimate).toBe(`about ${today.totalLeft} min`);
  });

  it('given two learners on one device, when each answers at their own pace, then each estimate is their own', async () => {
    const { container, clock, user } = await signedIn();
    container.get(StudyDayLog).record(user.id + 1, { tta: 90_000, correct: null });
    const study = container.get(StudyPresenter);
    await study.load();
    await answerAfter(study, clock, 6);

    expect(container.get(StudyDayLog).secondsPerCard(user.id)).toBe(6);
    expect(container.get(StudyDayLog).secondsPerCard(user.id + 1)).toBe(90);
  });

  it('given an even number of answer times on this device, then a card takes the mean of the two middle times', async () => {
    const { container, user } = await signedIn();
    const log = container.get(StudyDayLog);

    for (const seconds of [4, 30, 6, 10]) log.record(user.id, { tta: seconds * 1000, correct: null });

    expect(log.secondsPerCard(user.id)).toBe(8);
  });

  it("given the learner's day written on this device, when another tab answers too, then this tab reads the other tab's day", async () => {
    const { container, user, storage } = await signedIn();
    const log = container.get(StudyDayLog);
    log.record(user.id, { tta: 4000, correct: null });
    log.saveAfterPaint();
    const key = `sreo.learner.${user.id}.studyDay`;
    const written = JSON.parse(storage.get(key) ?? 'null');

    storage.changeElsewhere(key, JSON.stringify({ ...written, answered: 3, spentMs: 24_000, recent: [4000, 10_000, 10_000] }));

    expect(log.today(user.id).answered).toBe(3);
    expect(log.secondsPerCard(user.id)).toBe(10);
  });

  it('given answers kept on this device, when the learner signs out, then the next sign-in starts from the default', async () => {
    const { container, clock, user, storage } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    await answerAfter(study, clock, 40);
    expect(container.get(StudyDayLog).secondsPerCard(user.id)).toBe(40);

    await container.get(LearnerSession).signOut();

    expect(storage.keys().filter((key) => key.includes(String(user.id)) && key.includes('studyDay'))).toEqual([]);
    expect(container.get(StudyDayLog).secondsPerCard(user.id)).toBe(DEFAULT_SECONDS_PER_CARD);
    expect(container.get(StudyDayLog).today(user.id).answered).toBe(0);
  });

  it('given a value kept by an older version (not the shape read now), when Today loads, then the default is used', async () => {
    const { container, storage, user } = await signedIn();
    for (const value of ['{not json', '{"day":"2025-03-10","answered":"many"}']) {
      storage.set(`sreo.learner.${user.id}.studyDay`, value);
      expect(container.get(StudyDayLog).secondsPerCard(user.id)).toBe(DEFAULT_SECONDS_PER_CARD);
      expect(container.get(StudyDayLog).today(user.id).answered).toBe(0);
    }
  });
});

describe("the day's end: a summary of the day", () => {
  it('given a whole day answered with one marked answer wrong, when the day ends, then the summary counts the cards, the right answers, the time and the streak', async () => {
    const { container, clock } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    let answered = 0;
    let marked = 0;
    let wrongGiven = false;
    while (study.engine.phase !== 'finished') {
      const type = study.engine.card?.questionType;
      const isMarked = type === QuestionType.MultipleChoice || type === QuestionType.TypedAnswer;
      const wrong: boolean = isMarked && !wrongGiven;
      await answerAfter(study, clock, 10, wrong);
      wrongGiven ||= wrong;
      answered += 1;
      if (isMarked) marked += 1;
    }
    expect(marked).toBeGreaterThan(0);
    const done = container.get(CongratulationPresenter);

    await done.load();

    const minutes = Math.round((answered * 10) / 60);
    expect(minutes).toBeGreaterThan(1);
    expect(done.summary).toEqual([
      { label: 'Cards answered', value: String(answered) },
      { label: 'Right', value: `${marked - 1} of ${marked}`, share: { part: marked - 1, whole: marked } },
      { label: 'Time spent', value: `${minutes} min`, spoken: `${minutes} minutes` },
      { label: 'Streak', value: '1 day' },
    ]);
    // What tomorrow holds, as the server counts it, and what Right counts.
    const tomorrow = dataOf(done.today)!.state.tomorrow;
    expect(tomorrow).toBeGreaterThan(0);
    expect(done.tomorrowText).toBe(`Tomorrow: ${tomorrow} cards due.`);
    expect(done.scoreNote).toBe('Right counts the multiple-choice and typed cards, as the app marked them.');
    expect(done.announcement).toBe(`Today you answered ${answered} cards, ${marked - 1} of ${marked} right, in ${minutes} minutes. Your streak: 1 day. Tomorrow: ${tomorrow} cards due.`);
  });

  it('given only self-graded cards answered, when the day ends, then no right-answer count is claimed', async () => {
    const { container, user } = await signedIn();
    const log = container.get(StudyDayLog);
    log.record(user.id, { tta: 4000, correct: null });
    log.record(user.id, { tta: 5000, correct: null });
    const done = container.get(CongratulationPresenter);

    await done.load();

    expect(done.summary.map(({ label }) => label)).toEqual(['Cards answered', 'Time spent', 'Streak']);
    expect(done.scoreNote).toBeNull();
    expect(done.announcement).toBe('Today you answered 2 cards, in 9 seconds. Your streak: 0 days. Nothing is due tomorrow yet.');
  });

  it("given the server's part of the day still on its way, when the day's end opens, then this device's figures show and the streak's place is held without a figure", async () => {
    const { container, user } = await signedIn();
    container.get(StudyDayLog).record(user.id, { tta: 4000, correct: true });
    const done = container.get(CongratulationPresenter);

    const loading = done.load();

    expect(done.summary).toEqual([
      { label: 'Cards answered', value: '1' },
      { label: 'Right', value: '1 of 1', share: { part: 1, whole: 1 } },
      { label: 'Time spent', value: '4 s', spoken: '4 seconds' },
      { label: 'Streak', value: '', pending: true },
    ]);
    expect(done.announcement).toBe('Loading your day…');
    await loading;
    expect(done.summary.at(-1)).toEqual({ label: 'Streak', value: '0 days' });
  });

  it.each([
    [1_000, '1 s', '1 second'],
    [59_000, '59 s', '59 seconds'],
    [60_000, '1 min', '1 minute'],
    [59 * 60_000, '59 min', '59 minutes'],
    [60 * 60_000, '1 h', '1 hour'],
    [61 * 60_000, '1 h 1 min', '1 hour 1 minute'],
    [(23 * 60 + 59) * 60_000, '23 h 59 min', '23 hours 59 minutes'],
  ])('given %i ms spent answering today, when the day ends, then the time shows as "%s" and is said as "%s"', async (spentMs, shown, said) => {
    const { container, user } = await signedIn();
    // One answer is counted up to two minutes: the time is made of as many as it takes.
    const log = container.get(StudyDayLog);
    for (let left = spentMs; left > 0; left -= 120_000) log.record(user.id, { tta: Math.min(left, 120_000), correct: null });
    const done = container.get(CongratulationPresenter);

    await done.load();

    expect(done.summary.find(({ label }) => label === 'Time spent')).toEqual({ label: 'Time spent', value: shown, spoken: said });
    expect(done.announcement).toContain(`, in ${said}. `);
  });

  it("given yesterday's answers, when the day's end opens today, then they are not counted", async () => {
    const { container, clock, user } = await signedIn();
    container.get(StudyDayLog).record(user.id, { tta: 4000, correct: true });
    clock.advance(24 * 60 * 60 * 1000);
    const done = container.get(CongratulationPresenter);

    await done.load();

    expect(done.summary.map(({ label }) => label)).toEqual(['Streak']);
  });

  it("given the day's end, when the learner goes back, then Today's Cards opens", async () => {
    const { container, navigation } = await signedIn();
    const done = container.get(CongratulationPresenter);
    await done.load();

    done.backToToday();

    expect(navigation.currentPath()).toBe('/welcomeBack');
  });
});
