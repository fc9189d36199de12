import type { Locator } from '@playwright/test';

/**
 * Counts, from now on, each time the focus leaves `element` (as Chromium and WebKit take it from a button
 * that turns disabled, to the page). The count, read after a wait, tells whether the focus stayed through
 * it, however short the wait was.
 */
export async function watchFocusLeaving(element: Locator): Promise<() => Promise<number>> {
  await element.evaluate((watched) => {
    watched.dataset.focusLeft = '0';
    watched.addEventListener('focusout', () => (watched.dataset.focusLeft = String(Number(watched.dataset.focusLeft) + 1)));
  });
  const watched = element.page().locator('[data-focus-left]');
  return async () => Number(await watched.getAttribute('data-focus-left'));
}
