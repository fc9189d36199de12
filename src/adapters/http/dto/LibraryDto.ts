import { IsOptional, IsString } from 'class-validator';
import type { DeckCardItem, ExtraResource, LibraryDeck } from '../../../domain/entities';
import { IsStringOrNumber, tklFromWire } from './rules';

/** A deck entry: tkl a string or a number (docs/product.md section 5) or null; anything but 0 to 1 reads as null. */
export class LibraryDeckDto {
  @IsString() deckId!: string;
  @IsString() deckName!: string;
  @IsOptional() @IsStringOrNumber() tkl?: string | number | null;

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
