import { QuestionType, markAnswer, recordedResponse, type StudyCard } from '../../src/domain';

/** A card whose back explains the answer and whose answer field's `v` is the answer itself. */
function card(questionType: QuestionType, fields: { options?: string[]; accepted?: string[] } = {}): StudyCard {
  return {
    cardId: 1,
    deckId: 1,
    front: 'Which city is the capital of Australia?',
    back: 'Canberra: chosen as a compromise between Sydney and Melbourne.',
    fields: [
      { name: 'question', type: 0, value: 'Which city is the capital of Australia?', ...(fields.options ? { options: fields.options } : {}) },
      { name: 'answer', type: 0, value: 'Canberra', ...(fields.accepted ? { options: fields.accepted } : {}) },
    ],
    due: '',
    frontType: 0,
    backType: 0,
    deckType: 0,
    questionType,
    deckName: 'Capitals',
  };
}

const multipleChoice = card(QuestionType.MultipleChoice, { options: ['Sydney', 'Canberra: chosen as a compromise between Sydney and Melbourne.', 'Canberra'] });
const typed = card(QuestionType.TypedAnswer, { accepted: ['Canberra ACT'] });
const survey = card(QuestionType.SurveyScale, { options: ['Not at all', 'Somewhat', 'Completely'] });
const recall = card(QuestionType.Recall);

describe('markAnswer: the one marking rule, by the answer field’s v (not the back)', () => {
  it('given a multiple-choice card, when the option equal to v is chosen, then it is right, the answer is its number from 1, graded Good', () => {
    expect(markAnswer(multipleChoice, { kind: 'option', option: 3 })).toEqual({ answer: 3, correct: true, grade: 3 });
  });

  it('given a multiple-choice card, when the option equal to the back (not v) is chosen, then it is wrong, graded Again', () => {
    expect(markAnswer(multipleChoice, { kind: 'option', option: 2 })).toEqual({ answer: 2, correct: false, grade: 1 });
  });

  it.each([['Canberra'], ['  canberra '], ['CANBERRA ACT']])('given a typed card, when %j is typed, then it matches v or an accepted spelling: answer 3, right', (text) => {
    expect(markAnswer(typed, { kind: 'typed', text })).toEqual({ answer: 3, rawAnswers: text.trim(), correct: true, grade: 3 });
  });

  it('given a typed card, when the back is typed, then it does not match v: answer 1, wrong', () => {
    expect(markAnswer(typed, { kind: 'typed', text: typed.back })).toEqual({ answer: 1, rawAnswers: typed.back, correct: false, grade: 1 });
  });

  it('given a survey card, when a point of the scale is chosen, then the answer is its number from 1, neither right nor wrong, and not graded', () => {
    expect(markAnswer(survey, { kind: 'option', option: 2 })).toEqual({ answer: 2, correct: null, grade: null });
  });

  it('given a recall card, when it is self-graded, then the answer is the grade, neither right nor wrong', () => {
    expect(markAnswer(recall, { kind: 'grade', grade: 2 })).toEqual({ answer: 2, correct: null, grade: 2 });
  });

  it('given a card without an answer field, when marked, then the back is the answer', () => {
    const noField = { ...multipleChoice, b: 'Canberra', fl: [multipleChoice.fields[0]!] };
    expect(markAnswer(noField, { kind: 'option', option: 3 })?.correct).toBe(true);
  });

  it.each([
    ['an option a multiple-choice card does not have', multipleChoice, { kind: 'option', option: 4 }],
    ['option 0 (numbers start at 1)', multipleChoice, { kind: 'option', option: 0 }],
    ['a grade for a multiple-choice card', multipleChoice, { kind: 'grade', grade: 3 }],
    ['an empty typed answer', typed, { kind: 'typed', text: '   ' }],
    ['a recall grade of 5', recall, { kind: 'grade', grade: 5 }],
    ['a fractional scale point', survey, { kind: 'option', option: 1.5 }],
  ] as const)('given %s, when marked, then it does not answer the card', (_case, target, response) => {
    expect(markAnswer(target, response)).toBeNull();
  });

  it.each([
    [multipleChoice, { kind: 'option', option: 3 }],
    [typed, { kind: 'typed', text: 'Canberra' }],
    [survey, { kind: 'option', option: 1 }],
    [recall, { kind: 'grade', grade: 4 }],
  ] as const)('given a marked answer, when the server reads its record back, then it marks it the same', (target, response) => {
    const marked = markAnswer(target, response)!;
    expect(markAnswer(target, recordedResponse(target, marked.answer, marked.rawAnswers))).toEqual(marked);
  });
});
