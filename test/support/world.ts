import { FieldType, QuestionType, type User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import type { PartnerFlags, SeedCard, SeedDeck, SeedResource } from '@sreo/sandbox/testing';

/*
 * A test's own world in the sandbox: the learner, decks and cards it needs, of any question type, in the
 * order it says, due today or not; so a test states what it studies instead of depending on the demo
 * seed's order or on the scheduler. Cards are plain text; the answer of each is its back. The learner's
 * partner has the flags the test gives (every feature on otherwise), and the answers the test says the
 * learner gave on past days are given through the sandbox's own calls, on those days of its clock.
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

/** A library deck of these cards, in this order, named `name` (its id by default). */
export function deck(id: string, cards: readonly SeedCard[], name = id): SeedDeck {
  return { id, name, deckType: 0, cards };
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
  /** The library's extra resources. */
  readonly resources?: readonly SeedResource[];
  /** The partner's flags (the contract's Partner booleans); those not given are on, as at the demo partner. */
  readonly partner?: PartnerFlags;
  /** Answers the learner gave on past days, to cards of `decks` (through the library quiz: the partner keeps its library). */
  readonly pastAnswers?: readonly PastAnswer[];
}

export interface PastAnswer {
  readonly card: SeedCard;
  readonly daysAgo: number;
  /** 1 Again to 4 Easy for a recall card, the option's number for a multiple-choice one; 3 (Good) by default. */
  readonly ans?: number;
}

/** `count` answers of Good to the deck's cards, one a day from `count` days ago to yesterday. */
export function answeredOnPastDays(studied: SeedDeck, count: number): PastAnswer[] {
  return Array.from({ length: count }, (_, index) => ({ card: studied.cards[index % studied.cards.length]!, daysAgo: count - index }));
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
  answerOnPastDays(context, email, spec.decks ?? [], spec.pastAnswers ?? []);
  const signIn = async (who = email) => {
    const user = await context.container.get(SignIn).execute({ email: who, password: 'demo-pass-1' });
    context.container.get(LearnerSession).enter(user);
    return user;
  };
  return { ...context, user: await signIn(), signIn };
}

const DAY_MS = 86_400_000;

/**
 * The answers given on past days, as the app gives a library quiz answer (PUT /app/study in mode 3),
 * with the sandbox's clock set to each day in turn and back to today after.
 */
function answerOnPastDays({ sandbox, clock }: TestContext, email: string, decks: readonly SeedDeck[], answers: readonly PastAnswer[]): void {
  const today = clock.now();
  const call = (method: string, path: string, token: string | null, form: Record<string, string> = {}) => {
    const answer = sandbox.handle({ method, path, form, query: {}, token });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  [...answers]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .forEach(({ card, daysAgo, ans = 3 }, index) => {
      const studied = decks.find((candidate) => candidate.cards.includes(card));
      if (!studied) throw new Error(`A past answer's card is in none of the world's decks: ${card.front}`);
      clock.set(today - daysAgo * DAY_MS);
      const token = call('POST', '/auth', null, { email, pws: 'demo-pass-1' }).headers?.['X-Auth-Token'] ?? null;
      const items = call('GET', `/app/library/decks/${encodeURIComponent(studied.id)}`, token).body as { id: string }[];
      const cId = items[studied.cards.indexOf(card)]!.id;
      call('PUT', '/app/study', token, { id: `past-answer-${index + 1}`, cId, ans: String(ans), mode: '3', tta: '4000', dt: new Date(clock.now()).toISOString() });
    });
  clock.set(today);
}
