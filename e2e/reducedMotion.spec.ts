import { expect, givenTheWorld, signIn, test } from './support/fixtures';
import { FIRST_DAY, LEARNER } from './support/worlds';

/* A device that asks for reduced motion (prefers-reduced-motion: reduce) sees nothing spin. */

test.describe('reduced motion', () => {
  test('given a device that asks for reduced motion, when the signed-in screens are loading, then the loading indicator stands still and says in words that it is loading', async ({ page, context, sandbox }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The signed-in screens' part is held on its way, so the loading indicator stays until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/SignedInRoutes-[\w-]+\.js(\?.*)?$/, async (route) => {
      await held;
      await route.fallback();
    });
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);

    const indicator = page.getByRole('status').filter({ hasText: 'Loading' }).locator('[aria-hidden="true"]');
    await expect(indicator).toBeVisible();
    // What the browser draws: no animation left running on the page, and none that repeats.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(indicator).toHaveCSS('animation-iteration-count', '1');
    // What does not move still says the page is at work: the word itself, readable under the still arc.
    const label = page.getByRole('status').getByText('Loading', { exact: true });
    await expect.poll(async () => (await label.boundingBox())?.height ?? 0).toBeGreaterThan(12);
    await expect(label).toBeInViewport({ ratio: 1 });

    release();
    await expect(page.getByRole('heading', { name: "Today's Cards", level: 1 })).toBeVisible();
  });
});
