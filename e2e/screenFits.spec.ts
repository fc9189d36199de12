import { expect, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';

/* A screen whose content fits the window does not scroll, not even by the pixel of a hidden live region. */

test('given the tour, which fits the window, when it shows, then the page has nothing to scroll', async ({ page }) => {
  await signIn(page, 'new@demo.test');
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, '/tour');
  await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  expect(overflow).toBe(0);
});
