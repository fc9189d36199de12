import { Rating, createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { QuestionType } from '../../domain/entities';
import type { CardRecord } from '../content';
import type { CardStateRecord } from '../model';
import { invalid } from '../validation';

/**
 * The retention target: a card is reviewed when its recall probability falls below it (its due date), and
 * the daily Review group holds the cards below it by the day's end.
 */
export const REVIEW_TARGET = 0.95;

/**
 * A day-grained FSRS: no same-day learning steps (the daily queue serves a card once a day), so a new or
 * lapsed card comes back on a later day.
 */
const scheduler = fsrs(generatorParameters({ request_retention: REVIEW_TARGET, learning_steps: [], relearning_steps: [], enable_fuzz: false }));

/** The learner's memory of a card after one graded review at `at`, by FSRS (ts-fsrs 5). */
export function reviewCard(previous: CardStateRecord | undefined, userId: number, cardId: number, at: number, rating: Grade): CardStateRecord {
  const start: Card =
    previous && previous.lastReview !== null && previous.stability !== null && previous.difficulty !== null
      ? {
          due: new Date(previous.due ?? at),
          stability: previous.stability,
          difficulty: previous.difficulty,
          elapsed_days: previous.elapsedDays ?? 0,
          scheduled_days: previous.scheduledDays ?? 0,
          learning_steps: previous.learningSteps ?? 0,
          reps: previous.reps,
          lapses: previous.lapses,
          state: previous.state,
          last_review: new Date(previous.lastReview),
        }
      : createEmptyCard(new Date(at));
  const next = scheduler.next(start, new Date(at), rating).card;
  return {
    userId,
    cardId,
    due: next.due.getTime(),
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: at,
  };
}

/**
 * The scheduler's grade for an answer: a recall card's own grade 1 to 4; a multiple-choice option
 * number from 1 or a typed answer, right = Good and wrong = Again; a survey answer is not graded (null).
 */
export function gradeAnswer(card: CardRecord, ans: number, rawAnswers: string | undefined): Grade | null {
  const normalise = (text: string) => text.trim().toLowerCase();
  switch (card.questionType) {
    case QuestionType.Recall:
      if (ans < 1 || ans > 4) invalid('ans must be a grade from 1 to 4.');
      return ans as Grade;
    case QuestionType.MultipleChoice: {
      const option = card.options?.[ans - 1];
      if (option === undefined) invalid('ans is not one of the options.');
      return normalise(option) === normalise(card.back) ? Rating.Good : Rating.Again;
    }
    case QuestionType.TypedAnswer: {
      const accepted = [card.back, ...(card.accepted ?? [])].map(normalise);
      return accepted.includes(normalise(rawAnswers ?? '')) ? Rating.Good : Rating.Again;
    }
    default:
      if (card.options?.[ans - 1] === undefined) invalid('ans is not one of the scale points.');
      return null;
  }
}
