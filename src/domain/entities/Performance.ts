import type { LibraryDeck } from './Library';

export interface TklPoint {
  /** Calendar day, YYYY-MM-DD. */
  readonly date: string;
  readonly tkl: number;
}

export interface StudyDay {
  readonly date: string;
  readonly count: number;
}

export interface LeaderboardEntry {
  readonly name: string;
  readonly tkl: number;
  readonly isMe: boolean;
}

/** GET /app/performance (contract/openapi.yaml). The last three parts come only where the partner's flags allow. */
export interface Performance {
  readonly tkl: number | null;
  readonly tklHistory: readonly TklPoint[];
  readonly decks: readonly LibraryDeck[];
  readonly streak: number;
  readonly cardsStudied: number;
  readonly studyDays: readonly StudyDay[];
  readonly leaderboard?: readonly LeaderboardEntry[];
  readonly percentile?: number;
  readonly users?: readonly LeaderboardEntry[];
}
