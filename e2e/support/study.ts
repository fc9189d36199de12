import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/* The study screen as a learner drives it, for the browser tests that study. */

export const card = (page: Page) => page.locator('article[data-card-id]');

export async function currentCardId(page: Page): Promise<string | null> {
  return card(page).getAttribute('data-card-id');
}

/** Answers the card on screen with the keyboard only; answers its question type. */
export async function answerByKeyboard(page: Page): Promise<number> {
  const type = Number(await card(page).getAttribute('data-question-type'));
  switch (type) {
    case 0:
      await page.keyboard.press('Space');
      await expect(page.getByRole('region', { name: 'Answer' })).toBeFocused();
      await page.keyboard.press('3');
      break;
    case 1:
      await page.keyboard.press('1');
      // Marked: the verdict shows and Next takes the focus.
      await expect(page.getByRole('button', { name: 'Next, key Enter' })).toBeFocused();
      await page.keyboard.press('Enter');
      break;
    case 2:
      // The focus is on the card's question; the learner's typing goes into the answer field.
      await expect(page.locator('#card-question')).toBeFocused();
      await page.keyboard.type('my answer');
      await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('my answer');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Next, key Enter' })).toBeFocused();
      await page.keyboard.press('Enter');
      break;
    default:
      await page.keyboard.press('4');
  }
  return type;
}

/** Waits until the card on screen is no longer `previous` (another card, the offline notice, or the end). */
export async function waitForChange(page: Page, previous: string | null): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((before) => {
        const id = document.querySelector('article[data-card-id]')?.getAttribute('data-card-id') ?? null;
        const alert = document.querySelector('[role="alert"]') !== null;
        return location.pathname.endsWith('/congratulation') || (id !== null && id !== before) || alert;
      }, previous),
    )
    .toBe(true);
}

/** Studies the whole day by keyboard from Today's Cards, up to the day's end; answers how many cards it took. */
export async function studyTheDay(page: Page): Promise<number> {
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
