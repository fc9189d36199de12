import { inject, injectable } from 'inversify';
import type { LibraryDeck } from '../../entities';
import { LIBRARY_API, type LibraryApi } from '../../../ports';

/** The deck list screen's decks with the learner's TKL of each (GET /app/library/decks?deckType=0). */
@injectable()
export class LoadDecks {
  constructor(@inject(LIBRARY_API) private readonly library: LibraryApi) {}

  execute(): Promise<LibraryDeck[]> {
    return this.library.decks();
  }
}
