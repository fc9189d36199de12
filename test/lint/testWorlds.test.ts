import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Tests build the world they study (test/support/world.ts, @sreo/sandbox/testing): the demo seed is for
 * people, and a test leaning on its decks, order or counts breaks when the demo changes. Only the tests
 * about the demo itself may name it (docs/decisions/0100-tests-build-their-own-world.md).
 */

/** The jest tests about the demo, and why each may name it. */
const ABOUT_THE_DEMO: Readonly<Record<string, string>> = {
  'sandbox/test/seedContent.test.ts': "the seed's content",
  'sandbox/test/server/sandboxStore.test.ts': 'a store seeded with the demo, and stores of earlier layouts made from it',
  'sandbox/test/accountProtection.test.ts': "a page store of an earlier layout, made from the seed's state",
  'test/presenters/SignInPresenter.test.ts': "the sign-in page's demo accounts",
  'test/di/devServerSignInLine.test.ts': "the demo account the dev server's start-up lines offer (npm start)",
  'test/lint/testWorlds.test.ts': "this guard's own examples",
  'test/lint/browserTestFixtures.test.ts': 'the browser tests\' guard, which asks the seed which demo accounts have answers',
};

/** The demo's accounts list and its content, by name or by import. */
const SEED_IMPORT = /\b(?:DEMO_ACCOUNTS|SANDBOX_DEMO|demoAccounts|seedDecks|seedResources)\b|from '[^']*\/seed\/[^']*'/g;

/** The seed's deck ids and card keys, as its deck files write them. */
function seedNames(): ReadonlySet<string> {
  const folder = join('sandbox', 'src', 'seed', 'decks');
  const text = readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
  return new Set([...text.matchAll(/\b(?:id|key): '([^']+)'/g)].map((match) => match[1]!));
}

/** What a test's text names of the seed: its imports, and its deck ids and card keys quoted or as a path's last part. */
function seedUses(text: string, names: ReadonlySet<string>): string[] {
  const quoted = [...text.matchAll(/['"`/]([\w-]+)(?=['"`])/g)].map((match) => match[1]!).filter((word) => names.has(word));
  return [...new Set([...[...text.matchAll(SEED_IMPORT)].map((match) => match[0]), ...quoted])];
}

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? testFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('jest tests build their own world', () => {
  it('given every jest test and its support but the demo’s own, then none names the demo seed', () => {
    const names = seedNames();

    const leaning = [...testFiles('test'), ...testFiles(join('sandbox', 'test'))]
      .filter((file) => !(file in ABOUT_THE_DEMO))
      .map((file) => ({ file, uses: seedUses(readFileSync(file, 'utf8'), names) }))
      .filter(({ uses }) => uses.length > 0);

    expect(leaning).toEqual([]);
  });

  it('given a test that imports the demo accounts or opens a seed deck, then the guard names what it leans on', () => {
    const names = seedNames();

    expect(seedUses("import { DEMO_ACCOUNTS } from '@sreo/sandbox';", names)).toEqual(['DEMO_ACCOUNTS']);
    expect(seedUses("await library.deckCards('world-capitals');", names)).toEqual(['world-capitals']);
    expect(seedUses("await library.deckCards('capitals');", names)).toEqual([]);
    expect(seedUses("await startup.start('/library/deck/world-capitals');", names)).toEqual(['world-capitals']);
    expect(seedUses('await fetch(`${base}/app/library/decks/human-anatomy`);', names)).toEqual(['human-anatomy']);
  });
});
