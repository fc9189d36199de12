import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LibraryDeckJson } from '@sreo/contract/wire';
import { callSandbox, DEMO_ACCOUNTS, DEMO_PASSWORD, SandboxServer } from '@sreo/sandbox';
import { LINT_WARM_UP_MS, lintAs, warmUpLinter } from '../support/lintAs';

beforeAll(warmUpLinter, LINT_WARM_UP_MS);

const restrictedImport = expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /);

describe('browser tests take test and expect from the shared fixtures', () => {
  it('given a spec that imports test from @playwright/test, when it is linted, then lint refuses it', async () => {
    const messages = await lintAs('e2e/probe.spec.ts', "import { expect, test } from '@playwright/test';\n\ntest('x', async () => expect(1).toBe(1));\n");

    expect(messages).toEqual([restrictedImport]);
  });

  it('given a spec that imports them from the fixtures and only types from @playwright/test, when it is linted, then lint accepts it', async () => {
    const messages = await lintAs(
      'e2e/probe.spec.ts',
      "import type { Page } from '@playwright/test';\nimport { expect, test } from './support/fixtures';\n\nexport const ready = (page: Page) => page.title();\ntest('x', async () => expect(1).toBe(1));\n",
    );

    expect(messages).toEqual([]);
  });
});

/**
 * The browser tests, Chromium's specs and the other engines' steps (e2e/engines) alike, state their own
 * worlds (e2e/support/worlds.ts, givenTheWorld) instead of leaning on the demo seed's history and content:
 * only the specs below, about the demo itself, sign in as a demo account the seed gave answers or open a
 * deck of the seed's library by id; no other gives a deck of its own a seed deck's id.
 */
const SEEDED_HISTORY_ALLOWED: readonly string[] = [
  // About the demo: its accounts as the sign-in page lists them, and every screen as the demo shows it.
  'axeEveryScreen.spec.ts',
  'signIn.spec.ts',
  'themeAndSignIn.spec.ts',
];

/** The demo accounts the seed gave a history of answers. */
function seededLearnersWithHistory(): string[] {
  const seed = new SandboxServer({ clock: { now: () => Date.now() } });
  return DEMO_ACCOUNTS.map((account) => account.email).filter((email) => seed.answerLog(email).length > 0);
}

/** The ids of the decks in the demo seed's library. */
async function seededDeckIds(): Promise<string[]> {
  const seed = new SandboxServer({ clock: { now: () => Date.now() } });
  const signedIn = await callSandbox(seed, { method: 'POST', path: '/auth', form: { email: 'new@demo.test', pws: DEMO_PASSWORD } });
  const decks = await callSandbox(seed, { method: 'GET', path: '/app/library/decks', token: signedIn.headers.get('X-Auth-Token') });
  return (decks.body as LibraryDeckJson[]).map((deck) => deck.deckId);
}

/**
 * The seeded decks `text` opens by id (a path to the deck, as the app's or the API's) or writes as a
 * string of its own (a deck of its own, `deck('<id>', …)`, or an id held in a variable or a template
 * string): a test's own deck has an id the seed's library does not use.
 */
function seededDecksIn(text: string, deckIds: readonly string[]): string[] {
  return deckIds.filter((id) => new RegExp(String.raw`decks?\\?/${id}(?![\w-])`).test(text) || new RegExp(String.raw`['"\x60]${id}['"\x60]`).test(text));
}

/** The seeded learners with history that `text` names. */
function seededLearnersIn(text: string, learners: readonly string[]): string[] {
  return learners.filter((email) => text.includes(email));
}

/** Every TypeScript file under e2e/ and its folders, as a path relative to it. */
function browserTestFiles(): string[] {
  return readdirSync('e2e', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
}

describe('browser tests build their own world', () => {
  const learners = seededLearnersWithHistory();

  it('given the demo seed, then learner@demo.test is among the learners it gave a history', () => {
    expect(learners).toContain('learner@demo.test');
  });

  it("given the browser tests, then the files read include the other engines' steps", () => {
    expect(browserTestFiles()).toEqual(expect.arrayContaining(['engines/learnersDay.ts', 'engines/offlineDay.ts', 'engines/engines.test.ts']));
  });

  it('given a spec that signs in as a seeded learner with history, when it is read, then that learner is named', () => {
    expect(seededLearnersIn("await signIn(page, 'learner@demo.test');", learners)).toEqual(['learner@demo.test']);
    expect(seededLearnersIn("await signIn(page, LEARNER);", learners)).toEqual([]);
  });

  it('given every browser test outside the allow-list, then none signs in as a seeded learner with history', () => {
    const leaning = browserTestFiles()
      .filter((file) => !SEEDED_HISTORY_ALLOWED.includes(file))
      .flatMap((file) => seededLearnersIn(readFileSync(path.join('e2e', file), 'utf8'), learners).map((email) => `${file}: ${email}`));

    expect(leaning).toEqual([]);
  });

  it('given the demo seed, then world-capitals is among the decks of its library', async () => {
    expect(await seededDeckIds()).toContain('world-capitals');
  });

  it('given a spec that opens a seeded deck by id, when it is read, then that deck is named', () => {
    expect(seededDecksIn("await openInApp(page, '/library/deck/world-capitals');", ['world-capitals'])).toEqual(['world-capitals']);
    expect(seededDecksIn('await expect(page).toHaveURL(/\\/library\\/deck\\/world-capitals$/);', ['world-capitals'])).toEqual(['world-capitals']);
    expect(seededDecksIn("await openInApp(page, '/library/deck/world-capitals-2');", ['world-capitals'])).toEqual([]);
  });

  it('given a spec that builds a deck of a seeded deck\'s id, when it is read, then that deck is named, even when the spec opens only its own deck', () => {
    expect(seededDecksIn("const own = deck('world-capitals', [recall()]);\nawait openInApp(page, '/library/deck/world-capitals');", ['world-capitals'])).toEqual(['world-capitals']);
    expect(seededDecksIn("const own = { id: 'world-capitals', name: 'Capitals', deckType: 0, cards: [] };", ['world-capitals'])).toEqual(['world-capitals']);
    expect(seededDecksIn("const own = deck('capitals', [recall()], 'World Capitals');\nawait openInApp(page, '/library/deck/capitals');", ['world-capitals'])).toEqual([]);
  });

  it('given a spec that holds a seeded deck\'s id in a variable or a template string, when it is read, then that deck is named', () => {
    expect(seededDecksIn("const seeded = 'world-capitals';\nawait openInApp(page, `/library/deck/${seeded}`);", ['world-capitals'])).toEqual(['world-capitals']);
    expect(seededDecksIn('const path = `/library/deck/${`world-capitals`}`;', ['world-capitals'])).toEqual(['world-capitals']);
    expect(seededDecksIn("const seeded = 'world-capitals-2';\nconst name = 'World Capitals';", ['world-capitals'])).toEqual([]);
  });

  it('given every browser test outside the allow-list, then none opens a seeded deck by id or builds a deck of one\'s id', async () => {
    const deckIds = await seededDeckIds();

    const leaning = browserTestFiles()
      .filter((file) => !SEEDED_HISTORY_ALLOWED.includes(file))
      .flatMap((file) => seededDecksIn(readFileSync(path.join('e2e', file), 'utf8'), deckIds).map((id) => `${file}: ${id}`));

    expect(leaning).toEqual([]);
  });
});
