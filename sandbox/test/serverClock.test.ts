import { Mode, type NextStepJson as NextStep, type PerformanceJson as Performance, type StudyCardJson as StudyCard } from '@sreo/contract/wire';
import type { AnswerLogEntry } from '../src/model';
import { DAY, sandbox } from './sandboxHarness';

const LEARNER = 'new@demo.test';
const HOUR = 3_600_000;

type Box = ReturnType<typeof sandbox> & { token: string };

async function newLearner(): Promise<Box> {
  const box = sandbox();
  return { ...box, token: await box.signIn(LEARNER) };
}

async function step(box: Box, form: Record<string, string> = {}): Promise<NextStep> {
  const answer = await box.call('PUT', '/app/study', { token: box.token, form });
  expect(answer.status).toBe(200);
  return answer.body as NextStep;
}

/** A graded answer ("Good" on a recall card, the answer itself otherwise) to `card`, dated `dt`. */
function goodAnswer(card: StudyCard, id: string, dt: number): Record<string, string> {
  return { id, cId: String(card.cId), dt: new Date(dt).toISOString(), tta: '3000', ans: '3', rawAnswers: card.b, mode: String(Mode.Main) };
}

async function answerLog(box: Box): Promise<AnswerLogEntry[]> {
  return (await box.call('GET', '/sandbox/answers', { query: { email: LEARNER } })).body as AnswerLogEntry[];
}

async function dueDateOf(box: Box, cId: number): Promise<string> {
  return ((await box.call('GET', `/app/library/cards/${cId}`, { token: box.token })).body as StudyCard).dueDt;
}

describe("sandbox: the server's clock decides an answer's day", () => {
  it('given a new learner, when answers dated one to six days back arrive today, then the streak is 1, not 6, and every answer counts today', async () => {
    const box = await newLearner();

    let reply: NextStep | undefined;
    for (let daysBack = 6; daysBack >= 1; daysBack -= 1) {
      const card = (await step(box)).c!;
      reply = await step(box, goodAnswer(card, `back-${daysBack}`, box.clock.now() - daysBack * DAY));
    }

    expect(reply?.streak).toBe(1);
    const performance = (await box.call('GET', '/app/performance', { token: box.token })).body as Performance;
    expect(performance.streak).toBe(1);
    expect(performance.studyDays.map((day) => day.count)).toEqual([6]);
    const log = await answerLog(box);
    expect(log.map((entry) => entry.dt)).toEqual(log.map(() => box.clock.now()));
    expect(log[0]?.clientDt).toBe(new Date(box.clock.now() - 6 * DAY).toISOString());
  });

  it('given a device whose clock is two days behind, when it answers, then the answer is filed on the server\'s day', async () => {
    const box = await newLearner();
    const card = (await step(box)).c!;

    await step(box, goodAnswer(card, 'behind', box.clock.now() - 2 * DAY));

    const performance = (await box.call('GET', '/app/performance', { token: box.token })).body as Performance;
    expect(performance.studyDays).toEqual([{ date: new Date(box.clock.now()).toISOString().slice(0, 10), count: 1 }]);
  });

  it('given an answer given a moment before it arrived on the same day, then its own time is kept', async () => {
    const box = await newLearner();
    const card = (await step(box)).c!;
    const given = box.clock.now() - HOUR;

    await step(box, goodAnswer(card, 'moment', given));

    expect((await answerLog(box)).map((entry) => [entry.dt, entry.clientDt])).toEqual([[given, undefined]]);
  });

  it('given one card graded in two tabs, when both answers arrive, then both are logged once and the schedule moves as for one', async () => {
    const twoTabs = await newLearner();
    const oneTab = await newLearner();
    const card = (await step(twoTabs)).c!;
    expect((await step(oneTab)).c!.cId).toBe(card.cId);

    await step(twoTabs, goodAnswer(card, 'tab-1', twoTabs.clock.now()));
    await step(twoTabs, { ...goodAnswer(card, 'tab-2', twoTabs.clock.now()), ans: '4' });
    await step(twoTabs, { ...goodAnswer(card, 'tab-2', twoTabs.clock.now()), ans: '4' });
    await step(oneTab, goodAnswer(card, 'tab-1', oneTab.clock.now()));

    expect((await answerLog(twoTabs)).map((entry) => [entry.id, entry.rating])).toEqual([
      ['tab-1', 3],
      ['tab-2', undefined],
    ]);
    expect(await dueDateOf(twoTabs, card.cId)).toBe(await dueDateOf(oneTab, card.cId));
  });
});
