import { QuestionType, type StudyCard, type User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { LibraryQuizPresenter } from '../../src/presenters/library/LibraryQuizPresenter';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { LIBRARY_API, type LibraryApi } from '../../src/ports';
import { ANSWER_FIELD_CONTENT, ANSWER_FIELD_DECK } from '../support/answerFieldContent';

const LEARNER = 'new@demo.test';

/** A learner with nothing studied, on content whose backs explain and whose answer fields answer. */
async function signedIn() {
  const context = createTestContainer({ sandbox: { content: ANSWER_FIELD_CONTENT } });
  const user: User = await context.container.get(SignIn).execute({ email: LEARNER, password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  return context;
}

const seedCard = (key: string) => ANSWER_FIELD_DECK.cards.find((card) => card.key === key)!;

/** The option numbers from 1: the answer field's value, and the back's text where it differs. */
function optionOf(options: readonly string[], text: string): number {
  return options.indexOf(text) + 1;
}

describe('one marking rule for the study screen, the library quiz and the sandbox (answer field v differs from the back)', () => {
  it('given the study screen, when each type is answered by v, then it is marked right and the sandbox grades it alike', async () => {
    const { container, sandbox } = await signedIn();
    const study = container.get(StudyPresenter);
    await study.load();
    const marks: [QuestionType, boolean | null][] = [];

    while (study.engine.phase !== 'finished') {
      const card: StudyCard = study.engine.card!;
      if (card.questionType === QuestionType.Recall) {
        study.engine.reveal();
        await study.engine.grade(2);
      } else if (card.questionType === QuestionType.MultipleChoice) {
        await study.engine.choose(optionOf(study.engine.draft.options, 'Canberra'));
        marks.push([card.questionType, study.engine.draft.correct]);
        await study.engine.next();
      } else if (card.questionType === QuestionType.TypedAnswer) {
        study.engine.setTyped(' canberra ');
        await study.engine.submitTyped();
        marks.push([card.questionType, study.engine.draft.correct]);
        await study.engine.next();
      } else {
        await study.engine.choose(1);
      }
    }

    expect(marks).toEqual([
      [QuestionType.MultipleChoice, true],
      [QuestionType.TypedAnswer, true],
    ]);
    // The content deck's cards, in order, then the survey's (not graded).
    const log = sandbox.answerLog(LEARNER);
    expect(log.slice(0, 3).map(({ ans, rating }) => ({ ans, rating }))).toEqual([
      { ans: 2, rating: 2 },
      { ans: 3, rating: 3 },
      { ans: 3, rating: 3 },
    ]);
    expect(log[2]?.rawAnswers).toBe('canberra');
    expect(log.slice(3).every((entry) => entry.rating === undefined)).toBe(true);
  });

  it('given the library quiz, when multiple choice is answered by the back and typed by the back, then both are wrong there and on the server', async () => {
    const { container, sandbox } = await signedIn();
    const items = await container.get<LibraryApi>(LIBRARY_API).deckCards(ANSWER_FIELD_DECK.id);
    const quiz = container.get(LibraryQuizPresenter);
    await quiz.start(items);
    const marks: [number, boolean | null][] = [];

    while (quiz.engine.phase !== 'finished') {
      const type = quiz.engine.card!.questionType;
      if (type === QuestionType.MultipleChoice) {
        await quiz.engine.choose(optionOf(quiz.engine.draft.options, 'Sydney'));
      } else if (type === QuestionType.TypedAnswer) {
        quiz.engine.setTyped(seedCard('typed').back);
        await quiz.engine.submitTyped();
      } else {
        quiz.engine.reveal();
        await quiz.engine.grade(4);
      }
      marks.push([type, quiz.engine.draft.correct]);
      await quiz.engine.next();
    }

    expect(marks).toEqual([
      [QuestionType.Recall, null],
      [QuestionType.MultipleChoice, false],
      [QuestionType.TypedAnswer, false],
    ]);
    expect(sandbox.answerLog(LEARNER).map(({ ans, rating, mode }) => ({ ans, rating, mode }))).toEqual([
      { ans: 4, rating: 4, mode: 3 },
      { ans: 1, rating: 1, mode: 3 },
      { ans: 1, rating: 1, mode: 3 },
    ]);
  });

  it('given the library quiz, when multiple choice is answered by v and typed by an accepted spelling, then both are right there and on the server', async () => {
    const { container, sandbox } = await signedIn();
    const items = await container.get<LibraryApi>(LIBRARY_API).deckCards(ANSWER_FIELD_DECK.id);
    const quiz = container.get(LibraryQuizPresenter);
    await quiz.start(items.slice(1));

    await quiz.engine.choose(optionOf(quiz.engine.draft.options, 'Canberra'));
    expect(quiz.engine.draft.correct).toBe(true);
    await quiz.engine.next();
    quiz.engine.setTyped('CANBERRA ACT');
    await quiz.engine.submitTyped();
    expect(quiz.engine.draft.correct).toBe(true);

    expect(sandbox.answerLog(LEARNER).map(({ ans, rating }) => ({ ans, rating }))).toEqual([
      { ans: 3, rating: 3 },
      { ans: 3, rating: 3 },
    ]);
  });
});
