import { QuestionType, timeToAnswer, type NextStep } from '../../src/domain';
import { AnswerCard, AnswerQueue, type AnswerOutcome } from '../../src/domain/usecases';
import { givenALearner, recall, typedAnswer } from '../support/world';

const HOUR = 3_600_000;

/** A learner with nothing studied, at the first of a day of a recall card then a typed-answer card. */
async function newLearnerAtTheFirstCard() {
  const { user, ...context } = await givenALearner({ today: [recall(), typedAnswer()] });
  const outcome = await context.container.get(AnswerCard).open({ userId: user.id });
  if (outcome.status !== 'sent' || !outcome.step) throw new Error(`expected a step, got ${outcome.status}`);
  return { ...context, user, first: outcome.step };
}

function stepOf(outcome: AnswerOutcome): NextStep {
  if (outcome.status !== 'sent' || !outcome.step) throw new Error(`expected a step, got ${outcome.status}`);
  return outcome.step;
}

describe('an answer is kept within what the contract allows', () => {
  it('given a card left open for 25 hours, when it is answered, then the server takes it with a time to answer of one day', async () => {
    const learner = await newLearnerAtTheFirstCard();
    const card = learner.first.card!;
    const shownAt = learner.clock.now();
    learner.clock.advance(25 * HOUR);

    const outcome = await learner.container.get(AnswerCard).execute({ userId: learner.user.id, card, mode: learner.first.mode, shownAt, answer: 3, rawAnswers: card.back });

    expect(stepOf(outcome).card?.cardId).not.toBe(card.cardId);
    expect(learner.container.get(AnswerQueue).of(learner.user.id)).toEqual([]);
    expect(learner.sandbox.answerLog(learner.user.email).map((answer) => [answer.cardId, answer.tta])).toEqual([[card.cardId, 86_400_000]]);
  });

  it('given a typed answer of 2,500 characters, when it is sent, then the server takes its first 2,000', async () => {
    const learner = await newLearnerAtTheFirstCard();
    let step = learner.first;
    while (step.card && step.card.questionType !== QuestionType.TypedAnswer) {
      step = stepOf(await learner.container.get(AnswerCard).execute({ userId: learner.user.id, card: step.card, mode: step.mode, shownAt: learner.clock.now(), answer: 3, rawAnswers: step.card.back }));
    }
    const typed = step.card!;

    stepOf(await learner.container.get(AnswerCard).execute({ userId: learner.user.id, card: typed, mode: step.mode, shownAt: learner.clock.now(), answer: 1, rawAnswers: 'y'.repeat(2_500) }));

    const logged = learner.sandbox.answerLog(learner.user.email).find((answer) => answer.cardId === typed.cardId);
    expect(logged?.rawAnswers).toBe('y'.repeat(2_000));
  });

  it.each([
    [0, 4_000, 4_000],
    [10_000, 4_000, 0],
    [0, 86_400_000 + 1, 86_400_000],
  ])('given a card shown at %d and answered at %d, then the time to answer is %d', (shownAt, answeredAt, expected) => {
    expect(timeToAnswer(shownAt, answeredAt)).toBe(expected);
  });
});
