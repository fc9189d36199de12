import type { SeedDeck } from '../Seed';
import { FieldType, QuestionType } from '@sreo/contract/wire';

const confidenceScale = ['1 - Not at all', '2', '3', '4', '5 - Completely'] as const;
const agreementScale = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'] as const;
const thanks = 'Thank you!';

export const surveyDeck: SeedDeck = {
  id: 'learner-survey',
  name: 'Learner Survey',
  deckType: 1,
  cards: [
    {
      key: 'confidence-applying',
      questionType: QuestionType.SurveyScale,
      front: 'How confident are you that you can apply what you studied this week in your work?',
      fFieldType: FieldType.Text,
      back: thanks,
      bFieldType: FieldType.Text,
      options: confidenceScale,
    },
    {
      key: 'confidence-emergency',
      questionType: QuestionType.SurveyScale,
      front: 'How confident are you that you would act correctly in a real emergency?',
      fFieldType: FieldType.Text,
      back: thanks,
      bFieldType: FieldType.Text,
      options: confidenceScale,
    },
    {
      key: 'course-relevance',
      questionType: QuestionType.SurveyScale,
      front: 'The course content is relevant to my daily work.',
      fFieldType: FieldType.Text,
      back: thanks,
      bFieldType: FieldType.Text,
      options: agreementScale,
    },
    {
      key: 'cards-clarity',
      questionType: QuestionType.SurveyScale,
      front: 'The cards are clear and easy to understand.',
      fFieldType: FieldType.Text,
      back: thanks,
      bFieldType: FieldType.Text,
      options: agreementScale,
    },
    {
      key: 'daily-study-time',
      questionType: QuestionType.SurveyScale,
      front: 'How much time can you usually spend studying on a working day?',
      fFieldType: FieldType.Text,
      back: thanks,
      bFieldType: FieldType.Text,
      options: ['Less than 5 minutes', '5–10 minutes', '10–20 minutes', '20–30 minutes', 'More than 30 minutes'],
    },
    {
      key: 'recommend-course',
      questionType: QuestionType.SurveyScale,
      front: 'I would recommend this course to a colleague.',
      fFieldType: FieldType.Text,
      back: thanks,
      bFieldType: FieldType.Text,
      options: agreementScale,
      label: 'Your answers are anonymous and help us improve the course.',
    },
  ],
};
