import { QuestionType } from './wire';

/** A template field as the marking rule reads it (the app's TemplateField has these, the sandbox maps the wire's). */
export interface MarkableField {
  readonly name: string;
  /** For the answer field, the correct answer. */
  readonly value?: string;
  /** The options of a multiple-choice or survey question; a typed answer's other accepted spellings. */
  readonly options?: readonly string[];
}

/** A card as the marking rule reads it: the app's StudyCard is one. */
export interface MarkableCard {
  readonly back: string;
  /** A question type code (QuestionType); an unknown one is marked as a recall card. */
  readonly questionType: number;
  readonly fields: readonly MarkableField[];
}

/** The card's field of that name ('question' or 'answer'). */
export function templateField<Field extends MarkableField>(card: { readonly fields: readonly Field[] }, name: 'question' | 'answer'): Field | undefined {
  return card.fields.find((field) => field.name === name);
}

/** FSRS's four recall grades, as a recall card is self-graded (answer 1 to 4). */
export type RecallGrade = 1 | 2 | 3 | 4;

/** The recall grades in the learner's words, in order. */
export const RECALL_GRADES: readonly { readonly grade: RecallGrade; readonly label: string }[] = [
  { grade: 1, label: 'Again' },
  { grade: 2, label: 'Hard' },
  { grade: 3, label: 'Good' },
  { grade: 4, label: 'Easy' },
];

/** The grade a right answer of a marked question type amounts to, and a wrong one. */
const RIGHT: RecallGrade = 3;
const WRONG: RecallGrade = 1;

/** Whether an answer counts as right in a score: a marked answer marked right, a recall card graded Good or Easy. */
export function countsAsRight(grade: RecallGrade): boolean {
  return grade >= RIGHT;
}

/**
 * What the learner gave: a recall card's self-grade, a chosen option by its number from 1 (multiple
 * choice, survey scale), or a typed text.
 */
export type AnswerResponse =
  | { readonly kind: 'grade'; readonly grade: number }
  | { readonly kind: 'option'; readonly option: number }
  | { readonly kind: 'typed'; readonly text: string };

/** A response marked against its card: what the answer record carries, and what it means. */
export interface MarkedAnswer {
  /** The answer record's `answer`. */
  readonly answer: number;
  /** A typed answer's text, the record's `rawAnswers`. */
  readonly rawAnswers?: string;
  /** Whether it was right; null where nothing is right or wrong (a self-graded recall card, a survey). */
  readonly correct: boolean | null;
  /** The recall grade it amounts to for the scheduler; null for a survey answer, which is not graded. */
  readonly grade: RecallGrade | null;
}

/** The options of a multiple-choice or survey card, in the question field's `options`. */
export function answerOptions(card: MarkableCard): readonly string[] {
  return templateField(card, 'question')?.options ?? [];
}

/** The correct answer: the answer field's `value` (openapi.yaml), or the back where a card has none. */
export function correctAnswer(card: MarkableCard): string {
  return templateField(card, 'answer')?.value ?? card.back;
}

const normalise = (text: string) => text.trim().toLowerCase();

const isWhole = (value: number, from: number, to: number) => Number.isInteger(value) && value >= from && value <= to;

/**
 * The one marking rule (docs/product.md, question types), for the study screen, the library quiz and the
 * sandbox alike. Recall: the learner's grade 1 to 4. Multiple choice: the answer is the chosen option's number
 * from 1, right when that option is the answer field's `value`. Typed: the answer is 3 when the text matches
 * `value` (or one of the other spellings in the answer field's `options`) ignoring case and surrounding spaces, else 1.
 * Survey scale: the answer is the chosen point's number from 1, neither right nor wrong. A right answer grades
 * Good and a wrong one Again. Answers null when the response does not answer this card (another kind,
 * an option it does not have, a grade out of range, an empty text).
 */
export function markAnswer(card: MarkableCard, response: AnswerResponse): MarkedAnswer | null {
  switch (card.questionType) {
    case QuestionType.MultipleChoice: {
      if (response.kind !== 'option' || !isWhole(response.option, 1, answerOptions(card).length)) return null;
      const correct = normalise(answerOptions(card)[response.option - 1]!) === normalise(correctAnswer(card));
      return { answer: response.option, correct, grade: correct ? RIGHT : WRONG };
    }
    case QuestionType.TypedAnswer: {
      if (response.kind !== 'typed' || response.text.trim() === '') return null;
      const accepted = [correctAnswer(card), ...(templateField(card, 'answer')?.options ?? [])].map(normalise);
      const correct = accepted.includes(normalise(response.text));
      const grade = correct ? RIGHT : WRONG;
      return { answer: grade, rawAnswers: response.text.trim(), correct, grade };
    }
    case QuestionType.SurveyScale:
      if (response.kind !== 'option' || !isWhole(response.option, 1, answerOptions(card).length)) return null;
      return { answer: response.option, correct: null, grade: null };
    default:
      // Recall, and any type a newer backend may add (shown as a recall card).
      if (response.kind !== 'grade' || !isWhole(response.grade, 1, 4)) return null;
      return { answer: response.grade, correct: null, grade: response.grade as RecallGrade };
  }
}

/** The response an answer record carries for its card (how the server reads `answer` and `rawAnswers`). */
export function recordedResponse(card: MarkableCard, answer: number, rawAnswers: string | undefined): AnswerResponse {
  switch (card.questionType) {
    case QuestionType.MultipleChoice:
    case QuestionType.SurveyScale:
      return { kind: 'option', option: answer };
    case QuestionType.TypedAnswer:
      return { kind: 'typed', text: rawAnswers ?? '' };
    default:
      return { kind: 'grade', grade: answer };
  }
}
