import type { LibraryDeckJson } from '@sreo/contract/wire';
import { CONTENT_DECK_TYPE, deckCardItemJson, studyCardJson } from '../content';
import { tklOf } from '../recall';
import { fail, json, type SandboxResponse } from '../types';
import { parseInteger } from '../validation';
import { signedInRoute, type Route, type SignedInContext } from './context';

/** The library is the partner's choice (enableLibrary): without it, its calls answer 403. */
function library(handle: (context: SignedInContext) => SandboxResponse): (context: SignedInContext) => SandboxResponse {
  return (context) => {
    if (!context.partner.enableLibrary) fail(403, 'FeatureDisabled', 'The library is not enabled for your organisation.');
    return handle(context);
  };
}

/** GET /app/library/decks?deckType=0: the decks of the type with the learner's TKL of each. */
function decks(context: SignedInContext): SandboxResponse {
  const { deckType: requested } = context.request.query;
  const deckType = requested === undefined || requested === '' ? CONTENT_DECK_TYPE : parseInteger(requested, 'deckType', 0, 99);
  const memory = context.store.memoryOf(context.user.id);
  const answer: LibraryDeckJson[] = context.content.decks
    .filter((deck) => deck.deckType === deckType)
    .map((deck) => ({
      deckId: deck.deckId,
      deckName: deck.name,
      tkl: tklOf(deck.cards, memory, context.now),
    }));
  return json(answer);
}

/** GET /app/library/decks/{deckId}: the deck's cards as named content items. */
function deckCards(context: SignedInContext): SandboxResponse {
  const deck = context.content.deckById(context.params[0] ?? '');
  if (!deck) fail(404, 'NotFound', 'Deck not found.');
  return json(deck.cards.map(deckCardItemJson));
}

/** GET /app/library/cards/{cardId}: one card in the study card shape, due when the learner's record says. */
function card(context: SignedInContext): SandboxResponse {
  const raw = context.params[0] ?? '';
  const cId = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const found = Number.isSafeInteger(cId) ? context.content.card(cId) : undefined;
  const deck = found ? context.content.deckByDid(found.dId) : undefined;
  if (!found || !deck) fail(404, 'NotFound', 'Card not found.');
  const due = context.store.cardMemory(context.user.id, found.cId)?.due ?? context.now;
  return json(studyCardJson(found, deck, new Date(due).toISOString()));
}

export const libraryRoutes: readonly Route[] = [
  signedInRoute('GET', '/app/library/decks', library(decks)),
  signedInRoute('GET', '/app/library/decks/:deckId', library(deckCards)),
  signedInRoute('GET', '/app/library/cards/:cardId', library(card)),
  signedInRoute('GET', '/app/library/extra-resources', library((context) => json(context.content.resources))),
];
