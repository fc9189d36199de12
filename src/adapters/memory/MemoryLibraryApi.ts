import { inject, injectable } from 'inversify';
import type { DeckCardItem, ExtraResource, LibraryDeck, StudyCard } from '../../domain/entities';
import type { LibraryApi } from '../../ports';
import { SandboxClient } from './SandboxClient';

/** The library calls against the sandbox, without HTTP. */
@injectable()
export class MemoryLibraryApi implements LibraryApi {
  constructor(@inject(SandboxClient) private readonly client: SandboxClient) {}

  async decks(): Promise<LibraryDeck[]> {
    return (await this.client.call('GET', '/app/library/decks', { query: { deckType: 0 } })).body as LibraryDeck[];
  }

  async deckCards(deckId: string): Promise<DeckCardItem[]> {
    return (await this.client.call('GET', `/app/library/decks/${encodeURIComponent(deckId)}`)).body as DeckCardItem[];
  }

  async card(cardId: string): Promise<StudyCard> {
    return (await this.client.call('GET', `/app/library/cards/${encodeURIComponent(cardId)}`)).body as StudyCard;
  }

  async extraResources(): Promise<ExtraResource[]> {
    return (await this.client.call('GET', '/app/library/extra-resources')).body as ExtraResource[];
  }
}
