import { IsOptional, IsString } from 'class-validator';
import type { DeckCardItem, ExtraResource, LibraryDeck } from '../../../domain/entities';
import { IsNumberOrDecimalString, tklFromWire } from './rules';

/** A deck entry: tkl a number, a decimal string (parsed here) or null; left out reads as null. */
export class LibraryDeckDto {
  @IsString() deckId!: string;
  @IsString() deckName!: string;
  @IsOptional() @IsNumberOrDecimalString() tkl?: string | number | null;

  toDomain(): LibraryDeck {
    return { deckId: this.deckId, deckName: this.deckName, tkl: tklFromWire(this.tkl) };
  }
}

/** A named content item of a deck (GET /app/library/decks/{deckId}). */
export class DeckCardItemDto {
  @IsString() id!: string;
  @IsString() name!: string;
  @IsString() content!: string;

  toDomain(): DeckCardItem {
    return { id: this.id, name: this.name, content: this.content };
  }
}

/** A link item (GET /app/library/extra-resources). */
export class ExtraResourceDto {
  @IsString() id!: string;
  @IsString() title!: string;
  @IsString() url!: string;

  toDomain(): ExtraResource {
    return { id: this.id, title: this.title, url: this.url };
  }
}
