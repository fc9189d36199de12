import { expect, type Page } from '@playwright/test';

/** The shell's desktop breakpoint (docs/product.md section 9): below it the menu is a drawer. */
const DESKTOP_WIDTH = 1024;

/** Through the menu the learner sees: the side menu on desktop, the drawer on a phone. */
export async function openFromMenu(page: Page, item: string): Promise<void> {
  if ((page.viewportSize()?.width ?? DESKTOP_WIDTH) < DESKTOP_WIDTH) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Drawer menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: item }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: item }).click();
  }
}

/** Client-side navigation inside the app, as a link would go (no reload: nothing in memory is reset). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', `/app${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
