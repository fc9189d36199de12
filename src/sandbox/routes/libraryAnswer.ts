import { Mode, type NextStep } from '../../domain/entities';
import { cardStateKey } from '../model';
import { gradeAnswer, reviewCard } from '../scheduler/fsrsSchedule';
import { invalid, parseInteger } from '../validation';
import type { SignedInContext } from './context';

/**
 * A library quiz answer (PUT /app/study with mode 3): graded as the study flow grades (a recall card's
 * own grade 1 to 4; a multiple-choice option number from 1 or a typed answer, right = Good, wrong =
 * Again), logged once per answer id, and given to the FSRS scheduler so that it counts for the TKL.
 * Answers the learner's counters unchanged: library mode is outside the daily queue.
 */
export function recordLibraryAnswer(context: SignedInContext): NextStep {
  const { form } = context.request;
  const { state, user, content, now } = context;
  const id = (form.id ?? '').trim();
  if (id === '') invalid('id is required.');
  const cId = parseInteger(form.cId ?? '', 'cId', 1, Number.MAX_SAFE_INTEGER);
  const card = content.card(cId);
  if (!card) invalid('cId is not a card.');
  const ans = parseInteger(form.ans ?? '', 'ans', 0, 99);
  const tta = form.tta === undefined || form.tta === '' ? 0 : parseInteger(form.tta, 'tta', 0, 86_400_000);
  const given = Date.parse(form.dt ?? '');
  const dt = Number.isFinite(given) && given <= now ? given : now;

  if (!state.answers[id]) {
    const rating = gradeAnswer(card, ans, form.rawAnswers);
    if (rating === null) invalid('Survey cards are not part of the library.');
    const key = cardStateKey(user.id, cId);
    state.cardStates[key] = reviewCard(state.cardStates[key], user.id, cId, dt, rating);
    state.answers[id] = {
      id,
      userId: user.id,
      deckId: card.dId,
      cardId: cId,
      dt,
      tta,
      ans,
      ...(form.rawAnswers ? { rawAnswers: form.rawAnswers } : {}),
      mode: Mode.Library,
      rating,
    };
  }
  const zero = { total: 0, done: 0 };
  return {
    s: { n: 0, l: 0, r: 0, done: 0, tomorrow: 0, ignore: 0, hasAssignedCards: true },
    progress: { main: zero, review: zero, survey: zero },
    mode: Mode.Library,
  };
}
