import type { DeckCardItem, ExtraResource, LibraryDeck, StudyCard } from '../domain/entities';

export interface LibraryApi {
  /** GET /app/library/decks?deckType=0. */
  decks(): Promise<LibraryDeck[]>;
  /** GET /app/library/decks/{deckId}. */
  deckCards(deckId: string): Promise<DeckCardItem[]>;
  /** GET /app/library/cards/{cardId}. */
  card(cardId: string): Promise<StudyCard>;
  /** GET /app/library/extra-resources. */
  extraResources(): Promise<ExtraResource[]>;
}

export const LIBRARY_API = Symbol.for('LibraryApi');
