import type { Locator, Page } from '@playwright/test';

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
