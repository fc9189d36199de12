import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';
import { cardsInDeck } from './support/deck';

/* The theme (Light, Dark, or the device's setting, followed live), card pictures, and the sign-in form. */

const LIGHT_PAGE = 'rgb(244, 246, 249)';
const DARK_PAGE = 'rgb(15, 23, 32)';

/** Once a change of theme has finished its colour transitions: axe reads colours as they end, not midway. */
async function expectNoAxeViolationsOnceSettled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expectNoAxeViolations(page);
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('the theme', () => {
  test('given a device set to dark, when the sign-in page opens, then it is dark, and it turns light the moment the device does', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    await expectNoAxeViolationsOnceSettled(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
    await expectNoAxeViolationsOnceSettled(page);
  });

  test("given the preferences, when the learner picks Dark and then the device's setting, then the app follows the choice, then the device, after a reload too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'learner@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/preferences');
    const system = page.getByRole('radio', { name: "The device's setting" });
    await expect(system).toBeChecked();

    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    await system.check();
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_PAGE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    await expectNoAxeViolationsOnceSettled(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect.poll(() => pageBackground(page)).toBe(DARK_PAGE);
    await openInApp(page, '/preferences');
    await expect(page.getByRole('radio', { name: "The device's setting" })).toBeChecked();
  });

  test('given the dark theme, when the partner terms show, then their white page sits on a light sheet, dimmed whole, and nothing is dimmed in the light theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'terms@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    await expect(page.getByTitle('Terms of use')).toBeVisible();
    const sheet = () => dialog.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element.parentElement!).filter]);

    await expect.poll(sheet).toEqual(['rgb(255, 255, 255)', 'brightness(0.85)']);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(sheet).toEqual(['rgb(255, 255, 255)', 'none']);
  });
});

/** The picture of the first aid deck's sign card, opened in the deck's browse view. */
async function signPicture(page: Page): Promise<Locator> {
  await signIn(page, 'learner@demo.test');
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, '/library/deck/first-aid');
  await (await cardsInDeck(page)).getByRole('button', { name: 'What does this sign show?' }).click();
  return page.getByRole('button', { name: 'Show larger: What does this sign show?' });
}

test.describe('card pictures', () => {
  test('given a card with a picture, when it is clicked or tapped, then it opens larger in a dialog that Escape closes, giving the focus back to the picture', async ({ page }) => {
    const picture = await signPicture(page);

    await picture.click();

    const dialog = page.getByRole('dialog', { name: 'What does this sign show?' });
    await expect(dialog).toBeVisible();
    const large = await dialog.getByRole('img', { name: 'What does this sign show?' }).boundingBox();
    const small = await picture.boundingBox();
    expect(large!.width).toBeGreaterThan(small!.width);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(picture).toBeFocused();

    await picture.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(picture).toBeFocused();
  });

  test('given a card with a picture, when it shows, then the sign that it opens larger covers none of the picture', async ({ page }) => {
    const picture = await signPicture(page);
    await expect(picture).toBeVisible();

    const overlap = await picture.evaluate((opener) => {
      const img = opener.parentElement!.querySelector('img')!.getBoundingClientRect();
      const box = opener.getBoundingClientRect();
      const sign = getComputedStyle(opener, '::after');
      const [right, bottom, width, height] = [sign.right, sign.bottom, sign.width, sign.height].map(parseFloat) as [number, number, number, number];
      const left = box.right - right - width;
      const top = box.bottom - bottom - height;
      return Math.max(0, Math.min(img.right, left + width) - Math.max(img.left, left)) * Math.max(0, Math.min(img.bottom, top + height) - Math.max(img.top, top));
    });
    expect(overlap).toBe(0);
  });

  test('given the dark theme, when a card picture shows, then it sits on a light plate', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const picture = await signPicture(page);

    await expect(picture).toBeVisible();
    const plate = await page.getByRole('img', { name: 'What does this sign show?' }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(plate).toBe('rgb(238, 242, 246)');
    await expectNoAxeViolations(page);
  });
});

test.describe('sign-in', () => {
  test('given a wrong password, when the learner signs in, then one message says so and the e-mail and password stay to correct', async ({ page }) => {
    await signIn(page, 'learner@demo.test', 'not-the-password-1');

    await expect(page.getByRole('alert')).toContainText('Username or password is incorrect.');
    await expect(page.getByText('Enter your password')).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toHaveValue('learner@demo.test');
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password-1');
    await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').fill('demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });
});
