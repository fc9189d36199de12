import type { Grade } from 'ts-fsrs';
import type { LeaderboardEntryJson, LibraryDeckJson, PerformanceJson, StudyDayJson, TklPointJson } from '@sreo/contract/wire';
import { CONTENT_DECK_TYPE, type CardRecord } from '../content';
import { UserStatus, cardStateKey, type AnswerLogEntry, type CardStateRecord, type UserRecord } from '../model';
import { deckTkl, recallProbability } from '../recall';
import { reviewCard } from '../scheduler/fsrsSchedule';
import { streakOf } from '../scheduler/streak';
import { fail, json, type SandboxResponse } from '../types';
import { signedInRoute, type Route, type SignedInContext } from './context';

const DAY_MS = 86_400_000;
/** How far back the TKL history and the study days reach. */
const PERFORMANCE_HISTORY_DAYS = 30;
const LEADERBOARD_SIZE = 10;

/**
 * GET /app/performance (DESIGN.md): the learner's overall TKL and its history, TKL per deck, the streak,
 * the cards studied and the days studied, from the sandbox's real card states and answer log. The
 * leaderboard, the percentile and the full knowledge list come only where the partner's flags allow.
 * Days are UTC calendar days.
 */
function performance(context: SignedInContext): SandboxResponse {
  const { partner, user, state, content, now } = context;
  if (!partner.enableUserPerformance) fail(403, 'FeatureDisabled', 'Performance is not enabled for your organisation.');
  const decks = content.decks.filter((deck) => deck.deckType === CONTENT_DECK_TYPE);
  const cards = decks.flatMap((deck) => deck.cards);
  const contentIds = new Set(cards.map((card) => card.cId));
  const myAnswers = Object.values(state.answers).filter((answer) => answer.userId === user.id);

  const answer: PerformanceJson = {
    tkl: overallTkl(cards, user.id, state.cardStates, now),
    tklHistory: tklHistory(cards, user.id, state.cardStates, myAnswers, now),
    decks: decks.map((deck): LibraryDeckJson => ({ deckId: deck.deckId, deckName: deck.name, tkl: deckTkl(deck, user.id, state.cardStates, now) })),
    streak: streakOf(myAnswers, now),
    cardsStudied: new Set(myAnswers.filter((a) => contentIds.has(a.cardId)).map((a) => a.cardId)).size,
    studyDays: studyDays(myAnswers, now),
  };
  if (!partner.showLeaderboard && !partner.showMostKnowledgeableUsersPercentage && !partner.showFullUserKnowledgeList) {
    return json(answer);
  }
  const peers = state.users
    .filter((peer) => peer.partnerId === partner.id && peer.status === UserStatus.Active)
    .map((peer) => ({ id: peer.id, entry: entryOf(peer, user.id, overallTkl(cards, peer.id, state.cardStates, now) ?? 0) }))
    .sort((a, b) => b.entry.tkl - a.entry.tkl || a.entry.name.localeCompare(b.entry.name));
  const ranked = peers.map((peer) => peer.entry);
  const me = ranked.find((entry) => entry.isMe);
  const others = ranked.filter((entry) => !entry.isMe);
  return json({
    ...answer,
    ...(partner.showLeaderboard ? { leaderboard: leaderboard(ranked) } : {}),
    ...(partner.showMostKnowledgeableUsersPercentage
      ? { percentile: others.length === 0 || !me ? 0 : Math.round((100 * others.filter((o) => o.tkl < me.tkl).length) / others.length) }
      : {}),
    ...(partner.showFullUserKnowledgeList ? { users: ranked } : {}),
  });
}

/** The same mean as a deck's TKL, over every content card: null until the learner answered one. */
function overallTkl(cards: readonly CardRecord[], userId: number, states: Readonly<Record<string, CardStateRecord>>, now: number): number | null {
  if (cards.length === 0) return null;
  let answered = 0;
  let sum = 0;
  for (const card of cards) {
    const cardState = states[cardStateKey(userId, card.cId)];
    if (cardState?.lastReview != null) answered += 1;
    sum += recallProbability(cardState, now);
  }
  return answered === 0 ? null : round(sum / cards.length);
}

/**
 * The overall TKL at the end of each of the last days since the first answer. A card's memory at a past
 * moment is its stored state when that was last reviewed by then, else its answers up to then replayed
 * through the sandbox's own FSRS scheduler (`reviewCard`, the one every answer goes through).
 */
function tklHistory(
  cards: readonly CardRecord[],
  userId: number,
  states: Readonly<Record<string, CardStateRecord>>,
  answers: readonly AnswerLogEntry[],
  now: number,
): TklPointJson[] {
  const graded = answers.filter((a) => a.rating !== undefined && a.rating >= 1 && a.rating <= 4).sort((a, b) => a.dt - b.dt);
  const first = graded[0];
  if (!first || cards.length === 0) return [];
  const byCard = new Map<number, AnswerLogEntry[]>();
  for (const a of graded) byCard.set(a.cardId, [...(byCard.get(a.cardId) ?? []), a]);
  const today = startOfDay(now);
  const firstDay = Math.max(startOfDay(first.dt), today - (PERFORMANCE_HISTORY_DAYS - 1) * DAY_MS);
  const points: TklPointJson[] = [];
  for (let day = firstDay; day <= today; day += DAY_MS) {
    const at = Math.min(now, day + DAY_MS - 1);
    let sum = 0;
    for (const card of cards) {
      const stored = states[cardStateKey(userId, card.cId)];
      if (stored?.lastReview != null && stored.lastReview <= at) {
        sum += recallProbability(stored, at);
        continue;
      }
      const before = (byCard.get(card.cId) ?? []).filter((a) => a.dt <= at);
      if (before.length === 0) continue;
      let memory: CardStateRecord | undefined;
      for (const a of before) memory = reviewCard(memory, userId, card.cId, a.dt, a.rating as Grade);
      sum += recallProbability(memory, at);
    }
    points.push({ date: isoDay(day), tkl: round(sum / cards.length) });
  }
  return points;
}

/** Cards answered per day, for the days with any, over the history window. */
function studyDays(answers: readonly AnswerLogEntry[], now: number): StudyDayJson[] {
  const from = startOfDay(now) - (PERFORMANCE_HISTORY_DAYS - 1) * DAY_MS;
  const counts = new Map<string, number>();
  for (const a of answers) if (a.dt >= from && a.dt <= now) counts.set(isoDay(a.dt), (counts.get(isoDay(a.dt)) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, count]) => ({ date, count }));
}

/** The top of the ranking, with the learner added at the end when not among them. */
function leaderboard(ranked: readonly LeaderboardEntryJson[]): LeaderboardEntryJson[] {
  const top = ranked.slice(0, LEADERBOARD_SIZE);
  const me = ranked.find((entry) => entry.isMe);
  return me && !top.includes(me) ? [...top, me] : top;
}

/** How other learners see a learner: first name and last initial, else the username. */
function entryOf(user: UserRecord, myId: number, tkl: number): LeaderboardEntryJson {
  const name = user.firstName
    ? `${user.firstName}${user.lastName ? ` ${user.lastName.charAt(0)}.` : ''}`
    : (user.username ?? `Learner ${user.id}`);
  return { name, tkl, isMe: user.id === myId };
}

function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export const performanceRoutes: readonly Route[] = [signedInRoute('GET', /^\/app\/performance$/, performance)];
