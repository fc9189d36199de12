import type { NextStepJson } from '@sreo/contract/wire';
import { sandbox } from './sandboxHarness';

type Sandbox = ReturnType<typeof sandbox>;

const LEARNER = 'new@demo.test';

async function step(box: Sandbox, token: string, form: Record<string, string> = {}): Promise<NextStepJson> {
  const answer = await box.call('PUT', '/app/study', { token, form });
  expect(answer.status).toBe(200);
  return answer.body as NextStepJson;
}

/** Answers the step's card (the first option or grade, its back typed) and answers the next step. */
function answer(box: Sandbox, token: string, { c, mode }: NextStepJson, id: string): Promise<NextStepJson> {
  return step(box, token, { id, cId: String(c!.cId), dt: '', tta: '3000', ans: '1', rawAnswers: c!.b, mode: String(mode) });
}

describe('sandbox: the study step names the card after the one to answer (`after`)', () => {
  it('given the day’s first step, then it names no card after (a streak message may come of that answer); the step after it does', async () => {
    const box = sandbox();
    const token = await box.signIn(LEARNER);

    const first = await step(box, token);
    expect(first.c).toBeDefined();
    expect(first.after).toBeUndefined();

    const second = await answer(box, token, first, 'answer-1');
    expect(second.after).toBeDefined();
    expect(second.after!.cId).not.toBe(second.c!.cId);
  });

  it('given a whole day answered, then each card after is the next step’s card in the same mode, and none is named before a change of mode or at the day’s last card', async () => {
    const box = sandbox();
    const token = await box.signIn(LEARNER);
    let current = await answer(box, token, await step(box, token), 'answer-0');
    const named: boolean[] = [];

    for (let n = 1; current.c && n < 100; n += 1) {
      const next = await answer(box, token, current, `answer-${n}`);
      const goesOnInMode = next.c !== undefined && next.mode === current.mode;
      expect(current.after?.cId).toBe(goesOnInMode ? next.c!.cId : undefined);
      named.push(current.after !== undefined);
      current = next;
    }

    expect(current.c).toBeUndefined();
    expect(named.filter(Boolean).length).toBeGreaterThan(1);
    expect(named.at(-1)).toBe(false);
  });

  it('given another learner answering on the same sandbox, then a learner’s card after is their own queue’s', async () => {
    const box = sandbox();
    const [mine, theirs] = [await box.signIn(LEARNER), await box.signIn('mailfail@demo.test')];
    const myStep = await answer(box, mine, await step(box, mine), 'mine-1');
    let theirStep = await answer(box, theirs, await step(box, theirs), 'theirs-1');
    theirStep = await answer(box, theirs, theirStep, 'theirs-2');

    expect(myStep.after).toBeDefined();
    const again = await step(box, mine);

    expect(again.c?.cId).toBe(myStep.c?.cId);
    expect(again.after?.cId).toBe(myStep.after?.cId);
    expect(theirStep.c?.cId).not.toBe(myStep.c?.cId);
  });
});
