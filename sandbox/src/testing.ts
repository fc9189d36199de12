/** What tests build their own sandbox worlds from: the seed's shapes and decks. */
export type { SeedCard, SeedDeck } from './seed/Seed';
export { surveyDeck } from './seed/decks/survey';
