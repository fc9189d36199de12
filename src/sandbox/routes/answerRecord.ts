import { studyCardJson, type CardRecord } from '../content';
import { cardStateKey } from '../model';
import { gradeAnswer, reviewCard } from '../scheduler/fsrsSchedule';
import { invalid, parseInteger } from '../validation';
import type { SignedInContext } from './context';

/** An answer record of PUT /app/study, checked: the same fields whether it comes from the daily queue or the library. */
export interface AnswerRecord {
  readonly id: string;
  readonly card: CardRecord;
  readonly ans: number;
  readonly tta: number;
  /** When it was answered: the client's time, unless missing or in the future. */
  readonly dt: number;
  readonly rawAnswers?: string;
}

/** The answer record in the request's form, or 422 naming the first field that is wrong. */
export function readAnswerRecord(context: SignedInContext): AnswerRecord {
  const { form } = context.request;
  const id = (form.id ?? '').trim();
  if (id === '') invalid('id is required.');
  if (id.length > 100) invalid('id is too long.');
  const cId = parseInteger(form.cId ?? '', 'cId', 1, Number.MAX_SAFE_INTEGER);
  const card = context.content.card(cId);
  if (!card) invalid('cId is not a card.');
  const ans = parseInteger(form.ans ?? '', 'ans', 0, 99);
  const tta = form.tta === undefined || form.tta === '' ? 0 : parseInteger(form.tta, 'tta', 0, 86_400_000);
  const given = Date.parse(form.dt ?? '');
  const dt = Number.isFinite(given) && given <= context.now ? given : context.now;
  return { id, card, ans, tta, dt, ...(form.rawAnswers ? { rawAnswers: form.rawAnswers } : {}) };
}

/**
 * Records an answer once per answer id, in any mode: graded as the study flow grades, given to the FSRS
 * scheduler (which moves the card's due date and sets the memory the TKL is read from), and logged.
 * A survey answer is logged ungraded. Answers false for an id already recorded (a resent answer), which
 * changes nothing.
 */
export function recordAnswer(context: SignedInContext, answer: AnswerRecord, mode: number): boolean {
  const { state, user } = context;
  const { id, card, ans, tta, dt, rawAnswers } = answer;
  if (state.answers[id]) return false;
  const deck = context.content.deckByDid(card.dId);
  if (!deck) invalid('cId is not a card.');
  const rating = gradeAnswer(studyCardJson(card, deck, ''), ans, rawAnswers);
  if (rating !== null) {
    const key = cardStateKey(user.id, card.cId);
    state.cardStates[key] = reviewCard(state.cardStates[key], user.id, card.cId, dt, rating);
  }
  state.answers[id] = {
    id,
    userId: user.id,
    deckId: card.dId,
    cardId: card.cId,
    dt,
    tta,
    ans,
    ...(rawAnswers ? { rawAnswers } : {}),
    mode,
    ...(rating === null ? {} : { rating }),
  };
  return true;
}
