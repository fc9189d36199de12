/** What tests build their own sandbox worlds from: the seed's shapes and decks. */
export type { SeedCard, SeedDeck, SeedResource } from './seed/Seed';
export type { PartnerFlags } from './model';
export { answeredOnPastDays, deck, givePastAnswers, multipleChoice, recall, surveyScale, testWorldServer, turnableClock, typedAnswer, type PastAnswer, type TestWorld } from './testWorld';
