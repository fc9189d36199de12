import { MAX_TIME_TO_ANSWER_MS, MAX_TYPED_ANSWER_LENGTH } from '@sreo/contract';
import { studyCardJson, type CardRecord } from '../content';
import { peerTkl } from '../peerRefresh';
import { peerName } from '../store/SandboxStore';
import { gradeAnswer, reviewCard } from '../scheduler/fsrsSchedule';
import { dayOf } from '../scheduler/streak';
import { checkKey, invalid, parseInteger } from '../validation';
import type { SignedInContext } from './context';

/** An answer record of PUT /app/study, checked: the same fields whether it comes from the daily queue or the library. */
export interface AnswerRecord {
  readonly id: string;
  readonly card: CardRecord;
  readonly ans: number;
  readonly tta: number;
  /** When it counts, by the server's clock (see `answerTime`). */
  readonly dt: number;
  /** The client's `dt` as sent, when the server did not take it. */
  readonly clientDt?: string;
  readonly rawAnswers?: string;
}


/** The answer record in the request's form, or 422 naming the first field that is wrong. */
export function readAnswerRecord(context: SignedInContext): AnswerRecord {
  const { form } = context.request;
  const id = checkKey((form.id ?? '').trim(), 'id');
  if (id === '') invalid('id is required.');
  if (id.length > 100) invalid('id is too long.');
  const cId = parseInteger(form.cId ?? '', 'cId', 1, Number.MAX_SAFE_INTEGER);
  const card = context.content.card(cId);
  if (!card) invalid('cId is not a card.');
  const ans = parseInteger(form.ans ?? '', 'ans', 0, 99);
  const tta = form.tta === undefined || form.tta === '' ? 0 : parseInteger(form.tta, 'tta', 0, MAX_TIME_TO_ANSWER_MS);
  const rawAnswers = form.rawAnswers ?? '';
  if (rawAnswers.length > MAX_TYPED_ANSWER_LENGTH) invalid(`rawAnswers must be at most ${MAX_TYPED_ANSWER_LENGTH} characters long.`);
  const dt = answerTime(form.dt, context.now);
  const clientDt = (form.dt ?? '').slice(0, 40);
  return {
    id,
    card,
    ans,
    tta,
    dt,
    ...(clientDt !== '' && Date.parse(clientDt) !== dt ? { clientDt } : {}),
    ...(rawAnswers ? { rawAnswers } : {}),
  };
}

/**
 * When an answer counts, by the server's clock: the client's `dt` is taken only when it falls on the
 * server's current day and not after its now (an answer given a moment before it arrived); an answer
 * dated on another day (a device whose clock is off, an answer kept offline, a forged date) counts when
 * it arrived. So a learner's days, streak and schedule follow the server's time, never the device's.
 */
function answerTime(clientDt: string | undefined, now: number): number {
  const given = Date.parse(clientDt ?? '');
  return Number.isFinite(given) && given <= now && dayOf(given) === dayOf(now) ? given : now;
}

/**
 * Records an answer once per answer id, in any mode: graded as the study flow grades, given to the FSRS
 * scheduler (which moves the card's due date and sets the memory the TKL is read from), and logged.
 * A survey answer is logged ungraded. An answer for a card the learner already answered today (a second
 * tab grading the same card) is logged without a grade: the card's schedule moves once a day at most.
 * Answers false for an id already recorded (a resent answer), which changes nothing.
 */
export function recordAnswer(context: SignedInContext, answer: AnswerRecord, mode: number): boolean {
  const { store, user } = context;
  const { id, card, ans, tta, dt, clientDt, rawAnswers } = answer;
  if (store.hasAnswer(user.id, id)) return false;
  const deck = context.content.deckByDid(card.dId);
  if (!deck) invalid('cId is not a card.');
  const memory = store.cardMemory(user.id, card.cId);
  const graded = gradeAnswer(studyCardJson(card, deck, ''), ans, rawAnswers);
  const rating = answeredOnDay(memory?.lastReview, dt) ? null : graded;
  if (rating !== null) {
    store.putCardMemory(reviewCard(memory, user.id, card.cId, dt, rating));
    refreshPeer(context);
  }
  store.insertAnswer({
    id,
    userId: user.id,
    deckId: card.dId,
    cardId: card.cId,
    dt,
    ...(clientDt ? { clientDt } : {}),
    tta,
    ans,
    ...(rawAnswers ? { rawAnswers } : {}),
    mode,
    ...(rating === null ? {} : { rating }),
  }, dayOf(dt));
  return true;
}

/** The learner's overall TKL as their peers see it (leaderboard, percentile), as of this answer. */
function refreshPeer(context: SignedInContext): void {
  const { store, user, content, now } = context;
  store.putPeer({ userId: user.id, partnerId: user.partnerId, name: peerName(user), tkl: peerTkl(store, content, user.id, now) }, now);
}

function answeredOnDay(lastReview: number | null | undefined, at: number): boolean {
  return lastReview !== null && lastReview !== undefined && dayOf(lastReview) === dayOf(at);
}
