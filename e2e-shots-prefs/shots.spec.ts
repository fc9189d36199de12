import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/support/fixtures';

test('shots', async ({ page }, info) => {
  await signIn(page, 'basic@demo.test');
  await expect(page).toHaveURL(/welcomeBack$/);
  for (const path of ['preferences', 'feedback', 'tour']) {
    await page.evaluate((to) => { window.history.pushState({}, '', to); window.dispatchEvent(new PopStateEvent('popstate')); }, `/app/${path}`);
    await page.waitForTimeout(800);
    if (path === 'preferences') await page.getByRole('radio', { name: 'Dark' }).check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(info.project.name, path, 'overflow', overflow);
    await page.screenshot({ path: `/tmp/shot-${info.project.name}-${path}.png`, fullPage: true });
  }
});
