import { makeAutoObservable, observableRef } from 'mobx';
import { FieldType, QuestionType, answerOptions, correctAnswer, markAnswer, templateField, typedDifference, type AnswerResponse, type MarkedAnswer, type RecallGrade, type StudyCard, type TypedDifference } from '../../domain';

/** The card on screen and the learner's answer to it: the option chosen, the text typed, the mark. */
export class AnswerDraft {
  card: StudyCard | null = null;
  chosen: number | null = null;
  typed = '';
  /** Whether a marked answer was right (null for a self-graded or survey answer, and before any answer). */
  correct: boolean | null = null;
  /** The recall grade the answer amounts to (null for a survey answer, and before any answer). */
  grade: RecallGrade | null = null;
  /** When the card was put on screen, epoch milliseconds: the time to answer is measured from it. */
  shownAt = 0;

  constructor() {
    // The card is a value replaced whole: observed by reference, never copied into observables.
    makeAutoObservable(this, { card: observableRef });
  }

  get options(): readonly string[] {
    return this.card ? answerOptions(this.card) : [];
  }

  /** A marked answer's verdict, with the right answer when it was wrong (where it can be said). */
  get verdict(): string | null {
    const card = this.card;
    if (!card || this.correct === null) return null;
    if (this.correct) return 'Right!';
    const sayable = templateField(card, 'answer')?.value !== undefined || card.backType === FieldType.Text;
    return sayable ? `Not quite. The answer is ${correctAnswer(card)}.` : 'Not quite. The answer is shown below.';
  }

  /**
   * Once a multiple-choice answer is marked, an option's mark where it stands: the right option, and the
   * learner's pick when it was wrong; null for any other option, or before the answer is marked.
   */
  optionMark(option: number): 'right' | 'wrong' | null {
    const card = this.card;
    if (this.correct === null || !card || card.questionType !== QuestionType.MultipleChoice) return null;
    if (markAnswer(card, { kind: 'option', option })?.correct) return 'right';
    return this.chosen === option ? 'wrong' : null;
  }

  /** After a wrong typed answer: the learner's text against the right one, their differences marked. */
  get typedDifference(): TypedDifference | null {
    const card = this.card;
    if (this.correct !== false || !card || card.questionType !== QuestionType.TypedAnswer) return null;
    return typedDifference(this.typed, correctAnswer(card));
  }

  /** A new card, nothing answered yet. */
  start(card: StudyCard, now: number): void {
    this.card = card;
    this.chosen = null;
    this.typed = '';
    this.correct = null;
    this.grade = null;
    this.shownAt = now;
  }

  /** Marks the response by the domain rule (null when the card does not take it), keeping the choice and the mark. */
  mark(response: AnswerResponse): MarkedAnswer | null {
    const marked = this.card ? markAnswer(this.card, response) : null;
    if (!marked) return null;
    if (response.kind === 'option') this.chosen = response.option;
    this.correct = marked.correct;
    this.grade = marked.grade;
    return marked;
  }
}
