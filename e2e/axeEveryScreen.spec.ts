import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { quizToItsEnd } from './support/deck';
import { openInApp } from './support/menu';

/** Client-side navigation to a screen, as a menu link does (a reload would start the app again at Today's Cards). */
async function openScreen(page: Page, path: string): Promise<void> {
  await openInApp(page, `/${path}`);
  await expect(page).toHaveURL(new RegExp(`/app/${path.replace(/[/]/g, '\\/')}$`));
}

/** The screen has arrived: its main heading shows and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main').getByText(/^Loading/)).toHaveCount(0);
}

const SIGNED_OUT = ['signin', 'signup', 'resetPws', 'pws?secret=abc', 'privacy-policy'];
// Library and performance first: once a study session is under way they are closed (docs/product.md section 2).
const SIGNED_IN = ['library_tour', 'library', 'library/resources', 'performance', 'welcomeBack', 'preferences', 'settings', 'updatePws', 'feedback', 'tour', 'privacy-policy'];

for (const theme of ['light', 'dark'] as const) {
  test(`given the ${theme} theme, then every screen has no axe violations`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript((chosen) => window.localStorage.setItem('sreo.theme', chosen), theme);

    for (const path of SIGNED_OUT) {
      await page.goto(path);
      await settled(page);
      await expectNoAxeViolations(page);
    }

    // A learner who has not seen the library tour yet, so that it shows too.
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const path of SIGNED_IN) {
      await openScreen(page, path);
      await settled(page);
      await expectNoAxeViolations(page);
    }

    await openScreen(page, 'library');
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/library\/deck\//);
    await settled(page);
    await expectNoAxeViolations(page);
    // The quiz's end is a state of the deck's page, with no address of its own: a short quiz reaches it.
    await quizToItsEnd(page);
    await expectNoAxeViolations(page);

    // The study screen with a card's question, then with its back.
    await openScreen(page, 'study');
    await expect(page.locator('#card-question')).toBeFocused();
    await expectNoAxeViolations(page);
    const reveal = page.getByRole('button', { name: /^Show answer/ });
    if (await reveal.isVisible()) {
      await reveal.click();
      await expect(page.getByRole('region', { name: 'Answer' })).toBeFocused();
      await expectNoAxeViolations(page);
    }

    await openScreen(page, 'congratulation');
    await settled(page);
    await expectNoAxeViolations(page);
  });
}
