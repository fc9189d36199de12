export interface LibraryDeck {
  readonly deckId: string;
  readonly deckName: string;
  /** True Knowledge Level from 0 to 1; null while the learner has answered none of the deck's cards. */
  readonly tkl: number | null;
}

export interface DeckCardItem {
  readonly id: string;
  readonly name: string;
  readonly content: string;
}

export interface ExtraResource {
  readonly id: string;
  readonly title: string;
  readonly url: string;
}

/** TKL as the library shows it: a whole percentage, or 'N/A' when there is none. */
export function formatTkl(tkl: number | null): string {
  return tkl === null ? 'N/A' : `${Math.round(tkl * 100)}%`;
}
