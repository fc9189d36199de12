/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/app/"}
 */
import { FieldType, QuestionType } from '../../src/domain';
import { surveyDeck } from '../../src/sandbox/seed/decks/survey';
import type { SeedDeck } from '../../src/sandbox/seed/Seed';
import { heard, moveTo, spokenSinceLast, startAppWithScreenReader, virtual } from '../support/screenReader';

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

describe('a learner with a screen reader', () => {
  it('given new@demo.test, when they sign in with the screen reader alone, then Today\'s Cards takes the focus and says its counts and streak once', async () => {
    await startAppWithScreenReader('/app/', { sandbox: { content: { decks: [deck, surveyDeck], resources: [] } } });

    await moveTo(/^textbox, E-mail/);
    await virtual.type('new@demo.test');
    await moveTo(/^Password/);
    await virtual.type('demo-pass-1');
    await moveTo(/^button, Sign in$/);
    await spokenSinceLast();
    await virtual.act();
    await heard(/^polite: .*cards due today/);

    expect(await spokenSinceLast()).toEqual([
      'button, Signing in…, disabled',
      "heading, Today's Cards, level 1",
      'polite: 5 cards due today: Main 3, Review 0, Survey 2. Your streak: 0 days.',
    ]);
  }, 60_000);
});
