import { makeAutoObservable } from 'mobx';
import { QuestionType, answerOptions, correctAnswer, markAnswer, typedDifference, type AnswerResponse, type MarkedAnswer, type RecallGrade, type StudyCard, type TypedDifference } from '../../domain';

/** The card on screen (null before the first), put up at `shownAt` (epoch ms), and the learner's answer to it. */
export class AnswerDraft {
  chosen: number | null = null;
  typed = '';
  /** Whether a marked answer was right (null for a self-graded or survey answer, and before any answer). */
  correct: boolean | null = null;
  /** The recall grade the answer amounts to (null for a survey answer, and before any answer). */
  grade: RecallGrade | null = null;

  constructor(
    readonly card: StudyCard | null,
    readonly shownAt: number,
  ) {
    // The card is a value: never copied into observables (a new card is a new draft).
    makeAutoObservable(this, { card: false, shownAt: false });
  }

  get options(): readonly string[] {
    return this.card ? answerOptions(this.card) : [];
  }

  /**
   * Once a multiple-choice answer is marked, an option's mark where it stands: the right option, and the
   * learner's pick when it was wrong; null for any other option, or before the answer is marked.
   */
  optionMark(option: number): 'right' | 'wrong' | null {
    if (this.correct === null || this.card?.questionType !== QuestionType.MultipleChoice) return null;
    if (markAnswer(this.card, { kind: 'option', option })?.correct) return 'right';
    return this.chosen === option ? 'wrong' : null;
  }

  /** After a wrong typed answer: the learner's text against the right one, their differences marked. */
  get typedDifference(): TypedDifference | null {
    if (this.correct !== false || this.card?.questionType !== QuestionType.TypedAnswer) return null;
    return typedDifference(this.typed, correctAnswer(this.card));
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
