import { QuestionType, type User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { typedDifference } from '../../src/domain';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { verdictText } from '../../src/presenters/study/verdictText';
import { ANSWER_FIELD_CONTENT } from '../support/answerFieldContent';

/** The study screen on content whose answer field ('Canberra') differs from the back, at the card of `type`. */
async function studyAt(type: QuestionType) {
  const context = createTestContainer({ sandbox: { content: ANSWER_FIELD_CONTENT } });
  const user: User = await context.container.get(SignIn).execute({ email: 'new@demo.test', password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  const study = context.container.get(StudyPresenter);
  await study.load();
  const { engine } = study;
  for (let step = 0; engine.card && engine.card.questionType !== type && step < 10; step++) {
    if (engine.card.questionType === QuestionType.Recall) {
      engine.reveal();
      await engine.grade(3);
    } else {
      await engine.choose(1);
      await engine.next();
    }
  }
  if (engine.card?.questionType !== type) throw new Error(`no card of type ${type}`);
  return engine;
}

describe('a marked answer, shown where the learner answered', () => {
  it('given a multiple-choice card, when a wrong option is chosen, then the right option and the wrong pick are marked in place, and no other', async () => {
    const engine = await studyAt(QuestionType.MultipleChoice);
    const options = engine.draft.options;
    expect(options.map((_, index) => engine.draft.optionMark(index + 1))).toEqual([null, null, null, null]);

    await engine.choose(options.indexOf('Sydney') + 1);

    expect(options.map((_, index) => engine.draft.optionMark(index + 1))).toEqual(options.map((option) => (option === 'Canberra' ? 'right' : option === 'Sydney' ? 'wrong' : null)));
    expect(engine.draft.options).toEqual(options);
    expect(verdictText(engine.draft)).toBe('Not quite. The answer is Canberra.');
  });

  it('given a multiple-choice card, when the right option is chosen, then only it is marked, right', async () => {
    const engine = await studyAt(QuestionType.MultipleChoice);

    await engine.choose(engine.draft.options.indexOf('Canberra') + 1);

    expect(engine.draft.options.map((option, index) => [option, engine.draft.optionMark(index + 1)])).toEqual([
      ['Sydney', null],
      ['Melbourne', null],
      ['Canberra', 'right'],
      ['Perth', null],
    ]);
  });

  it('given a typed-answer card, when a misspelling is sent, then the learner\'s text is set against the right one with the differences marked', async () => {
    const engine = await studyAt(QuestionType.TypedAnswer);
    engine.setTyped(' Canbera ');

    await engine.submitTyped();

    expect(engine.draft.correct).toBe(false);
    expect(engine.draft.typedDifference).toEqual({
      typed: [
        { text: 'Canber', differs: false },
        { text: 'a', differs: false },
      ],
      answer: [
        { text: 'Canber', differs: false },
        { text: 'r', differs: true },
        { text: 'a', differs: false },
      ],
    });
  });

  it('given a typed-answer card, when the right text is sent in other letters\' case, then no difference is shown', async () => {
    const engine = await studyAt(QuestionType.TypedAnswer);
    engine.setTyped('CANBERRA');

    await engine.submitTyped();

    expect(engine.draft.correct).toBe(true);
    expect(engine.draft.typedDifference).toBeNull();
  });
});

describe('typedDifference', () => {
  it('given a wrong letter, then each side marks its own and keeps its own spelling', () => {
    expect(typedDifference('Hablor', 'hablar')).toEqual({
      typed: [
        { text: 'Habl', differs: false },
        { text: 'o', differs: true },
        { text: 'r', differs: false },
      ],
      answer: [
        { text: 'habl', differs: false },
        { text: 'a', differs: true },
        { text: 'r', differs: false },
      ],
    });
  });

  it('given an answer with nothing in common, then all of both sides differ', () => {
    expect(typedDifference('xyz', '30:2')).toEqual({ typed: [{ text: 'xyz', differs: true }], answer: [{ text: '30:2', differs: true }] });
  });
});
