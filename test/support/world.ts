import type { User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { givePastAnswers, type PartnerFlags, type PastAnswer, type SeedCard, type SeedDeck, type SeedResource } from '@sreo/sandbox/testing';

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

export const LEARNER = 'new@demo.test';
/** Another learner of the same partner, with every feature on. */
export const OTHER_LEARNER = 'mailfail@demo.test';

/**
 * Given this world, a learner with nothing studied is signed in. The day's cards each sit in a deck of
 * their own, so the sandbox serves them in the order given (it takes one card from each deck in turn),
 * and only `today`'s are new today.
 */
export async function givenALearner(spec: WorldSpec = {}, email = LEARNER): Promise<World> {
  const today = spec.today ?? [];
  const dayDecks = [...today, ...(spec.notDue ?? [])].map((card, index) => ({ id: `day-${index + 1}`, name: `Day deck ${index + 1}`, deckType: 0, cards: [card] }));
  const surveyDeck: SeedDeck[] = spec.survey?.length ? [{ id: 'survey', name: 'Survey', deckType: 1, cards: spec.survey }] : [];
  const context = createTestContainer({
    sandbox: {
      content: { decks: [...dayDecks, ...(spec.decks ?? []), ...surveyDeck], resources: spec.resources ?? [] },
      newCardsPerDay: today.length,
      ...(spec.partner ? { partnerFlags: spec.partner } : {}),
    },
  });
  const now = context.clock.now();
  await givePastAnswers(context.sandbox, { pastAnswers: spec.pastAnswers ?? [], learner: email }, now, (at) => context.clock.set(at ?? now));
  const signIn = async (who = email) => {
    const user = await context.container.get(SignIn).execute({ email: who, password: 'demo-pass-1' });
    context.container.get(LearnerSession).enter(user);
    return user;
  };
  return { ...context, user: await signIn(), signIn };
}

