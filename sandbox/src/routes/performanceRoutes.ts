import type { Grade } from 'ts-fsrs';
import type { LeaderboardEntryJson, LibraryDeckJson, PerformanceJson, StudyDayJson, TklPointJson } from '@sreo/contract/wire';
import { CONTENT_DECK_TYPE, contentCardsOf, type CardRecord } from '../content';
import type { CardStateRecord } from '../model';
import { recallProbability, round, tklOf, type CardMemory } from '../recall';
import { peerName, type PeerRow } from '../store/SandboxStore';
import { reviewCard } from '../scheduler/fsrsSchedule';
import { streakOf } from '../scheduler/streak';
import { fail, json, type SandboxResponse } from '../types';
import { signedInRoute, type Route, type SignedInContext } from './context';

const DAY_MS = 86_400_000;

/** A graded answer, as the TKL history replays it. */
interface GradedAnswer {
  readonly cardId: number;
  readonly dt: number;
  readonly rating: number;
}
/** How far back the TKL history and the study days reach. */
const PERFORMANCE_HISTORY_DAYS = 30;
const LEADERBOARD_SIZE = 10;

/**
 * GET /app/performance (contract/openapi.yaml): the learner's overall TKL and its history, TKL per deck, the streak,
 * the cards studied and the days studied, from their own card memory and answers, now. The leaderboard,
 * the percentile and the full knowledge list come only where the partner's flags allow, from the peers'
 * table (each peer's TKL at most five minutes old: peerRefresh.ts; this learner's own as of now). Days are UTC days.
 */
function performance(context: SignedInContext): SandboxResponse {
  const { partner, user, store, content, now } = context;
  if (!partner.enableUserPerformance) fail(403, 'FeatureDisabled', 'Performance is not enabled for your organisation.');
  const decks = content.decks.filter((deck) => deck.deckType === CONTENT_DECK_TYPE);
  const cards = contentCardsOf(content);
  const memory = store.memoryOf(user.id);
  const days = store.studyDays(user.id);
  const tkl = tklOf(cards, memory, now);

  const answer: PerformanceJson = {
    tkl,
    tklHistory: tklHistory(cards, user.id, memory, store.gradedAnswers(user.id), now),
    decks: decks.map((deck): LibraryDeckJson => ({ deckId: deck.deckId, deckName: deck.name, tkl: tklOf(deck.cards, memory, now) })),
    streak: streakOf(days.map(({ day }) => ({ dt: day * DAY_MS })), now),
    cardsStudied: store.cardsStudied(user.id, decks.map((deck) => deck.dId)),
    studyDays: studyDays(days, now),
  };
  if (!partner.showLeaderboard && !partner.showMostKnowledgeableUsersPercentage && !partner.showFullUserKnowledgeList) {
    return json(answer);
  }
  const me: LeaderboardEntryJson = { name: peerName(user), tkl: tkl ?? 0, isMe: true };
  const withMe = (peers: readonly PeerRow[]) =>
    [...peers.filter((peer) => peer.userId !== user.id).map((peer) => ({ name: peer.name, tkl: peer.tkl, isMe: false })), me].sort(
      (a, b) => b.tkl - a.tkl || a.name.localeCompare(b.name),
    );
  const percentile = () => {
    const { others, below } = store.peersBelow(partner.id, me.tkl, user.id);
    return others === 0 ? 0 : Math.round((100 * below) / others);
  };
  return json({
    ...answer,
    ...(partner.showLeaderboard ? { leaderboard: leaderboard(withMe(store.ranking(partner.id, LEADERBOARD_SIZE + 1))) } : {}),
    ...(partner.showMostKnowledgeableUsersPercentage ? { percentile: percentile() } : {}),
    ...(partner.showFullUserKnowledgeList ? { users: withMe(store.ranking(partner.id)) } : {}),
  });
}

/**
 * The overall TKL at the end of each of the last days since the first answer. A card's memory at a past
 * moment is its stored state when that was last reviewed by then, else its answers up to then replayed
 * through the sandbox's own FSRS scheduler (`reviewCard`, the one every answer goes through).
 */
function tklHistory(
  cards: readonly CardRecord[],
  userId: number,
  memory: CardMemory,
  answers: readonly GradedAnswer[],
  now: number,
): TklPointJson[] {
  const graded = answers.filter((a) => a.rating >= 1 && a.rating <= 4);
  const first = graded[0];
  if (!first || cards.length === 0) return [];
  const byCard = new Map<number, GradedAnswer[]>();
  for (const a of graded) byCard.set(a.cardId, [...(byCard.get(a.cardId) ?? []), a]);
  const today = startOfDay(now);
  const firstDay = Math.max(startOfDay(first.dt), today - (PERFORMANCE_HISTORY_DAYS - 1) * DAY_MS);
  const points: TklPointJson[] = [];
  for (let day = firstDay; day <= today; day += DAY_MS) {
    const at = Math.min(now, day + DAY_MS - 1);
    let sum = 0;
    for (const card of cards) {
      const stored = memory.get(card.cId);
      if (stored?.lastReview != null && stored.lastReview <= at) {
        sum += recallProbability(stored, at);
        continue;
      }
      const before = (byCard.get(card.cId) ?? []).filter((a) => a.dt <= at);
      if (before.length === 0) continue;
      let replayed: CardStateRecord | undefined;
      for (const a of before) replayed = reviewCard(replayed, userId, card.cId, a.dt, a.rating as Grade);
      sum += recallProbability(replayed, at);
    }
    points.push({ date: isoDay(day), tkl: round(sum / cards.length) });
  }
  return points;
}

/** Cards answered per day, for the days with any, over the history window. */
function studyDays(days: readonly { day: number; answers: number }[], now: number): StudyDayJson[] {
  const from = startOfDay(now) - (PERFORMANCE_HISTORY_DAYS - 1) * DAY_MS;
  return days.filter(({ day }) => day * DAY_MS >= from && day * DAY_MS <= now).map(({ day, answers }) => ({ date: isoDay(day * DAY_MS), count: answers }));
}

/** The top of the ranking, with the learner added at the end when not among them. */
function leaderboard(ranked: readonly LeaderboardEntryJson[]): LeaderboardEntryJson[] {
  const top = ranked.slice(0, LEADERBOARD_SIZE);
  const me = ranked.find((entry) => entry.isMe);
  return me && !top.includes(me) ? [...top, me] : top;
}

function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export const performanceRoutes: readonly Route[] = [signedInRoute('GET', '/app/performance', performance)];
