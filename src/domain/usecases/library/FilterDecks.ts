import { injectable } from 'inversify';
import type { LibraryDeck } from '../../entities';

export interface FilterDecksInput {
  readonly decks: readonly LibraryDeck[];
  readonly search: string;
}

/**
 * The deck search (docs/product.md section 5): a case-insensitive substring of the deckId or the deckName. An
 * empty search (or one of spaces only) keeps every deck.
 */
@injectable()
export class FilterDecks {
  execute({ decks, search }: FilterDecksInput): LibraryDeck[] {
    const needle = search.trim().toLowerCase();
    if (needle === '') return [...decks];
    return decks.filter((deck) => deck.deckId.toLowerCase().includes(needle) || deck.deckName.toLowerCase().includes(needle));
  }
}
