import { default_w, forgetting_curve } from 'ts-fsrs';
import type { CardRecord } from './content';
import type { CardStateRecord } from './model';

const DAY_MS = 86_400_000;

/**
 * The probability that the learner recalls a card now, by the FSRS forgetting curve over the stored
 * stability; 0 for a card never reviewed.
 */
export function recallProbability(state: CardStateRecord | undefined, now: number): number {
  if (!state || state.lastReview === null || state.stability === null || state.stability <= 0) return 0;
  const elapsedDays = Math.max(0, now - state.lastReview) / DAY_MS;
  const recall = forgetting_curve(default_w, elapsedDays, state.stability);
  return Number.isFinite(recall) ? Math.min(1, Math.max(0, recall)) : 0;
}

/** A learner's memory of each card they met, by card id. */
export type CardMemory = ReadonlyMap<number, CardStateRecord>;

/**
 * TKL over some cards (a deck's, or every content card for the overall TKL; docs/product.md): the mean recall
 * probability now over all of them, a never-seen card counting 0; null while the learner has answered
 * none of them.
 */
export function tklOf(cards: readonly CardRecord[], memory: CardMemory, now: number): number | null {
  if (cards.length === 0) return null;
  let answered = 0;
  let sum = 0;
  for (const card of cards) {
    const state = memory.get(card.cId);
    if (state?.lastReview != null) answered += 1;
    sum += recallProbability(state, now);
  }
  return answered === 0 ? null : round(sum / cards.length);
}

export function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
