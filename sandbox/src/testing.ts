/** What tests build their own sandbox worlds from: the seed's shapes and decks. */
export type { SeedCard, SeedDeck, SeedResource } from './seed/Seed';
export { surveyDeck } from './seed/decks/survey';
export type { PartnerFlags } from './model';
export type { WorldFlags } from './server/SandboxWorlds';
export { answeredOnPastDays, deck, givePastAnswers, multipleChoice, recall, surveyScale, typedAnswer, type PastAnswer, type TestWorld } from './testWorld';
