/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/app/"}
 */
import type { TestContext } from '../../src/di/createTestContainer';
import { FieldType, QuestionType } from '../../src/domain';
import type { SeedDeck } from '@sreo/sandbox/testing';
import { heard, moveTo, spokenSinceLast, startAppWithScreenReader, virtual } from '../support/screenReader';
import { surveyOf, surveyScale } from '../support/world';

/** A small day: one card of each answered type, then the survey's scale questions. */
const deck: SeedDeck = {
  id: 'listening',
  name: 'Listening deck',
  deckType: 0,
  cards: [
    { key: 'france', questionType: QuestionType.Recall, front: 'What is the capital of France?', fFieldType: FieldType.Text, back: 'Paris', bFieldType: FieldType.Text },
    {
      key: 'new-zealand',
      questionType: QuestionType.MultipleChoice,
      front: 'What is the capital of New Zealand?',
      fFieldType: FieldType.Text,
      back: 'Wellington',
      bFieldType: FieldType.Text,
      options: ['Auckland', 'Wellington', 'Christchurch'],
    },
    { key: 'hablar', questionType: QuestionType.TypedAnswer, front: 'Spanish for "to speak"?', fFieldType: FieldType.Text, back: 'hablar', bFieldType: FieldType.Text },
  ],
};

afterEach(async () => {
  await virtual.stop();
  document.body.innerHTML = '';
});

/** Signs in as new@demo.test with the screen reader's commands only, and waits for Today's Cards. */
async function signInByScreenReader(): Promise<void> {
  await moveTo(/^textbox, E-mail/);
  await virtual.type('new@demo.test');
  await moveTo(/^Password/);
  await virtual.type('demo-pass-1');
  await moveTo(/^button, Sign in$/);
  await spokenSinceLast();
  await virtual.act();
  await heard(/^polite: .*cards due today/);
}

/** Acts on the item under the reading cursor, then waits for the announcement that follows. */
async function actAndHear(announcement: RegExp): Promise<string[]> {
  await spokenSinceLast();
  await virtual.act();
  await heard(announcement);
  return spokenSinceLast();
}

/** Two confidence questions on a scale of five. */
const confidence = ['1 - Not at all', '2', '3', '4', '5 - Completely'];
const survey = surveyOf([
  { ...surveyScale(confidence), front: 'How confident are you that you can apply what you studied this week in your work?' },
  { ...surveyScale(confidence), front: 'How confident are you that you would act correctly in a real emergency?' },
]);

describe('a learner with a screen reader', () => {
  let context: TestContext;
  beforeEach(async () => {
    context = await startAppWithScreenReader('/app/', { sandbox: { content: { decks: [deck, survey], resources: [] } } });
  });

  it('given new@demo.test, when they sign in with the screen reader alone, then Today\'s Cards says its counts, its minutes and the first day\'s welcome once, and Start takes the focus', async () => {
    await signInByScreenReader();

    expect(await spokenSinceLast()).toEqual([
      'button, Signing in…, disabled',
      "heading, Today's Cards, level 1",
      'button, Start',
      'polite: 5 cards due today, about 1 min: Main 3, Survey 2. Welcome to your first day.',
    ]);
  }, 60_000);

  it('given a day of every question type, when they study it with the screen reader alone, then each question, answer and verdict is heard once (the question as the focused heading, the live region saying only the mode and the cards left) and the focus is always on the card', async () => {
    await signInByScreenReader();
    // The virtual screen reader's reading cursor is on Start, which has the focus (its own announcement was heard on arrival).
    await moveTo(/^button, Start$/);

    // Recall: the question takes the focus and is heard there, once; the live region adds the mode and the
    // cards left. The answer is read, then graded.
    expect(await actAndHear(/^polite: Main mode/)).toEqual([
      'heading, What is the capital of France?, level 2',
      'polite: Main mode. 5 cards left today.',
    ]);
    await moveTo(/^button, Show answer/);
    expect(await spokenSinceLast()).toEqual(['end of region, What is the capital of France?', 'button, Show answer, key Space']);
    await virtual.act();
    await heard('region, Answer');
    await moveTo(/^button, Good/);
    expect(await spokenSinceLast()).toEqual([
      'region, Answer',
      'heading, Answer, level 3',
      'paragraph',
      'Paris',
      'end of paragraph',
      'end of region, Answer',
      'end of region, What is the capital of France?',
      'group, How well did you know it?',
      'button, Again, key 1',
      'Again',
      'end of button, Again, key 1',
      'button, Hard, key 2',
      'Hard',
      'end of button, Hard, key 2',
      'button, Good, key 3',
    ]);

    // Good, answered at once: straight to the next card, with no "saving" state to hear on the way.
    // Multiple choice, answered wrong: the verdict names the right answer, and Next takes the focus.
    expect(await actAndHear(/^polite: Main mode/)).toEqual([
      'button, Good, key 3',
      'heading, What is the capital of New Zealand?, level 2',
      'polite: Main mode. 4 cards left today.',
    ]);
    await moveTo(/^button, Auckland/);
    expect(await actAndHear(/^polite: Not quite/)).toEqual(['button, Next, key Enter', 'polite: Not quite. The answer is Wellington.']);
    // The options stay where they were, each marked in words: the right one, and the wrong pick.
    for (let item = 0; item < 20 && !/^button, Auckland/.test(await virtual.lastSpokenPhrase()); item++) await virtual.previous();
    expect((await spokenSinceLast()).filter((phrase) => phrase.startsWith('button, '))).toEqual([
      'button, Christchurch, disabled, not pressed',
      'button, Wellington, the right answer, disabled, not pressed',
      'button, Auckland, your answer, wrong, disabled, pressed',
    ]);
    await moveTo(/^button, Next/);

    // Typed answer: from the question, the learner's typing goes into the answer field.
    expect(await actAndHear(/^polite: Main mode/)).toEqual(['heading, Spanish for "to speak"?, level 2', 'polite: Main mode. 3 cards left today.']);
    await virtual.press('h');
    await virtual.type('ablar');
    await virtual.press('Enter');
    await heard(/^polite: Right!/);
    expect(await spokenSinceLast()).toEqual(['textbox, Your answer, h', 'textbox, Your answer, hablar', 'button, Next, key Enter', 'polite: Right!']);

    // Survey scale: the move to the survey is said with the card; a point goes straight on.
    expect(await actAndHear(/^polite: Survey: a few short questions/)).toEqual([
      'heading, How confident are you that you can apply what you studied this week in your work?, level 2',
      'polite: Survey: a few short questions about how it is going. 2 cards left today.',
    ]);
    await moveTo(/^button, 4/);
    // The next question is up at the press (its card was in the step): its own 4 is not pressed.
    expect(await actAndHear(/^polite: Survey mode/)).toEqual([
      'button, 4, key 4, not pressed',
      'heading, How confident are you that you would act correctly in a real emergency?, level 2',
      'polite: Survey mode. 1 card left today.',
    ]);
    // The end of the day: the congratulations take the focus, then the day is summed up once.
    await moveTo(/^button, 5 - Completely/);
    expect(await actAndHear(/^polite: Today you answered/)).toEqual([
      'button, 5 - Completely, key 5, pressed',
      'heading, Well done!, level 1',
      'polite: Today you answered 5 cards, 1 of 2 right, in 0 seconds. Your streak: 1 day. Tomorrow: 3 cards due.',
    ]);
    // Read figure by figure, the time is heard in words, though it shows in short units.
    await moveTo(/Time spent/);
    await spokenSinceLast();
    await moveTo(/Streak/);
    expect(await spokenSinceLast()).toEqual(['end of term', 'definition', '0 seconds', 'end of definition', 'term', 'Streak']);
    expect(context.sandbox.answerLog('new@demo.test').map(({ ans }) => ans)).toEqual([3, 1, 3, 4, 5]);
  }, 120_000);
});
