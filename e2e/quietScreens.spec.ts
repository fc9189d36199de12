import type { Locator, Page } from '@playwright/test';
import { answeredOnPastDays, deck, recall, type TestWorld } from '@sreo/sandbox/testing';
import { edgeContrast } from './support/contrast';
import { expect, givenTheWorld, signIn, test, type SandboxMode } from './support/fixtures';
import { openInApp } from './support/menu';
import { overlap } from './support/onScreen';
import { LEARNER } from './support/worlds';

/* Small things a learner notices: quiet captions, a hint that hides no deck, a greeting that reads as one line. */

const capitals = deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima')], 'Capitals');

/** Six decks, enough rows for a hint to cover, Capitals studied on the last two days. */
const SIX_DECKS: TestWorld = {
  decks: [
    capitals,
    // Anatomy long enough for the quiz to ask how many of its cards to take.
    deck('anatomy', Array.from({ length: 11 }, (_, card) => recall(`Anatomy ${card + 1}?`, 'Anatomy')), 'Anatomy'),
    ...['Botany', 'Chemistry', 'Drawing', 'Economics'].map((name) => deck(name.toLowerCase(), [recall(`${name}?`, name)], name)),
  ],
  pastAnswers: answeredOnPastDays(capitals, 2),
};

/** The room inside a panel above its first part and below its last, in whole pixels. */
function roomInside(panel: Locator): Promise<{ above: number; below: number }> {
  return panel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const first = element.firstElementChild!.getBoundingClientRect();
    const last = element.lastElementChild!.getBoundingClientRect();
    return { above: Math.round(first.top - box.top), below: Math.round(box.bottom - last.bottom) };
  });
}

/** A screen's heading stands at least 16px clear of what follows it, once the screen has loaded (a loading line stays close). */
async function expectRoomUnder(heading: Locator): Promise<void> {
  await expect(heading).toBeVisible();
  const room = () => heading.evaluate((element) => element.nextElementSibling!.getBoundingClientRect().top - element.getBoundingClientRect().bottom);
  await expect.poll(room, { message: await heading.innerText() }).toBeGreaterThanOrEqual(16);
}

/** The learner of that world, signed in, on `path`. */
async function signInTo(page: Page, sandbox: SandboxMode, path: string): Promise<void> {
  await givenTheWorld(page, sandbox, SIX_DECKS);
  await signIn(page, LEARNER);
  await expect(page).toHaveURL(/welcomeBack$/);
  if (path !== '/welcomeBack') await openInApp(page, path);
}

test.describe('quiet screens', () => {
  test('given a deck, when its cards are browsed, then the Question and Answer captions are in sentence case, not capitals', async ({ page, sandbox }) => {
    await signInTo(page, sandbox, '/library/deck/capitals');
    await page.getByRole('button', { name: 'Browse the cards' }).click();

    for (const caption of ['Question', 'Answer']) {
      const shown = page.getByText(caption, { exact: true });
      await expect(shown).toBeVisible();
      // innerText is the text as drawn, after any text-transform.
      expect(await shown.evaluate((element) => (element as HTMLElement).innerText)).toBe(caption);
    }
  });

  test('given the deck list, when the TKL hint is opened, then its explanation hides neither the heading, the search box nor any deck, and Escape or a tap elsewhere closes it', async ({ page, sandbox }) => {
    await signInTo(page, sandbox, '/library');
    const hint = page.getByRole('button', { name: 'What is TKL?' });
    await hint.click();
    const explanation = page.getByText(/TKL \(True Knowledge Level\) is an estimate/);
    await expect(explanation).toBeVisible();

    const heading = page.getByRole('heading', { name: 'Content Decks', level: 1 });
    const needed = [heading, page.getByText('Click on any deck to review'), page.getByRole('searchbox', { name: 'Search decks' }), hint];
    const rows = await page.getByRole('table', { name: 'Content decks' }).getByRole('row').all();
    for (const part of [...needed, ...rows]) expect(await overlap(explanation, part), await part.innerText()).toBe(false);

    await page.keyboard.press('Escape');
    await expect(explanation).toHaveCount(0);
    await expect(hint).toBeFocused();

    await hint.click();
    await expect(explanation).toBeVisible();
    await heading.click();
    await expect(explanation).toHaveCount(0);
  });

  test('given the library tour and a quiz\'s length, when they show, then each panel has as much room under its buttons as above its first line', async ({ page, sandbox }) => {
    await signInTo(page, sandbox, '/library_tour');
    const tour = page.getByRole('region', { name: 'Welcome to the Library' });
    await expect(tour.getByRole('button', { name: 'Next' })).toBeVisible();
    const tourRoom = await roomInside(tour);
    expect(tourRoom.below).toBe(tourRoom.above);

    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(page.getByRole('heading', { name: 'Content Decks', level: 1 })).toBeVisible();
    await openInApp(page, '/library/deck/anatomy');
    await page.getByRole('button', { name: 'Quiz me' }).click();
    const length = page.getByRole('region', { name: 'How many cards?' });
    await expect(length.getByRole('button', { name: 'Back to the deck' })).toBeVisible();
    const lengthRoom = await roomInside(length);
    expect(lengthRoom.below).toBe(lengthRoom.above);
  });

  test('given the screens whose heading stands over a panel or a form, when each opens, then the heading stands clear of it', async ({ page, sandbox }) => {
    for (const [path, name] of [['signin', 'Sign in'], ['signup', 'Sign up'], ['resetPws', 'Reset your password']]) {
      await page.goto(path!);
      await expectRoomUnder(page.getByRole('heading', { name, level: 1 }));
    }
    await signInTo(page, sandbox, '/settings');
    for (const [path, name] of [['/settings', 'Settings'], ['/updatePws', 'Change password'], ['/preferences', 'Preferences'], ['/feedback', 'Feedback'], ['/performance', 'My Performance']]) {
      await openInApp(page, path!);
      await expectRoomUnder(page.getByRole('heading', { name, level: 1 }));
    }
  });

  test('given a deck on a phone, when its cards are browsed, then each row of buttons fills the width, none left alone at its start', { tag: '@phone' }, async ({ page, sandbox }) => {
    await signInTo(page, sandbox, '/library/deck/capitals');
    await page.getByRole('button', { name: 'Browse the cards' }).click();
    const back = page.getByRole('button', { name: 'Back to the deck' });
    await expect(back).toBeVisible();

    // Previous and Next, then Back to the deck under them.
    for (const button of [page.getByRole('button', { name: 'Next, key →' }), back]) {
      const rows = await button.locator('..').evaluate((row) => {
        const edges = (box: DOMRect) => ({ top: Math.round(box.top), left: Math.round(box.left), right: Math.round(box.right) });
        const inner = row.getBoundingClientRect();
        const buttons = [...row.children].map((each) => edges(each.getBoundingClientRect()));
        const tops = [...new Set(buttons.map((each) => each.top))];
        return { row: edges(inner), lines: tops.map((top) => buttons.filter((each) => each.top === top)) };
      });
      for (const line of rows.lines) {
        expect(Math.min(...line.map((each) => each.left))).toBe(rows.row.left);
        expect(Math.max(...line.map((each) => each.right))).toBe(rows.row.right);
      }
    }
  });

  test("given a learner back on Today's Cards, when it opens, then the greeting is a line of its own and the partner's name sits above the heading", async ({ page, sandbox }) => {
    await signInTo(page, sandbox, '/welcomeBack');

    const greeting = page.getByText(/^Welcome back, /);
    await expect(greeting).toHaveText(/^Welcome back, [^.]+\.$/);
    const partner = page.getByRole('main').getByText('Demo Academy', { exact: true });
    const heading = page.getByRole('heading', { name: "Today's Cards", level: 1 });
    const [partnerBox, headingBox] = [await partner.boundingBox(), await heading.boundingBox()];
    expect(partnerBox!.y + partnerBox!.height).toBeLessThanOrEqual(headingBox!.y);
  });

  test("given the sign-in form in either theme, then each field's edge stands 3:1 against the card it sits on, as a control's boundary must", async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('signin');
      // The e-mail field has the focus, and its focused edge is the brand colour: the password field shows the resting edge.
      const password = page.getByLabel('Password', { exact: true });
      await expect(page.getByLabel('E-mail')).toBeFocused();

      const ratio = await edgeContrast(password);
      expect(ratio, colorScheme).toBeGreaterThanOrEqual(3);
    }
  });
});
