import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { markAnswer, recordedResponse, type MarkableCard } from '@sreo/contract/markAnswer';
import type { StudyCardJson } from '@sreo/contract/wire';
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
 * The scheduler's grade for an answer record, by the domain's one marking rule (`markAnswer`): a recall
 * card's own grade, right = Good and wrong = Again; a survey answer is not graded (null). A record that
 * does not answer its card is refused (422).
 */
export function gradeAnswer(card: StudyCardJson, ans: number, rawAnswers: string | undefined): Grade | null {
  const asDomain = markable(card);
  const marked = markAnswer(asDomain, recordedResponse(asDomain, ans, rawAnswers));
  if (!marked) invalid(`ans does not answer a card of question type ${card.questionType}.`);
  return marked.grade;
}

/** The card as the contract's marking rule reads it (its names for the wire's). */
function markable(card: StudyCardJson): MarkableCard {
  return {
    back: card.b,
    fields: card.fl.map((field) => ({
      name: field.n,
      ...(field.v === undefined ? {} : { value: field.v }),
      ...(field.el === undefined ? {} : { options: field.el }),
    })),
    questionType: card.questionType,
  };
}
