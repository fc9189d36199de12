import { FieldType, QuestionType, type User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import type { SeedCard, SeedDeck } from '@sreo/sandbox/testing';

/*
 * A test's own world in the sandbox: the learner, decks and cards it needs, of any question type, in the
 * order it says, due today or not; so a test states what it studies instead of depending on the demo
 * seed's order or on the scheduler. Cards are plain text; the answer of each is its back.
 */

let made = 0;
const key = (kind: string) => `${kind}-${(made += 1)}`;

/** A recall card: the front, revealed to its back, self-graded. */
export function recall(front = 'What is the capital of France?', back = 'Paris'): SeedCard {
  return { key: key('recall'), questionType: QuestionType.Recall, front, fFieldType: FieldType.Text, back, bFieldType: FieldType.Text };
}

/** A multiple-choice card whose right option is `answer`. */
export function multipleChoice(answer = 'Madrid', options: readonly string[] = ['Lisbon', 'Madrid', 'Rome', 'Berlin']): SeedCard {
  return { key: key('choice'), questionType: QuestionType.MultipleChoice, front: 'Which city is the capital of Spain?', fFieldType: FieldType.Text, back: answer, bFieldType: FieldType.Text, options };
}

/** A typed-answer card whose answer is `answer` (case and surrounding spaces aside). */
export function typedAnswer(answer = 'Rome'): SeedCard {
  return { key: key('typed'), questionType: QuestionType.TypedAnswer, front: 'Type the capital of Italy.', fFieldType: FieldType.Text, back: answer, bFieldType: FieldType.Text };
}

/** A survey scale question (ungraded). */
export function surveyScale(options: readonly string[] = ['1', '2', '3', '4', '5']): SeedCard {
  return { key: key('survey'), questionType: QuestionType.SurveyScale, front: 'How confident are you?', fFieldType: FieldType.Text, back: 'Thank you!', bFieldType: FieldType.Text, options };
}

/** A library deck of these cards, in this order. */
export function deck(id: string, cards: readonly SeedCard[]): SeedDeck {
  return { id, name: id, deckType: 0, cards };
}

export interface WorldSpec {
  /** Today's new cards, in the order the learner meets them in Main. */
  readonly today?: readonly SeedCard[];
  /** Cards the learner has not met that are not due today (past the day's new cards). */
  readonly notDue?: readonly SeedCard[];
  /** The survey questions (Survey mode follows Main and Review when there is one). */
  readonly survey?: readonly SeedCard[];
  /** Decks for the library (not in today's queue unless `today` names their cards too). */
  readonly decks?: readonly SeedDeck[];
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
    sandbox: { content: { decks: [...dayDecks, ...(spec.decks ?? []), ...surveyDeck], resources: [] }, newCardsPerDay: today.length },
  });
  const signIn = async (who = email) => {
    const user = await context.container.get(SignIn).execute({ email: who, password: 'demo-pass-1' });
    context.container.get(LearnerSession).enter(user);
    return user;
  };
  return { ...context, user: await signIn(), signIn };
}
