import { Mode, QuestionType, type NextStepJson } from '@sreo/contract/wire';
import { invalid } from '../validation';
import { readAnswerRecord, recordAnswer } from './answerRecord';
import type { SignedInContext } from './context';

/**
 * A library quiz answer (PUT /app/study with mode 3): recorded exactly as a daily-queue answer of the same
 * grade (`recordAnswer`: once per answer id, through the same FSRS scheduler, so it moves the card's due
 * date and counts for the TKL), only logged in mode 3. Survey cards are not quizzed. Answers the learner's
 * counters unchanged: library mode is outside the daily queue.
 */
export function recordLibraryAnswer(context: SignedInContext): NextStepJson {
  const answer = readAnswerRecord(context);
  if (answer.card.questionType === QuestionType.SurveyScale) invalid('Survey cards are not part of the library.');
  recordAnswer(context, answer, Mode.Library);
  const zero = { total: 0, done: 0 };
  return {
    s: { n: 0, l: 0, r: 0, done: 0, tomorrow: 0, ignore: 0, hasAssignedCards: true },
    progress: { main: zero, review: zero, survey: zero },
    mode: Mode.Library,
  };
}
