import { Mode } from '@sreo/contract/wire';
import { addReviewMore, markDone, nextStepOf, todaysQueue, type QueueContext } from '../scheduler/dailyQueue';
import { DAY_MS, dayOf, milestoneMessage, streakOf } from '../scheduler/streak';
import { fail, json, type SandboxResponse } from '../types';
import { invalid, parseInteger } from '../validation';
import { readAnswerRecord, recordAnswer } from './answerRecord';
import { recordLibraryAnswer } from './libraryAnswer';
import { signedInRoute, type Route, type SignedInContext } from './context';

const STUDY_MODES: readonly number[] = [Mode.Main, Mode.Review, Mode.Survey];

/**
 * PUT /app/study: with an answer record in the body, records it (once per answer id) and answers the next
 * step; with none, answers the current step without recording anything. `?skipSurvey=true` drops today's
 * survey questions; `?reviewMore=true` (a sandbox contract decision) adds "review 10 more" cards.
 * An answer in mode 3 (Library) is a library quiz answer, outside the daily queue.
 */
function study(context: SignedInContext): SandboxResponse {
  const { form, query } = context.request;
  if (form.mode === String(Mode.Library)) {
    if (!context.partner.enableLibrary) fail(403, 'FeatureDisabled', 'The library is not enabled for your organisation.');
    return json(recordLibraryAnswer(context));
  }
  const { store, user } = context;
  const queueContext: QueueContext = {
    content: context.content,
    memory: store.memoryOf(user.id),
    partner: context.partner,
    now: context.now,
    queue: store.studyQueue(user.id),
  };
  const queue = todaysQueue(queueContext);
  const streakBefore = streakOf(studyDaysOf(context), context.now);
  if (query.skipSurvey === 'true') queue.surveySkipped = true;
  if (query.reviewMore === 'true') addReviewMore(queueContext);
  if (Object.keys(form).length > 0 && recordQueueAnswer(context, queue)) queueContext.memory = store.memoryOf(user.id);
  store.putStudyQueue(user.id, queue);
  const days = studyDaysOf(context);
  const streak = streakOf(days, context.now);
  const msg = milestoneMessage(streakBefore, streak);
  // The next answer brings no streak message once today is a study day: the card after it may be said.
  const ahead = days.some(({ dt }) => dayOf(dt) === dayOf(context.now));
  return json(nextStepOf(queueContext, { streak, ahead, ...(msg ? { msg } : {}) }));
}

/** The days the learner answered on, as the streak counts them. */
function studyDaysOf(context: SignedInContext): { dt: number }[] {
  return context.store.studyDays(context.user.id).map(({ day }) => ({ dt: day * DAY_MS }));
}

/** A daily-queue answer (modes 0 to 2): recorded once per answer id, and its card done in today's queue. */
function recordQueueAnswer(context: SignedInContext, queue: ReturnType<typeof todaysQueue>): boolean {
  const answer = readAnswerRecord(context);
  const mode = parseInteger(context.request.form.mode ?? '', 'mode', 0, 99);
  if (!STUDY_MODES.includes(mode)) invalid('mode is not a study mode.');
  if (!recordAnswer(context, answer, mode)) return false;
  markDone(queue, answer.card.cId);
  return true;
}

export const studyRoutes: readonly Route[] = [signedInRoute('PUT', '/app/study', study)];
