import { Mode } from '../../domain/entities';
import { cardStateKey } from '../model';
import { gradeAnswer, reviewCard } from '../scheduler/fsrsSchedule';
import { addReviewMore, markDone, nextStepOf, todaysQueue, type QueueContext } from '../scheduler/dailyQueue';
import { milestoneMessage, streakOf } from '../scheduler/streak';
import { fail, json, type SandboxResponse } from '../types';
import { invalid, parseInteger } from '../validation';
import { recordLibraryAnswer } from './libraryAnswer';
import { signedInRoute, type Route, type SignedInContext } from './context';

const STUDY_MODES = [Mode.Main, Mode.Review, Mode.Survey];

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
  const queueContext: QueueContext = {
    state: context.state,
    content: context.content,
    userId: context.user.id,
    partner: context.partner,
    now: context.now,
  };
  const queue = todaysQueue(queueContext);
  const streakBefore = streakOf(answersOf(context), context.now);
  if (query.skipSurvey === 'true') queue.surveySkipped = true;
  if (query.reviewMore === 'true') addReviewMore(queueContext);
  if (Object.keys(form).length > 0) recordAnswer(context, queue);
  const streak = streakOf(answersOf(context), context.now);
  const msg = milestoneMessage(streakBefore, streak);
  return json(nextStepOf(queueContext, { streak, ...(msg ? { msg } : {}) }));
}

function answersOf(context: SignedInContext) {
  return Object.values(context.state.answers).filter((answer) => answer.userId === context.user.id);
}

function recordAnswer(context: SignedInContext, queue: ReturnType<typeof todaysQueue>): void {
  const { form } = context.request;
  const { state, user, content, now } = context;
  const id = (form.id ?? '').trim();
  if (id === '') invalid('id is required.');
  if (id.length > 100) invalid('id is too long.');
  const cId = parseInteger(form.cId ?? '', 'cId', 1, Number.MAX_SAFE_INTEGER);
  const card = content.card(cId);
  if (!card) invalid('cId is not a card.');
  const ans = parseInteger(form.ans ?? '', 'ans', 0, 99);
  const mode = parseInteger(form.mode ?? '', 'mode', 0, 99);
  if (!STUDY_MODES.includes(mode)) invalid('mode is not a study mode.');
  const tta = form.tta === undefined || form.tta === '' ? 0 : parseInteger(form.tta, 'tta', 0, 86_400_000);
  const given = Date.parse(form.dt ?? '');
  const dt = Number.isFinite(given) && given <= now ? given : now;
  // A resent answer (same id) counts once.
  if (state.answers[id]) return;

  const rating = gradeAnswer(card, ans, form.rawAnswers);
  if (rating !== null) {
    const key = cardStateKey(user.id, cId);
    state.cardStates[key] = reviewCard(state.cardStates[key], user.id, cId, dt, rating);
  }
  state.answers[id] = {
    id,
    userId: user.id,
    deckId: card.dId,
    cardId: cId,
    dt,
    tta,
    ans,
    ...(form.rawAnswers ? { rawAnswers: form.rawAnswers } : {}),
    mode,
    ...(rating === null ? {} : { rating }),
  };
  markDone(queue, cId);
}

export const studyRoutes: readonly Route[] = [signedInRoute('PUT', /^\/app\/study$/, study)];
