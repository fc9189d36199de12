import { contentCardsOf, type SandboxContent } from './content';
import { tklOf } from './recall';
import type { SandboxStore } from './store/SandboxStore';

/**
 * How old a peer's figure on the leaderboard, the percentile and the full knowledge list may be at most
 * (the performance call in contract/openapi.yaml): their TKL decays between answers, so their row is
 * refreshed when they answer and again once it is older than REFRESH_AFTER_MS.
 */
export const PEER_FIGURES_MAX_AGE_MS = 5 * 60_000;
/** A row this old is due: a minute under the promise, the slack of the server's timer. */
const REFRESH_AFTER_MS = PEER_FIGURES_MAX_AGE_MS - 60_000;
/**
 * Rows refreshed in one step: each costs one learner's card memory (an indexed read) and one indexed
 * update, so a step costs what twenty learners' rows cost, whatever the population.
 */
export const PEER_REFRESH_BATCH = 20;

/** A learner's overall TKL as their peers see it (0 before any answer), from their own card memory, now. */
export function peerTkl(store: SandboxStore, content: SandboxContent, userId: number, now: number): number {
  return tklOf(contentCardsOf(content), store.memoryOf(userId), now) ?? 0;
}

/**
 * Refreshes the stalest peers' rows that are due (through `peer_tkl_by_refresh`), at most
 * PEER_REFRESH_BATCH of them; answers how many it refreshed.
 */
export function refreshStalePeers(store: SandboxStore, content: SandboxContent, now: number): number {
  const due = store.stalePeers(now - REFRESH_AFTER_MS, PEER_REFRESH_BATCH);
  for (const userId of due) store.refreshPeer(userId, peerTkl(store, content, userId, now), now);
  return due.length;
}
