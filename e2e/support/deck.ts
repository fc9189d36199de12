import { expect, type Locator, type Page } from '@playwright/test';
import { answerByKeyboard, card, currentCardId } from './study';

/* A deck's page in the library, for the browser tests. */

/**
 * The deck's card list, opened from its count where it is folded (smaller than a desktop; decision
 * 0195), as a learner opens it.
 */
export async function cardsInDeck(page: Page): Promise<Locator> {
  const count = page.getByText(/^Cards in this deck \(\d+\)$/);
  const cards = page.getByRole('list', { name: 'Cards in this deck' });
  await count.waitFor();
  if (!(await cards.isVisible())) await count.click();
  return cards;
}

/** The quiz's end: its score, or that it is finished where no card was scored. */
export const quizEnd = (page: Page) => page.getByRole('heading', { name: /^(\d+ of \d+ right|Quiz finished)$/ });

/**
 * From a deck's page, its quiz played to the end by keyboard: Quiz me, the shortest length where there
 * is a choice, every card answered. The quiz's end has no address of its own: it is reached this way.
 */
export async function quizToItsEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Quiz me' }).click();
  const lengths = page.getByRole('group', { name: 'Quiz length' });
  const first = page.getByRole('heading', { name: /^Quiz: card 1 of \d+$/ });
  await expect(lengths.or(first)).toBeVisible();
  if (await lengths.isVisible()) await lengths.getByRole('button').first().click();
  const total = Number(/of (\d+)$/.exec(await first.innerText())![1]);
  let previous: string | null = null;
  for (let n = 1; n <= total; n += 1) {
    await expect(page.getByRole('heading', { name: `Quiz: card ${n} of ${total}` })).toBeVisible();
    // The heading shows while the card loads: the keys answer once the new card has the focus.
    if (previous !== null) await expect(card(page)).not.toHaveAttribute('data-card-id', previous);
    await expect(page.locator('#card-question')).toBeFocused();
    previous = await currentCardId(page);
    await answerByKeyboard(page);
  }
  await expect(quizEnd(page)).toBeVisible();
}
