import { inject, injectable } from 'inversify';
import type { DeckCardItem, LibraryDeck } from '../../entities';
import { LIBRARY_API, type LibraryApi } from '../../../ports';

export interface DeckContents {
  /** The deck as the deck list names it; null when the list does not hold it (a deck of another type). */
  readonly deck: LibraryDeck | null;
  readonly cards: DeckCardItem[];
}

/**
 * One deck's cards (GET /app/library/decks/{deckId}). The cards call does not name the deck, so the deck
 * list is asked at the same time for its name and TKL; either call failing fails the whole.
 */
@injectable()
export class LoadDeckCards {
  constructor(@inject(LIBRARY_API) private readonly library: LibraryApi) {}

  async execute({ deckId }: { readonly deckId: string }): Promise<DeckContents> {
    const [deck, cards] = await Promise.all([this.deck({ deckId }), this.library.deckCards(deckId)]);
    return { deck, cards };
  }

  /** The deck alone, as the deck list holds it now (its TKL after a quiz); null when the list does not hold it. */
  async deck({ deckId }: { readonly deckId: string }): Promise<LibraryDeck | null> {
    const decks = await this.library.decks();
    return decks.find((deck) => deck.deckId === deckId) ?? null;
  }
}
