/** What tests build their own sandbox worlds from: the shapes of content, cards and decks of any type, past answers, and a sandbox of a world. */
export type { SeedCard, SeedDeck, SeedResource } from './seed/Seed';
export type { PartnerFlags } from './model';
export type { WorldFlags } from './server/SandboxWorlds';
export { answeredOnPastDays, ASKS_FOR_TERMS, audioCard, deck, imageCard, givePastAnswers, multipleChoice, recall, SIGNS_IN_THROUGH_SSO, surveyScale, testWorldServer, turnableClock, typedAnswer, WORLD_FLAG_KEY, type PastAnswer, type TestWorld } from './testWorld';
