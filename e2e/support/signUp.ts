import type { Page } from '@playwright/test';

/** On the sign-up page, fills in a new learner with a password the sandbox's rule refuses, and sends it. */
export async function signUpWithRefusedPassword(page: Page): Promise<void> {
  await page.getByLabel('Username').fill('ada');
  await page.getByLabel('E-mail').fill('ada@demo.test');
  await page.getByLabel('Password').fill('lovelace');
  await page.getByRole('button', { name: 'Sign up' }).click();
}
