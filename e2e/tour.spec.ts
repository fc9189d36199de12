import type { Locator, Page } from '@playwright/test';
import { openFromMenu, openInApp } from './support/menu';
import { expect, expectNoAxeViolations, givenTheWorld, signIn, test } from './support/fixtures';
import { LEARNER } from './support/worlds';

/** Where the way out and the step forward stand in a tour's row of buttons, against the row's own edges. */
async function placeOf(page: Page, out: string, forward: RegExp): Promise<{ outAtStart: boolean; forwardAtEnd: boolean }> {
  const forwardButton = page.getByRole('button', { name: forward });
  const row = forwardButton.locator('xpath=../..');
  const [rowBox, forwardBox] = [await row.boundingBox(), await forwardButton.boundingBox()];
  const outButton: Locator = page.getByRole('button', { name: out });
  const outBox = (await outButton.count()) > 0 ? await outButton.boundingBox() : null;
  if (!rowBox || !forwardBox) throw new Error('the tour shows no buttons');
  return {
    outAtStart: outBox === null || Math.round(outBox.x) === Math.round(rowBox.x),
    forwardAtEnd: Math.round(forwardBox.x + forwardBox.width) === Math.round(rowBox.x + rowBox.width),
  };
}

test.describe('tour', () => {
  test('given either tour, at every step, then its way out stands at the start of its buttons and Next at their end', async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await openFromMenu(page, 'Tour');
    for (let step = 1; step <= 5; step += 1) {
      await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
      expect(await placeOf(page, 'Leave tour', /^(Next|Finish)$/), `app tour, step ${step}`).toEqual({ outAtStart: true, forwardAtEnd: true });
      if (step < 5) await page.getByRole('button', { name: 'Next' }).click();
    }

    await openInApp(page, '/library_tour');
    for (let step = 1; step <= 4; step += 1) {
      await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
      expect(await placeOf(page, 'Skip tour', /^(Next|Go to the Library)$/), `library tour, step ${step}`).toEqual({ outAtStart: true, forwardAtEnd: true });
      if (step < 4) await page.getByRole('button', { name: 'Next' }).click();
    }
  });

  test('given either tour, then its page heading names the tour and the step title under it is a smaller heading, alike in both', async ({ page }) => {
    const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const headings = async (tour: string, step: string) => ({
      page: await fontSize(page.getByRole('heading', { name: tour, level: 1 })),
      step: await fontSize(page.getByRole('heading', { name: step, level: 2 })),
    });
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await openFromMenu(page, 'Tour');
    const appTour = await headings('Tour', "Today's Cards");
    expect(appTour.step).toBeLessThan(appTour.page);

    await openInApp(page, '/library_tour');

    expect(await headings('Library Tour', 'Welcome to the Library')).toEqual(appTour);
  });

  test('given the app tour on a desktop screen, when its study step shows, then the pictured grades stand on one line @desktop', async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await openFromMenu(page, 'Tour');

    await page.getByRole('button', { name: 'Step 2: Studying' }).click();

    const grades = page.getByRole('img', { name: /a card being studied/ }).getByText(/^(Again|Hard|Good|Easy)$/);
    const tops = await grades.evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });

  test('given a learner, when the tour is walked by keyboard alone, then every step shows and Finish returns to Today\'s Cards', async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await openFromMenu(page, 'Tour');
    await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Tour | Sreo Learn');
    await expectNoAxeViolations(page);

    const titles = ["Today's Cards", 'Studying', 'Your streak', 'TKL: True Knowledge Level', 'The library'];
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    const pictures = [/Today's Cards, with 12 cards due, Start/, /a card being studied/, /a streak of 5 days/, /a deck's TKL of 72%/, /the library's deck list/];
    for (const [index, title] of titles.entries()) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      // Each step shows a small picture of the screen it describes.
      await expect(page.getByRole('img', { name: pictures[index] })).toBeVisible();
      await expect(page.getByText(`Step ${index + 1} of ${titles.length}`)).toBeVisible();
      if (index < titles.length - 1) {
        await page.getByRole('button', { name: 'Next' }).focus();
        await page.keyboard.press('Enter');
        // Focus moves to the new step's heading, so a screen reader reads it.
        await expect(page.getByRole('heading', { name: titles[index + 1], level: 2 })).toBeFocused();
      }
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Finish' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/welcomeBack$/);
  });

  test('given either tour, when it opens, then its step title takes the focus where the focus was lost, as a screen\'s heading does, and a menu link the learner used keeps it @desktop', async ({ page }) => {
    const tours = [
      { path: '/tour', link: 'Tour', title: "Today's Cards" },
      { path: '/library_tour', link: 'Library', title: 'Welcome to the Library' },
    ];
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    for (const tour of tours) {
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      await openInApp(page, tour.path);

      await expect(page.getByRole('heading', { name: tour.title, level: 2 }), `${tour.path} opened with the focus lost`).toBeFocused();

      await openInApp(page, '/welcomeBack');
      const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: tour.link });
      await link.click();

      await expect(page.getByRole('heading', { name: tour.title, level: 2 })).toBeVisible();
      await expect(link, `${tour.path} opened from the menu`).toBeFocused();
    }
  });

  test('given a partner without the library, then the tour has no library step and can be left from any step', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: { enableLibrary: false } });
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await openFromMenu(page, 'Tour');

    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Step 4: TKL: True Knowledge Level' }).click();
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();

    await page.getByRole('button', { name: 'Leave tour' }).click();

    await expect(page).toHaveURL(/welcomeBack$/);
  });

  test('given a collapsed side menu on a desktop screen, when the tour opens, then the menu is open until the tour is left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tour' }).click();
    await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Leave tour' }).click();

    await expect(page).toHaveURL(/welcomeBack$/);
    await expect(page.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
