import type { Page } from '@playwright/test';
import { openFromMenu } from './support/menu';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { LEARNER } from './support/worlds';

async function openFeedback(page: Page): Promise<void> {
  await signIn(page, LEARNER);
  await expect(page).toHaveURL(/welcomeBack$/);
  await openFromMenu(page, 'Feedback');
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
}

test.describe('feedback', () => {
  test('given the feedback screen, when a message and a rating are sent, then the learner is thanked and the form clears', async ({ page }) => {
    await openFeedback(page);
    await expect(page).toHaveTitle('Feedback | Sreo Learn');
    await expectNoAxeViolations(page);

    await page.getByLabel('Your feedback').fill('The streak keeps me coming back. More audio cards, please!');
    await page.getByRole('radio', { name: /^4 of 5/ }).check();
    await page.getByRole('button', { name: 'Send feedback' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your feedback was sent.' })).toBeVisible();
    await expect(page.getByLabel('Your feedback')).toHaveValue('');
    await expect(page.getByRole('radio', { name: /^4 of 5/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('given a phone, when the feedback screen opens, then the five ratings stand on one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFeedback(page);

    const tops = await page.getByRole('radio').evaluateAll((radios) => radios.map((radio) => Math.round(radio.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
  });

  test('given the feedback form, when it shows and once it is sent, then its panel ends under Send and the thank-you, with no empty line kept for the thank-you, which stands beside Send where there is room', async ({ page }, testInfo) => {
    await openFeedback(page);
    const send = page.getByRole('button', { name: 'Send feedback' });
    const panel = page.getByRole('main').locator('form').locator('..');
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your feedback was sent.' });
    /** What the panel keeps under the lowest of the boxes, less its own padding. */
    const roomUnder = async (...boxes: { y: number; height: number }[]) => {
      const foot = (await panel.boundingBox())!;
      const padding = await panel.evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom) + parseFloat(getComputedStyle(element).borderBottomWidth));
      return foot.y + foot.height - padding - Math.max(...boxes.map((box) => box.y + box.height));
    };

    expect(await roomUnder((await send.boundingBox())!)).toBeLessThan(1);

    await page.getByLabel('Your feedback').fill('The streak keeps me coming back.');
    await send.click();
    await expect(thanks).toBeVisible();
    const [button, said] = [(await send.boundingBox())!, (await thanks.boundingBox())!];
    expect(await roomUnder(button, said)).toBeLessThan(1);
    // A phone's row is too narrow for both: the thank-you goes under Send.
    const beside = said.y + said.height / 2 > button.y && said.y + said.height / 2 < button.y + button.height;
    if (!testInfo.project.name.startsWith('phone')) expect(beside).toBe(true);
  });

  test('given Feedback and Settings, when each opens, then its heading stands at one left edge, as the screens behind the menu keep one column', { tag: '@desktop' }, async ({ page }) => {
    await openFeedback(page);
    const edge = async (name: string) => (await page.getByRole('heading', { name, level: 1 }).boundingBox())!.x;
    const feedback = await edge('Feedback');

    await openFromMenu(page, 'Settings');

    expect(Math.abs((await edge('Settings')) - feedback)).toBeLessThan(1);
  });

  test('given an empty message, when sent, then the reason is told and nothing is sent', async ({ page }) => {
    await openFeedback(page);

    await page.getByRole('button', { name: 'Send feedback' }).click();

    await expect(page.getByText('Write your feedback before sending it.')).toBeVisible();
    await expect(page.getByLabel('Your feedback')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Thank you!')).toHaveCount(0);
  });

  test('given a message over 2000 characters, then the counter says by how much and sending is refused', async ({ page }) => {
    await openFeedback(page);

    await page.getByLabel('Your feedback').fill('a'.repeat(2005));

    await expect(page.getByText('5 characters over the 2000 limit')).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(/Keep your feedback to 2000 characters or fewer/)).toBeVisible();
  });
});
