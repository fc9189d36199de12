import type { User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContainerOptions, type TestContext } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { deck, givePastAnswers, multipleChoice, recall, typedAnswer, type PartnerFlags, type PastAnswer, type SeedCard, type SeedDeck, type SeedResource, type TestWorld } from '@sreo/sandbox/testing';

/*
 * A test's own world in the sandbox: the learner, decks and cards it needs, of any question type, in the
 * order it says, due today or not; so a test states what it studies instead of depending on the demo
 * seed's order or on the scheduler. Cards are plain text; the answer of each is its back. The learner's
 * partner has the flags the test gives (every feature on otherwise), and the answers the test says the
 * learner gave on past days are given through the sandbox's own calls, on those days of its clock.
 */

export { answeredOnPastDays, deck, multipleChoice, recall, surveyScale, typedAnswer } from '@sreo/sandbox/testing';

export interface WorldSpec {
  /** Today's new cards, in the order the learner meets them in Main. */
  readonly today?: readonly SeedCard[];
  /** Cards the learner has not met that are not due today (past the day's new cards). */
  readonly notDue?: readonly SeedCard[];
  /** The survey questions (Survey mode follows Main and Review when there is one). */
  readonly survey?: readonly SeedCard[];
  /** Decks for the library (not in today's queue unless `today` names their cards too). */
  readonly decks?: readonly SeedDeck[];
  /** The library's extra resources. */
  readonly resources?: readonly SeedResource[];
  /** The partner's flags (the contract's Partner booleans); those not given are on, as at the demo partner. */
  readonly partner?: PartnerFlags;
  /** Answers the learner gave on past days, to cards of `decks` (through the library quiz: the partner keeps its library). */
  readonly pastAnswers?: readonly PastAnswer[];
}

/** A learner in their own world, and what a test drives it with. */
export interface World extends TestContext {
  readonly user: User;
  /** Another learner, on the same device (signed out until `signIn` says so). */
  readonly signIn: (email?: string) => Promise<User>;
}

/** The world's learner (a seed account with nothing studied); its past answers are the world's. */
export const LEARNER = 'new@demo.test';
/** Another learner of the same partner, with every feature on. */
export const OTHER_LEARNER = 'mailfail@demo.test';

/** The survey deck of these questions, in this order. */
export function surveyOf(questions: readonly SeedCard[]): SeedDeck {
  return { id: 'survey', name: 'Survey', deckType: 1, cards: questions };
}

/** `count` cards, the graded question types in turn: recall, multiple choice, typed answer. */
export function everyType(count: number): SeedCard[] {
  const makers = [() => recall(), () => multipleChoice(), () => typedAnswer()];
  return Array.from({ length: count }, (_, index) => makers[index % makers.length]!());
}

/** A library of a deck the learner studied on past days (`studiedBefore`), one they have not, and a resource. */
export function studiedLibrary(): WorldSpec {
  const studied = studiedBefore();
  return {
    decks: [...studied.decks, deck('unstudied', [recall()], 'Unstudied deck')],
    pastAnswers: studied.pastAnswers,
    resources: [{ id: 'guide', title: 'Study guide', url: 'https://example.org/guide' }],
  };
}

/**
 * A deck of `cards` recall cards the learner studied a month ago (each Easy), and one of them (Good) on
 * each of the last `streakDays` days: the cards not touched since are due in today's Review, every card
 * can be reviewed more, and the streak is `streakDays`.
 */
export function studiedBefore(cards = 12, streakDays = 5): Required<Pick<WorldSpec, 'decks' | 'pastAnswers'>> {
  const studied = deck('studied', Array.from({ length: cards }, (_, index) => recall(`Studied card ${index + 1}`, `Answer ${index + 1}`)), 'Studied deck');
  const monthAgo = studied.cards.map((_, card) => ({ deckId: studied.id, card, daysAgo: 30, ans: 4 }));
  const lastDays = Array.from({ length: streakDays }, (_, index) => ({ deckId: studied.id, card: index % cards, daysAgo: index + 1 }));
  return { decks: [studied], pastAnswers: [...monthAgo, ...lastDays] };
}


/** Given this world (`worldSandbox`), a learner with nothing studied but its past answers is signed in. */
export async function givenALearner(spec: WorldSpec = {}, email = LEARNER): Promise<World> {
  const context = await givenAWorld(spec, email);
  const signIn = (who = email) => signInTo(context, who);
  return { ...context, user: await signIn(), signIn };
}

/** This world, its past answers given as `email`'s; nobody is signed in yet (as when the app opens). */
export async function givenAWorld(spec: WorldSpec = {}, email = LEARNER): Promise<TestContext> {
  const context = createTestContainer({ sandbox: worldSandbox(spec) });
  const now = context.clock.now();
  await givePastAnswers(context.sandbox, testWorld(spec, email), now, (at) => context.clock.set(at ?? now));
  return context;
}

/**
 * The sandbox of this world but its past answers, for a test that makes its own test container (to bind
 * a port of its own before anyone signs in).
 */
export function worldSandbox(spec: Omit<WorldSpec, 'pastAnswers'>): NonNullable<TestContainerOptions['sandbox']> {
  const { decks = [], resources = [], newCardsPerDay, partner } = testWorld(spec);
  return { content: { decks, resources }, ...(newCardsPerDay === undefined ? {} : { newCardsPerDay }), ...(partner ? { partnerFlags: partner } : {}) };
}

/**
 * This world as the sandbox builds it (in jest, or on the sandbox server through its world flag), the
 * past answers `email`'s. The day's cards each sit in a deck of their own, so the sandbox serves them in
 * the order given (it takes one card from each deck in turn), and only `today`'s are new today.
 */
export function testWorld(spec: WorldSpec, email = LEARNER): TestWorld {
  const today = spec.today ?? [];
  const dayDecks = [...today, ...(spec.notDue ?? [])].map((card, index) => ({ id: `day-${index + 1}`, name: `Day deck ${index + 1}`, deckType: 0, cards: [card] }));
  return {
    decks: [...dayDecks, ...(spec.decks ?? []), ...(spec.survey?.length ? [surveyOf(spec.survey)] : [])],
    resources: spec.resources ?? [],
    newCardsPerDay: today.length,
    pastAnswers: spec.pastAnswers ?? [],
    learner: email,
    ...(spec.partner ? { partner: spec.partner } : {}),
  };
}

/** The learner `email` signs in (the demo password) and their session starts, as the sign-in page does. */
export async function signInTo(context: TestContext, email = LEARNER): Promise<User> {
  const user = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  context.container.get(LearnerSession).enter(user);
  return user;
}
