import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';
import { answerByKeyboard, card, currentCardId, waitForChange } from './support/study';

/* A study day as a learner meets it: Today's Cards, the day's end, the deck's card list. */

/** Whether the locator's whole box is inside the viewport: on the first screen, with no scrolling. */
async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

/** Whether a button wears the main action's colour (the theme's primary), rather than the secondary look. */
async function isMainAction(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.background = 'var(--primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return getComputedStyle(element).backgroundColor === primary;
  });
}

/** Once a change of theme has finished its colour transitions: axe reads colours as they end, not midway. */
async function expectNoAxeViolationsOnceSettled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expectNoAxeViolations(page);
}

/** Both colour schemes of the system (the theme follows it by default): no axe violations in either. */
async function expectNoAxeViolationsInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolationsOnceSettled(page);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** Studies the whole day by keyboard, up to the day's end. */
async function studyTheDay(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Start' }).click();
  let answered = 0;
  while (!page.url().endsWith('/congratulation')) {
    await expect(card(page)).toBeVisible();
    const id = await currentCardId(page);
    await answerByKeyboard(page);
    answered += 1;
    await waitForChange(page, id);
    if (answered > 40) throw new Error('the day never ended');
  }
  return answered;
}

test.describe("Today's Cards", () => {
  test('given a learner on their first day, when Today\'s Cards opens, then they are welcomed with the minutes it takes, Start on the first screen, no streak or empty group, and the tour offered', async ({
    page,
  }, testInfo) => {
    // The desktop size learners meet most (a laptop with the browser's bars); the phone keeps its own.
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    await expect(page.getByText('Welcome, newcomer!')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^12 cards due · about \d+ min$/ })).toBeVisible();
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Start' }))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your streak' })).toHaveCount(0);
    await expect(page.getByText('0 days')).toHaveCount(0);
    const groups = page.getByRole('region', { name: 'Due today' }).getByRole('listitem');
    await expect(groups).toHaveCount(2);
    await expect(groups.filter({ hasText: 'Review' })).toHaveCount(0);
    await expectNoAxeViolationsInBothSchemes(page);

    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect(page).toHaveURL(/\/tour$/);
  });

  test('given a learner with a history, when Today\'s Cards opens, then they are welcomed back with the minutes it takes and Start on the first screen', async ({ page }, testInfo) => {
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await signIn(page, 'learner@demo.test');

    await expect(page.getByText('Welcome back, Alex.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^18 cards due · about \d+ min$/ })).toBeVisible();
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Start' }))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your first day' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Take the tour' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your streak' })).toBeVisible();
  });
});

test.describe("the day's end", () => {
  test('given a whole day studied, when it ends, then the day is summed up, Back to Today\'s Cards is the main action and Review 10 more stays', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'new@demo.test');
    const answered = await studyTheDay(page);

    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    const day = page.getByRole('region', { name: 'Your day' });
    await expect(day).toContainText(`Cards answered${answered}`);
    // The keyboard helper picks the first option and types a wrong text: what the app marks is counted.
    await expect(day).toContainText(/Right\d+ of \d+/);
    await expect(day).toContainText(/Time spent\d+ (seconds?|min)/);
    await expect(day).toContainText('Streak1 day');
    const back = page.getByRole('button', { name: "Back to Today's Cards" });
    const more = page.getByRole('button', { name: 'Review 10 more' });
    expect(await isMainAction(back)).toBe(true);
    expect(await isMainAction(more)).toBe(false);
    await expectNoAxeViolationsInBothSchemes(page);

    await back.click();
    await expect(page.getByRole('heading', { name: 'Nothing due right now' })).toBeVisible();
    await expect(page.getByText('Welcome back, newcomer.')).toBeVisible();
  });
});

test.describe('deck detail', () => {
  test('given a deck whose cards hold HTML, when it opens, then the card list shows it formatted, never as tags', async ({ page }) => {
    await signIn(page, 'learner@demo.test');
    await expect(page).toHaveURL(/welcomeBack$/);
    await openInApp(page, '/library/deck/human-anatomy');

    const cards = page.getByRole('list', { name: 'Cards in this deck' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(cards.getByRole('listitem').filter({ hasText: 'Cervical (neck): 7' }).first()).toBeVisible();
    await expect(cards).not.toContainText('<ul>');
    await expect(cards).not.toContainText('<b>');
    await expectNoAxeViolations(page);

    await cards.getByRole('button', { name: /Regions of the vertebral column/ }).click();
    await expect(page.getByRole('heading', { name: /^Card \d+ of \d+$/ })).toBeVisible();
  });
});
