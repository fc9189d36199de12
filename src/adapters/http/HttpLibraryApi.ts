import { inject, injectable } from 'inversify';
import type { DeckCardItem, ExtraResource, LibraryDeck, StudyCard } from '../../domain/entities';
import { UNKNOWN_CODE_REPORTS, type LibraryApi, type UnknownCodeReports } from '../../ports';
import { DeckCardItemDto, ExtraResourceDto, LibraryDeckDto, StudyCardDto } from './dto';
import { HttpClient } from './HttpClient';
import { cardWithMediaUnder } from './mediaUnderApi';
import { parseList, parseOne } from './parseResponse';

/** The library deck type filter (docs/product.md section 9). */
const LIBRARY_DECK_TYPE = 0;

@injectable()
export class HttpLibraryApi implements LibraryApi {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(UNKNOWN_CODE_REPORTS) private readonly unknownCodes: UnknownCodeReports,
  ) {}

  decks(): Promise<LibraryDeck[]> {
    return this.http.call(
      { method: 'GET', path: '/app/library/decks', query: { deckType: LIBRARY_DECK_TYPE } },
      ({ data }) => parseList(LibraryDeckDto, data).map((deck) => deck.toDomain()),
    );
  }

  deckCards(deckId: string): Promise<DeckCardItem[]> {
    return this.http.call(
      { method: 'GET', path: `/app/library/decks/${encodeURIComponent(deckId)}` },
      ({ data }) => parseList(DeckCardItemDto, data).map((item) => item.toDomain()),
    );
  }

  card(cardId: string): Promise<StudyCard> {
    return this.http.call({ method: 'GET', path: `/app/library/cards/${encodeURIComponent(cardId)}` }, ({ data }) =>
      cardWithMediaUnder(this.http.baseUrl, parseOne(StudyCardDto, data).toDomain(this.unknownCodes.notice)),
    );
  }

  extraResources(): Promise<ExtraResource[]> {
    return this.http.call({ method: 'GET', path: '/app/library/extra-resources' }, ({ data }) =>
      parseList(ExtraResourceDto, data).map((resource) => resource.toDomain()),
    );
  }
}
