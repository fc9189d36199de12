import { FieldType, QuestionType } from '../../src/domain/entities';
import type { SeedDeck } from '@sreo/sandbox/testing';
import { surveyOf, surveyScale } from './world';

/**
 * Study content whose cards show an explanation on the back while the answer field's `v` holds the
 * answer itself, one card per question type: what a real backend may send, and what the seed never
 * does (its backs are the answers). Marking by `b` instead of `v` gets these wrong.
 */
export const ANSWER_FIELD_DECK: SeedDeck = {
  id: 'answer-field',
  name: 'Answer Field',
  deckType: 0,
  cards: [
    {
      key: 'recall',
      questionType: QuestionType.Recall,
      front: 'What is the capital of Australia?',
      fFieldType: FieldType.Text,
      back: 'Canberra, a purpose-built capital.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'multiple-choice',
      questionType: QuestionType.MultipleChoice,
      front: 'Which city is the capital of Australia?',
      fFieldType: FieldType.Text,
      back: 'Canberra: chosen as a compromise between Sydney and Melbourne.',
      answer: 'Canberra',
      bFieldType: FieldType.Text,
      options: ['Sydney', 'Melbourne', 'Canberra', 'Perth'],
    },
    {
      key: 'typed',
      questionType: QuestionType.TypedAnswer,
      front: 'Type the capital of Australia.',
      fFieldType: FieldType.Text,
      back: 'It is Canberra, in the Australian Capital Territory.',
      answer: 'Canberra',
      accepted: ['Canberra ACT'],
      bFieldType: FieldType.Text,
    },
  ],
};

export const ANSWER_FIELD_CONTENT = { decks: [ANSWER_FIELD_DECK, surveyOf([surveyScale(), surveyScale()])], resources: [] };
