import { Mode, type NextStepJson as NextStep, type PerformanceJson as Performance, type StudyCardJson as StudyCard } from '@sreo/contract/wire';
import type { AnswerLogEntry } from '../src/model';
import { DAY, sandbox } from './sandboxHarness';

const LEARNER = 'new@demo.test';
const HOUR = 3_600_000;

type Box = ReturnType<typeof sandbox> & { token: string };

function newLearner(): Box {
  const box = sandbox();
  return { ...box, token: box.signIn(LEARNER) };
}

function step(box: Box, form: Record<string, string> = {}): NextStep {
  const answer = box.call('PUT', '/app/study', { token: box.token, form });
  expect(answer.status).toBe(200);
  return answer.body as NextStep;
}

/** A graded answer ("Good" on a recall card, the answer itself otherwise) to `card`, dated `dt`. */
function goodAnswer(card: StudyCard, id: string, dt: number): Record<string, string> {
  return { id, cId: String(card.cId), dt: new Date(dt).toISOString(), tta: '3000', ans: '3', rawAnswers: card.b, mode: String(Mode.Main) };
}

function answerLog(box: Box): AnswerLogEntry[] {
  return box.call('GET', '/sandbox/answers', { query: { email: LEARNER } }).body as AnswerLogEntry[];
}

function dueDateOf(box: Box, cId: number): string {
  return (box.call('GET', `/app/library/cards/${cId}`, { token: box.token }).body as StudyCard).dueDt;
}

describe("sandbox: the server's clock decides an answer's day", () => {
  it('given a new learner, when answers dated one to six days back arrive today, then the streak is 1, not 6, and every answer counts today', () => {
    const box = newLearner();

    let reply: NextStep | undefined;
    for (let daysBack = 6; daysBack >= 1; daysBack -= 1) {
      const card = step(box).c!;
      reply = step(box, goodAnswer(card, `back-${daysBack}`, box.clock.now() - daysBack * DAY));
    }

    expect(reply?.streak).toBe(1);
    const performance = box.call('GET', '/app/performance', { token: box.token }).body as Performance;
    expect(performance.streak).toBe(1);
    expect(performance.studyDays.map((day) => day.count)).toEqual([6]);
    const log = answerLog(box);
    expect(log.map((entry) => entry.dt)).toEqual(log.map(() => box.clock.now()));
    expect(log[0]?.clientDt).toBe(new Date(box.clock.now() - 6 * DAY).toISOString());
  });

  it('given a device whose clock is two days behind, when it answers, then the answer is filed on the server\'s day', () => {
    const box = newLearner();
    const card = step(box).c!;

    step(box, goodAnswer(card, 'behind', box.clock.now() - 2 * DAY));

    const performance = box.call('GET', '/app/performance', { token: box.token }).body as Performance;
    expect(performance.studyDays).toEqual([{ date: new Date(box.clock.now()).toISOString().slice(0, 10), count: 1 }]);
  });

  it('given an answer given a moment before it arrived on the same day, then its own time is kept', () => {
    const box = newLearner();
    const card = step(box).c!;
    const given = box.clock.now() - HOUR;

    step(box, goodAnswer(card, 'moment', given));

    expect(answerLog(box).map((entry) => [entry.dt, entry.clientDt])).toEqual([[given, undefined]]);
  });

  it('given one card graded in two tabs, when both answers arrive, then both are logged once and the schedule moves as for one', () => {
    const twoTabs = newLearner();
    const oneTab = newLearner();
    const card = step(twoTabs).c!;
    expect(step(oneTab).c!.cId).toBe(card.cId);

    step(twoTabs, goodAnswer(card, 'tab-1', twoTabs.clock.now()));
    step(twoTabs, { ...goodAnswer(card, 'tab-2', twoTabs.clock.now()), ans: '4' });
    step(twoTabs, { ...goodAnswer(card, 'tab-2', twoTabs.clock.now()), ans: '4' });
    step(oneTab, goodAnswer(card, 'tab-1', oneTab.clock.now()));

    expect(answerLog(twoTabs).map((entry) => [entry.id, entry.rating])).toEqual([
      ['tab-1', 3],
      ['tab-2', undefined],
    ]);
    expect(dueDateOf(twoTabs, card.cId)).toBe(dueDateOf(oneTab, card.cId));
  });
});
