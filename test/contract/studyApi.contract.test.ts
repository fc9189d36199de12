import { UnexpectedError } from '../../src/domain/errors';
import { failureOf } from '../adapters/http/harness';
import { multipleChoice, recall } from '../support/world';
import { portContract, signedIn } from './portContract';

/** A learner with nothing studied and a day of two new cards. */
portContract('StudyApi', { today: [recall(), multipleChoice()] }, (ports) => {
  it('given a learner with cards due, when the day is asked for, then the current card and each group\'s progress', async () => {
    await signedIn(ports());

    const step = await ports().study.step({});

    expect(step.card).toMatchObject({ cardId: expect.any(Number), deckId: expect.any(Number), deckName: expect.any(String) });
    expect(step.progress.main.total).toBeGreaterThan(0);
    expect(step.progress.main.done).toBe(0);
  });

  it('given the current card, when it is answered, then the answer counts and the next card follows', async () => {
    const learner = await signedIn(ports());
    const first = await ports().study.step({});
    const card = first.card!;

    const next = await ports().study.step({
      answer: { id: 'contract-answer-1', userId: learner.id, deckId: card.deckId, cardId: card.cardId, answeredAt: new Date().toISOString(), timeToAnswerMs: 4200, answer: 3, mode: first.mode },
    });

    expect(next.progress.main.done).toBe(1);
    expect(next.card?.cardId).not.toBe(card.cardId);
  });

  it('given an answer naming no card, then the server refuses it as the generic reported error', async () => {
    const learner = await signedIn(ports());

    const error = await failureOf(
      ports().study.step({ answer: { id: 'a-1', userId: learner.id, deckId: 1, cardId: 999_999, answeredAt: new Date().toISOString(), timeToAnswerMs: 1000, answer: 1, mode: 0 } }),
    );

    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.report).toBe(true);
  });

  it('given no session, when the day is asked for, then the session has expired', async () => {
    expect((await failureOf(ports().study.step({}))).isSessionExpired).toBe(true);
  });
});
