import type { CardRecord } from '../content';
import { cardStateKey, type AnswerLogEntry, type CardStateRecord } from '../model';
import { DAY_MS, hourOfDayBefore } from '../scheduler/streak';

/** Other learners of the demo partners, so that the leaderboard and knowledge list have people in them. */
export interface PeerSeed {
  readonly id: number;
  readonly email: string;
  readonly partnerId: number;
  readonly firstName: string;
  readonly lastName: string;
  /** How many cards they have reviewed, and how well they hold (stability in days). */
  readonly cards: number;
  readonly stability: number;
}

/**
 * A learner's reviews of the first `count` cards (spread over the past week), as card states and an
 * answer log, deterministic given `now`.
 */
export function seedReviews(
  cards: readonly CardRecord[],
  userId: number,
  count: number,
  stability: number,
  now: number,
): { cardStates: Record<string, CardStateRecord>; answers: Record<string, AnswerLogEntry> } {
  const cardStates: Record<string, CardStateRecord> = {};
  const answers: Record<string, AnswerLogEntry> = {};
  cards.slice(0, count).forEach((card, n) => {
    const daysAgo = (n % 7) + 1;
    const lastReview = hourOfDayBefore(now, daysAgo, 8 - (n % 5));
    const cardStability = stability * (0.6 + ((n * 37) % 9) / 10);
    cardStates[cardStateKey(userId, card.cId)] = {
      userId,
      cardId: card.cId,
      due: lastReview + Math.max(1, Math.round(cardStability)) * DAY_MS,
      stability: cardStability,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: Math.max(1, Math.round(cardStability)),
      learningSteps: 0,
      reps: 2,
      lapses: 0,
      state: 2,
      lastReview,
    };
    const id = `seed-${userId}-${card.cId}`;
    answers[id] = { id, userId, deckId: card.dId, cardId: card.cId, dt: lastReview, tta: 4000, ans: 3, mode: 0, rating: 3 };
  });
  return { cardStates, answers };
}
