import { FieldType, QuestionType, type DeckCardItemJson, type ExtraResourceJson, type StudyCardJson, type TemplateFieldJson } from '@sreo/contract/wire';
import type { SeedCard, SeedDeck, SeedResource } from './seed/Seed';
import { resolveMedia, sameOriginSites, type SandboxSites } from './sites';

/** A deck as the sandbox serves it: the seed deck plus the numeric id the study card shape needs. */
export interface DeckRecord {
  /** Numeric id (StudyCard.dId). */
  readonly dId: number;
  /** String id (the library's deckId), the seed deck's id. */
  readonly deckId: string;
  readonly name: string;
  readonly deckType: number;
  readonly cards: readonly CardRecord[];
}

export interface CardRecord extends SeedCard {
  /** Numeric id (StudyCard.cId): the deck's dId times CARD_ID_FACTOR plus the card's position from 1. */
  readonly cId: number;
  readonly dId: number;
  readonly deckId: string;
}

/** The study content, read-only, indexed the ways the routes look it up. */
export interface SandboxContent {
  readonly decks: readonly DeckRecord[];
  readonly resources: readonly ExtraResourceJson[];
  deckById(deckId: string): DeckRecord | undefined;
  deckByDid(dId: number): DeckRecord | undefined;
  card(cId: number): CardRecord | undefined;
  /** Changes whenever a deck or card is added, removed or moved, so stored card ids can be trusted. */
  readonly key: string;
}

const CARD_ID_FACTOR = 10_000;

/** Content deck type: the library's filter (docs/product.md section 9). */
export const CONTENT_DECK_TYPE = 0;

/** The content as served: seed cards numbered, and their sandbox media named by address on `sites`. */
export function buildContent(
  seedDecks: readonly SeedDeck[],
  seedResources: readonly SeedResource[],
  sites: SandboxSites = sameOriginSites(),
): SandboxContent {
  const decks = seedDecks.map((deck, deckIndex): DeckRecord => {
    const dId = deckIndex + 1;
    if (deck.cards.length >= CARD_ID_FACTOR) throw new Error(`Seed deck ${deck.id} has too many cards`);
    return {
      dId,
      deckId: deck.id,
      name: deck.name,
      deckType: deck.deckType,
      cards: deck.cards.map((card, cardIndex) => ({
        ...card,
        front: resolveMedia(card.front, sites),
        back: resolveMedia(card.back, sites),
        cId: dId * CARD_ID_FACTOR + cardIndex + 1,
        dId,
        deckId: deck.id,
      })),
    };
  });
  const byDeckId = new Map(decks.map((deck) => [deck.deckId, deck]));
  const byDid = new Map(decks.map((deck) => [deck.dId, deck]));
  const byCid = new Map(decks.flatMap((deck) => deck.cards.map((card) => [card.cId, card] as const)));
  const key = fingerprint(decks.map((deck) => `${deck.deckId}:${deck.cards.map((card) => card.key).join(',')}`).join('|'));
  return {
    decks,
    resources: seedResources.map(({ id, title, url }) => ({ id, title, url })),
    deckById: (deckId) => byDeckId.get(deckId),
    deckByDid: (dId) => byDid.get(dId),
    card: (cId) => byCid.get(cId),
    key,
  };
}

/** The cards of the content decks (not the survey's), deck by deck: the overall TKL's. */
export function contentCardsOf(content: SandboxContent): readonly CardRecord[] {
  let cards = contentCards.get(content);
  if (!cards) {
    cards = content.decks.filter((deck) => deck.deckType === CONTENT_DECK_TYPE).flatMap((deck) => deck.cards);
    contentCards.set(content, cards);
  }
  return cards;
}

const contentCards = new WeakMap<SandboxContent, readonly CardRecord[]>();

/** What each card id means in `content`: the deck's id and the card's stable key, by card id. */
export function cardKeysOf(content: SandboxContent): Record<string, string> {
  return Object.fromEntries(content.decks.flatMap((deck) => deck.cards.map((card) => [String(card.cId), `${deck.deckId}/${card.key}`])));
}

/** A short, stable hash (FNV-1a) of a string. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/**
 * The card in the study card shape (docs/product.md section 3): the question field carries the options of a
 * multiple-choice or survey card in `el`; the answer field carries the correct value in `v` (and a typed
 * answer's other accepted spellings in `el`).
 */
export function studyCardJson(card: CardRecord, deck: DeckRecord, dueDt: string): StudyCardJson {
  const question: TemplateFieldJson = {
    n: 'question',
    typ: card.fFieldType,
    v: card.front,
    ...(card.options ? { el: [...card.options] } : {}),
  };
  const answer: TemplateFieldJson = {
    n: 'answer',
    typ: card.bFieldType,
    v: card.answer ?? card.back,
    ...(card.questionType === QuestionType.TypedAnswer && card.accepted ? { el: [...card.accepted] } : {}),
    ...(card.comment ? { comment: card.comment } : {}),
  };
  return {
    cId: card.cId,
    dId: card.dId,
    f: card.front,
    b: card.back,
    fl: [question, answer],
    dueDt,
    fFieldType: card.fFieldType,
    bFieldType: card.bFieldType,
    deckTyp: deck.deckType,
    questionType: card.questionType,
    deck: deck.name,
    ...(card.comment ? { bComment: card.comment } : {}),
    ...(card.banner ? { questionBanner: card.banner } : {}),
    ...(card.label ? { questionLabel: card.label } : {}),
  };
}

/** A deck's card as the library's deck view lists it: a plain-text name and the answer as content. */
export function deckCardItemJson(card: CardRecord): DeckCardItemJson {
  return { id: String(card.cId), name: cardName(card), content: card.back };
}

function cardName(card: CardRecord): string {
  switch (card.fFieldType) {
    case FieldType.Html:
      return plainText(card.front);
    case FieldType.Image:
      return card.label ?? card.banner ?? 'Picture question';
    case FieldType.Audio:
      return card.label ?? card.banner ?? 'Audio question';
    default:
      return card.front;
  }
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
