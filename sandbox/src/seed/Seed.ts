import type { FieldType, QuestionType } from '@sreo/contract/wire';

/**
 * Seed content as authored: plain data, turned into the sandbox's decks and cards at start-up.
 * Field types and question types follow the contract's numbering (contract/openapi.yaml).
 */
export interface SeedCard {
  /** Stable key within the deck, e.g. 'capital-france'. */
  readonly key: string;
  readonly questionType: QuestionType;
  readonly front: string;
  readonly fFieldType: FieldType;
  /** The answer shown on the back (for multiple choice: the correct option, exactly as in `options`). */
  readonly back: string;
  /**
   * The answer field's value (`v`) where it is not the back as shown: the correct option of a
   * multiple-choice card whose back explains it, or a typed answer's expected text.
   */
  readonly answer?: string;
  readonly bFieldType: FieldType;
  /** Multiple choice and survey scale: the options, in display order. */
  readonly options?: readonly string[];
  /** Typed answer: other spellings accepted as correct (case and surrounding spaces are ignored anyway). */
  readonly accepted?: readonly string[];
  readonly comment?: string;
  readonly banner?: string;
  readonly label?: string;
}

export interface SeedDeck {
  readonly id: string;
  readonly name: string;
  /** 0 for content decks (the library's deck type filter); survey decks use 1. */
  readonly deckType: number;
  readonly cards: readonly SeedCard[];
}

export interface SeedResource {
  readonly id: string;
  readonly title: string;
  readonly url: string;
}
