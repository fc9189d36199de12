import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass-1';

/** An axe-core scan of the page as it stands; any violation fails the test with its summary. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export interface LoggedAnswer {
  readonly id: string;
  readonly cardId: number;
  readonly mode: number;
}

/** The sandbox server's answer log for one learner, read through the API the service worker serves. */
export async function serverAnswers(page: Page, email: string): Promise<LoggedAnswer[]> {
  return page.evaluate(async (address) => {
    const response = await fetch(`/sreo/v0.1/sandbox/answers?email=${encodeURIComponent(address)}`);
    return (await response.json()) as LoggedAnswer[];
  }, email);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
