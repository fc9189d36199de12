import { FieldType, Mode, QuestionType } from '@sreo/contract/wire';
import { callSandbox } from './http/callSandbox';
import { HEART_SOUNDS } from './media';
import type { PartnerFlags } from './model';
import { SandboxServer, type SandboxServerOptions } from './SandboxServer';
import { AED_SIGN_IMAGE } from './seed/decks/firstAid';
import type { SeedCard, SeedDeck, SeedResource } from './seed/Seed';
import { DEMO_TERMS_URL, sandboxMedia } from './sites';
import type { SqlDatabase } from './store/SqlDatabase';
import type { SandboxClock, SandboxStorage } from './types';

/**
 * A test's own world: the decks and resources it needs instead of the seed's content, its learner's
 * partner's flags, and the answers that learner gave on past days. The seed's accounts stay, so the
 * learner (`new@demo.test` unless named) signs in as usual; only the content and the flags change.
 * jest builds one through `testWorldServer`, the browser tests through the world flag (the in-page
 * sandbox's `sreo.sandbox.world`, the sandbox server's PUT /sandbox/flags `{world}`).
 */
export interface TestWorld {
  readonly decks?: readonly SeedDeck[];
  readonly resources?: readonly SeedResource[];
  readonly partner?: PartnerFlags;
  /** The flags of the partner of each learner named (by email), over `partner`: a second partner beside the learner's. */
  readonly partnerOf?: Readonly<Record<string, PartnerFlags>>;
  /** Answers given on past days, oldest or not: the card is the deck's `card`th (from 0). */
  readonly pastAnswers?: readonly PastAnswer[];
  /** Whose past answers they are; `new@demo.test` (nothing studied in the seed) by default. */
  readonly learner?: string;
  /** New cards a day. */
  readonly newCardsPerDay?: number;
  /**
   * Learners added as `--population` adds them, 10 answers each, odd ones at the demo partner and even ones
   * at another: more learners at the demo partner than its leaderboard holds.
   */
  readonly population?: number;
  /** Password-reset links already e-mailed to the `learner`: a link opens `/app/pws?secret=<secret>`, and lives a day. */
  readonly resetLinks?: readonly ResetLink[];
}

/** A password-reset link e-mailed `daysAgo` days ago (0: today, still good; 1 or more: expired). */
interface ResetLink {
  readonly secret: string;
  readonly daysAgo: number;
}

export interface PastAnswer {
  readonly deckId: string;
  readonly card: number;
  readonly daysAgo: number;
  /** 1 Again to 4 Easy for a recall card, the option's number for a multiple-choice one; 3 (Good) by default. */
  readonly ans?: number;
}

/** The in-page sandbox's world flag (localStorage), set by the browser tests before the app loads. */
export const WORLD_FLAG_KEY = 'sreo.sandbox.world';
const WORLD_STATE_KEY = 'sreo.sandbox.world-state';

const DEMO_PASSWORD = 'demo-pass-1';
const DEFAULT_LEARNER = 'new@demo.test';
const DAY_MS = 86_400_000;

/** A sandbox of this world: its options, then its past answers (`givePastAnswers`). */
export async function testWorldServer(
  world: TestWorld,
  options: SandboxServerOptions,
  setClock: (at: number | null) => void,
): Promise<SandboxServer> {
  const server = new SandboxServer({ ...options, ...worldOptions(world) });
  if (world.population) server.addPopulation(world.population, 10);
  await givePastAnswers(server, world, options.clock.now(), setClock);
  return server;
}

/**
 * The world's past answers, given as the app gives a library quiz answer (PUT /app/study in mode 3),
 * each with the server's clock turned back from `now` to its day by `setClock` (null: back to now).
 * Each has an id of its own, so giving them again (a reload of the in-page sandbox) changes nothing.
 */
export async function givePastAnswers(
  server: SandboxServer,
  world: Pick<TestWorld, 'pastAnswers' | 'learner'>,
  now: number,
  setClock: (at: number | null) => void,
): Promise<void> {
  const email = world.learner ?? DEFAULT_LEARNER;
  const call = async (method: string, path: string, token: string | null, form: Record<string, string> = {}) => {
    const answer = await callSandbox(server, { method, path, form, token });
    if (answer.status >= 300) throw new Error(`The test world's ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  };
  const oldestFirst = [...(world.pastAnswers ?? [])].sort((a, b) => b.daysAgo - a.daysAgo);
  // One sign-in a day (as the learner opened the app that day) and one read of each deck's cards, not one of each an answer.
  const tokenOf = new Map<number, string | null>();
  const cardsOf = new Map<string, { id: string }[]>();
  try {
    for (const [index, { deckId, card, daysAgo, ans = 3 }] of oldestFirst.entries()) {
      setClock(now - daysAgo * DAY_MS);
      const token = tokenOf.has(daysAgo) ? tokenOf.get(daysAgo)! : (await call('POST', '/auth', null, { email, pws: DEMO_PASSWORD })).headers.get('X-Auth-Token');
      tokenOf.set(daysAgo, token);
      const items = cardsOf.get(deckId) ?? ((await call('GET', `/app/library/decks/${encodeURIComponent(deckId)}`, token)).body as { id: string }[]);
      cardsOf.set(deckId, items);
      const cId = items[card]?.id;
      if (cId === undefined) throw new Error(`The test world's deck ${deckId} has no card ${card}.`);
      const dt = new Date(now - daysAgo * DAY_MS).toISOString();
      await call('PUT', '/app/study', token, { id: `past-answer-${index + 1}`, cId, ans: String(ans), mode: String(Mode.Library), tta: '4000', dt });
    }
  } finally {
    setClock(null);
  }
}

function worldOptions(world: TestWorld): Partial<SandboxServerOptions> {
  return {
    ...(world.decks || world.resources ? { content: { decks: world.decks ?? [], resources: world.resources ?? [] } } : {}),
    ...(world.partner ? { partnerFlags: world.partner } : {}),
    ...(world.partnerOf ? { partnerFlagsOf: world.partnerOf } : {}),
    ...(world.newCardsPerDay === undefined ? {} : { newCardsPerDay: world.newCardsPerDay }),
    ...(world.resetLinks ? { resetLinks: world.resetLinks.map((link) => ({ ...link, email: world.learner ?? DEFAULT_LEARNER })) } : {}),
  };
}

/** A clock that reads `clock`, or the time it was turned to. */
export function turnableClock(clock: SandboxClock): { clock: SandboxClock; setClock: (at: number | null) => void } {
  let turnedTo: number | null = null;
  return { clock: { now: () => turnedTo ?? clock.now() }, setClock: (at) => (turnedTo = at) };
}

/**
 * The in-page sandbox's world, when the browser tests set one; its database (`database`, given the key
 * it is kept under) is kept apart from the demo's.
 */
export async function browserTestWorld(
  storage: SandboxStorage | null,
  options: Omit<SandboxServerOptions, 'database'>,
  database: (key: string) => SqlDatabase,
): Promise<SandboxServer | null> {
  const world = readWorld(storage?.get(WORLD_FLAG_KEY) ?? null);
  if (!world) return null;
  const { clock, setClock } = turnableClock(options.clock);
  return testWorldServer(world, { ...options, clock, database: database(WORLD_STATE_KEY) }, setClock);
}

/** A world flag's value, when it is an object (the browser tests write it; nothing else does). */
export function readWorld(raw: unknown): TestWorld | null {
  try {
    const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TestWorld) : null;
  } catch {
    return null;
  }
}

/* The cards and decks of a world: plain text, the answer of each its back. */

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

/** A recall card whose question is an image the sandbox serves (the AED sign by default), named `label`. */
export function imageCard(label = 'What does this sign show?', mediaId = AED_SIGN_IMAGE): SeedCard {
  return { ...recall(sandboxMedia(mediaId), 'An AED is here.'), key: key('image'), fFieldType: FieldType.Image, label };
}

/** A recall card whose question is a clip the sandbox serves (the heartbeat by default), named `label`. */
export function audioCard(label = 'Listen to the heartbeat: what makes the second sound?', mediaId = HEART_SOUNDS): SeedCard {
  return { ...recall(sandboxMedia(mediaId), 'The valves closing.'), key: key('audio'), fFieldType: FieldType.Audio, label };
}

/** A partner that asks its learners to accept its terms of use (the sandbox's terms page) first. */
export const ASKS_FOR_TERMS: PartnerFlags = { showTermOfUse: true, termOfUseUrl: DEMO_TERMS_URL };

/** A partner whose learners sign in through its identity provider (single sign-on), not with a password. */
export const SIGNS_IN_THROUGH_SSO: PartnerFlags = { signInMethod: 'sso' };

/** A survey scale question (ungraded). */
export function surveyScale(options: readonly string[] = ['1', '2', '3', '4', '5']): SeedCard {
  return { key: key('survey'), questionType: QuestionType.SurveyScale, front: 'How confident are you?', fFieldType: FieldType.Text, back: 'Thank you!', bFieldType: FieldType.Text, options };
}

/** A library deck of these cards, in this order, named `name` (its id by default). */
export function deck(id: string, cards: readonly SeedCard[], name = id): SeedDeck {
  return { id, name, deckType: 0, cards };
}

/** `count` answers of Good to the deck's cards in turn, one a day from `count` days ago to yesterday. */
export function answeredOnPastDays(studied: SeedDeck, count: number): PastAnswer[] {
  return Array.from({ length: count }, (_, index) => ({ deckId: studied.id, card: index % studied.cards.length, daysAgo: count - index }));
}
