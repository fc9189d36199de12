import { Mode, type NextStepJson, type ProgressJson, type StudyCardJson, type StudyStateJson } from '@sreo/contract/wire';
import { CONTENT_DECK_TYPE, studyCardJson, type CardRecord, type SandboxContent } from '../content';
import type { CardStateRecord, PartnerRecord, StudyDayRecord } from '../model';
import { recallProbability, type CardMemory } from '../recall';
import { REVIEW_TARGET } from './fsrsSchedule';
import { DAY_MS, dayOf } from './streak';

/** FSRS states (ts-fsrs): 0 New, 1 Learning, 2 Review, 3 Relearning. */
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/** How many cards "review 10 more" adds. */
const REVIEW_MORE_COUNT = 10;

export interface QueueContext {
  readonly content: SandboxContent;
  /** The learner's card memory, as of now. */
  memory: CardMemory;
  readonly partner: PartnerRecord;
  readonly now: number;
  /** The learner's queue as kept (any day's); today's once `todaysQueue` made it, for the caller to keep. */
  queue: StudyDayRecord | undefined;
}

/**
 * The content cards in the order new cards are met: one from each deck in turn, and within a deck the
 * question types in turn (each deck starting with another type), so that a day mixes decks and types.
 */
function contentCards(content: SandboxContent): readonly CardRecord[] {
  let cards = orderedCards.get(content);
  if (!cards) {
    cards = orderContentCards(content);
    orderedCards.set(content, cards);
  }
  return cards;
}

/** The content never changes while a server runs, so its order is worked out once per content. */
const orderedCards = new WeakMap<SandboxContent, readonly CardRecord[]>();

function orderContentCards(content: SandboxContent): CardRecord[] {
  const decks = content.decks.filter((deck) => deck.deckType === CONTENT_DECK_TYPE).map((deck, index) => mixTypes(deck.cards, index));
  const longest = Math.max(0, ...decks.map((cards) => cards.length));
  const cards: CardRecord[] = [];
  for (let i = 0; i < longest; i += 1) {
    for (const deck of decks) {
      const card = deck[i];
      if (card) cards.push(card);
    }
  }
  return cards;
}

function mixTypes(cards: readonly CardRecord[], start: number): CardRecord[] {
  const groups = [...new Set(cards.map((card) => card.questionType))].sort((a, b) => a - b).map((type) => cards.filter((card) => card.questionType === type));
  const rotated = [...groups.slice(start % Math.max(1, groups.length)), ...groups.slice(0, start % Math.max(1, groups.length))];
  const mixed: CardRecord[] = [];
  for (let i = 0; mixed.length < cards.length; i += 1) {
    for (const group of rotated) {
      const card = group[i];
      if (card) mixed.push(card);
    }
  }
  return mixed;
}

function surveyCards(content: SandboxContent): CardRecord[] {
  return content.decks.filter((deck) => deck.deckType !== CONTENT_DECK_TYPE).flatMap((deck) => deck.cards);
}

function stateOf(context: QueueContext, cardId: number): CardStateRecord | undefined {
  return context.memory.get(cardId);
}

/**
 * Today's queue of a learner, made at the first call of the (UTC) day and kept for the day:
 * Main = learning cards due by the day's end plus up to the partner's N new cards; Review = cards whose
 * recall probability has fallen, or falls by the day's end, below the retention target, least recalled first; Survey = 1 or 2 scale questions, in turn.
 */
export function todaysQueue(context: QueueContext): StudyDayRecord {
  const { now } = context;
  const day = dayOf(now);
  const existing = context.queue;
  if (existing?.day === day) return existing;

  const endOfDay = (day + 1) * DAY_MS;
  const cards = contentCards(context.content);
  const learning: number[] = [];
  const fresh: number[] = [];
  const review: { cId: number; recall: number }[] = [];
  for (const card of cards) {
    const memory = stateOf(context, card.cId);
    if (!memory || memory.lastReview === null) {
      if (fresh.length < context.partner.newCardsPerDay) fresh.push(card.cId);
    } else if ((memory.state === LEARNING || memory.state === RELEARNING) && (memory.due ?? 0) < endOfDay) {
      learning.push(card.cId);
    } else if (memory.state === REVIEW && ((memory.due ?? 0) < endOfDay || recallProbability(memory, endOfDay) < REVIEW_TARGET)) {
      review.push({ cId: card.cId, recall: recallProbability(memory, now) });
    }
  }
  review.sort((a, b) => a.recall - b.recall || a.cId - b.cId);
  const surveys = surveyCards(context.content);
  const surveyCount = surveys.length === 0 ? 0 : Math.min(surveys.length, 1 + (day % 2));
  const survey = Array.from({ length: surveyCount }, (_, i) => surveys[(day * 2 + i) % surveys.length]?.cId ?? 0).filter((cId) => cId > 0);

  const record: StudyDayRecord = {
    day,
    main: [...learning, ...fresh],
    newCards: fresh,
    review: review.map((entry) => entry.cId),
    survey,
    done: [],
    surveySkipped: false,
    extra: [],
    extraDone: 0,
  };
  context.queue = record;
  return record;
}

/**
 * "Review 10 more": adds the cards with the lowest recall probability now (none still waiting in today's
 * groups) to today's Review group, after what it holds. Answers how many were added.
 */
export function addReviewMore(context: QueueContext): number {
  const queue = todaysQueue(context);
  const waiting = new Set([...pending(queue.main, queue), ...pending(queue.review, queue), ...queue.extra.slice(queue.extraDone)]);
  const candidates = contentCards(context.content)
    .map((card) => ({ cId: card.cId, memory: stateOf(context, card.cId) }))
    .filter(({ cId, memory }) => memory?.lastReview != null && !waiting.has(cId))
    .map(({ cId, memory }) => ({ cId, recall: recallProbability(memory, context.now) }))
    .sort((a, b) => a.recall - b.recall || a.cId - b.cId)
    .slice(0, REVIEW_MORE_COUNT);
  queue.extra.push(...candidates.map((c) => c.cId));
  return candidates.length;
}

/** Records that the learner answered a card of today's queue (the current one, else wherever it waits). */
export function markDone(queue: StudyDayRecord, cId: number): void {
  const current = currentCard(queue);
  if (current?.cId === cId && current.extra) {
    queue.extraDone += 1;
    return;
  }
  const inQueue = queue.main.includes(cId) || queue.review.includes(cId) || queue.survey.includes(cId);
  if (inQueue && !queue.done.includes(cId)) queue.done.push(cId);
}

function pending(list: readonly number[], queue: StudyDayRecord): number[] {
  const done = new Set(queue.done);
  return list.filter((cId) => !done.has(cId));
}

/** The card to show now and its group's mode: Main first, then Review, then Survey. */
function currentCard(queue: StudyDayRecord): { cId: number; mode: Mode; extra: boolean } | null {
  const main = pending(queue.main, queue)[0];
  if (main !== undefined) return { cId: main, mode: Mode.Main, extra: false };
  const review = pending(queue.review, queue)[0];
  if (review !== undefined) return { cId: review, mode: Mode.Review, extra: false };
  const survey = queue.surveySkipped ? undefined : pending(queue.survey, queue)[0];
  if (survey !== undefined) return { cId: survey, mode: Mode.Survey, extra: false };
  const extra = queue.extra[queue.extraDone];
  if (extra !== undefined) return { cId: extra, mode: Mode.Review, extra: true };
  return null;
}

function group(list: readonly number[], queue: StudyDayRecord) {
  const done = new Set(queue.done);
  return { total: list.length, done: list.filter((cId) => done.has(cId)).length };
}

/** The card shown once `current` is answered, if it is another in the same mode (a Review more round's next one included). */
function cardAfter(queue: StudyDayRecord, current: { cId: number; mode: Mode; extra: boolean }): number | undefined {
  const answered = current.extra ? { ...queue, extraDone: queue.extraDone + 1 } : { ...queue, done: [...queue.done, current.cId] };
  const next = currentCard(answered);
  return next && next.mode === current.mode && next.cId !== current.cId ? next.cId : undefined;
}

/**
 * The study step answer: the current card, the counters and the progress per group; with `ahead` (no
 * message can come of the next answer), the card after the current one (`after`) when there is one.
 */
export function nextStepOf(context: QueueContext, extra: { msg?: string; streak: number; ahead: boolean }): NextStepJson {
  const queue = todaysQueue(context);
  const current = currentCard(queue);
  const survey = queue.surveySkipped ? [] : queue.survey;
  const review = group(queue.review, queue);
  const progress: ProgressJson = {
    main: group(queue.main, queue),
    review: { total: review.total + queue.extra.length, done: review.done + queue.extraDone },
    survey: group(survey, queue),
  };
  const pendingMain = pending(queue.main, queue);
  const tomorrowStart = (queue.day + 1) * DAY_MS;
  const tomorrow = contentCards(context.content).filter((card) => {
    const memory = stateOf(context, card.cId);
    return memory?.due != null && memory.lastReview !== null && memory.due >= tomorrowStart && memory.due < tomorrowStart + DAY_MS;
  }).length;
  const newCards = new Set(queue.newCards);
  const s: StudyStateJson = {
    n: pendingMain.filter((cId) => newCards.has(cId)).length,
    l: pendingMain.filter((cId) => !newCards.has(cId)).length,
    r: pending(queue.review, queue).length + queue.extra.length - queue.extraDone,
    done: queue.done.length,
    tomorrow,
    ignore: 0,
    hasAssignedCards: contentCards(context.content).length > 0,
  };
  const c = current ? cardJson(context, current.cId) : undefined;
  const afterId = current && extra.ahead ? cardAfter(queue, current) : undefined;
  const after = afterId === undefined ? undefined : cardJson(context, afterId);
  return {
    ...(c ? { c } : {}),
    ...(c && after ? { after } : {}),
    s,
    progress,
    ...(extra.msg ? { msg: extra.msg } : {}),
    streak: extra.streak,
    mode: current?.mode ?? (queue.extra.length > 0 ? Mode.Review : Mode.Main),
  };
}

function cardJson(context: QueueContext, cId: number): StudyCardJson | undefined {
  const card = context.content.card(cId);
  const deck = card ? context.content.deckByDid(card.dId) : undefined;
  if (!card || !deck) return undefined;
  return studyCardJson(card, deck, new Date(stateOf(context, cId)?.due ?? context.now).toISOString());
}
