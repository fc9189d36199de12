import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, givenTheWorld, setSandboxFlags, signIn, test } from './support/fixtures';
import { edgeContrast } from './support/contrast';
import { watchFocusLeaving } from './support/focus';
import { seenWhereItIs } from './support/onScreen';
import { LEARNER } from './support/worlds';

/** Client-side navigation: a full load of a signed-in path starts the app on Today's Cards (docs/product.md section 4). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/app/${path}`);
}

/** Each locator's box, as drawn. */
async function boxes(locators: readonly Locator[]): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return Promise.all(locators.map(async (locator) => (await locator.boundingBox())!));
}

/** How many choices share each row, top to bottom, from their boxes. */
function perRow(drawn: readonly { y: number }[]): number[] {
  const rows = new Map<number, number>();
  for (const { y } of drawn) rows.set(Math.round(y), (rows.get(Math.round(y)) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

async function openPreferences(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/welcomeBack$/);
  await goInApp(page, 'preferences');
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
}

test.describe('preferences', () => {
  test('given a learner with no name or reminders yet, when they change their preferences and save, then after a reload the saved values are shown', async ({ page }) => {
    await openPreferences(page, LEARNER);
    await expect(page).toHaveTitle('Preferences | Sreo Learn');
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Alexandra');
    await page.getByLabel('Remind time').selectOption({ label: '07:00' });
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    await page.getByRole('checkbox', { name: 'E-mail notifications' }).uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/welcomeBack$/);
    await goInApp(page, 'preferences');
    await expect(page.getByLabel('First name')).toHaveValue('Alexandra');
    await expect(page.getByLabel('Remind time')).toHaveValue('7');
    await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'E-mail notifications' })).not.toBeChecked();
  });

  test('given a slow backend that fails the first save, when Save preferences is pressed by keyboard, then it keeps the focus through the wait and the failure, and through the save that follows', async ({ page, sandbox }) => {
    await setSandboxFlags(page, sandbox, { chaos: { delayMs: 300, faults: { '/app/user': [500, 'ok'] }, onlyWithBody: true } });
    await openPreferences(page, LEARNER);
    await page.getByLabel('First name').fill('Alexandra');
    const save = page.getByRole('button', { name: 'Save preferences' });
    await save.focus();
    const focusLeft = await watchFocusLeaving(save);

    await page.keyboard.press('Enter');

    await expect(page.getByRole('alert')).toContainText('The bench backend failed on purpose.');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible();
    await expect(save).toBeFocused();
    expect(await focusLeft()).toBe(0);
  });

  test('given a learner whose partner sets reminders, then remind days and time are locked and say so', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: { allowUsersChangeRemindDays: false, allowUsersChangeRemindTime: false } });
    await openPreferences(page, LEARNER);

    await expect(page.getByLabel('Remind time')).toBeDisabled();
    for (const day of ['Monday', 'Tuesday', 'Sunday']) await expect(page.getByRole('checkbox', { name: day })).toBeDisabled();
    await expect(page.getByText('Your organisation sets your remind days.')).toBeVisible();
    await expect(page.getByText('Your organisation sets your remind time.')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeEditable();
    await expectNoAxeViolations(page);

    await page.getByLabel('Last name').fill('Basic');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible();
  });

  test('given a too long name, when saved, then the reason shows by the field and what was typed stays', async ({ page }) => {
    await openPreferences(page, LEARNER);
    const tooLong = 'n'.repeat(101);

    await page.getByLabel('Last name').fill(tooLong);
    await page.getByLabel('Last name').press('Enter');

    await expect(page.getByText('Keep your last name to 100 characters or fewer.')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue(tooLong);
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('given the theme choice, when dark is picked by keyboard, then the app turns dark, still reads well, and stays dark after a reload', async ({ page }) => {
    await openPreferences(page, LEARNER);

    await page.getByRole('radio', { name: 'Light' }).focus();
    await page.keyboard.press('ArrowRight');

    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('given the dark theme, then each theme choice not taken, and each box not ticked, shows its ring at 3:1 or more on its chip, not the engine\'s grey', async ({ page }) => {
    await openPreferences(page, LEARNER);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const unticked = page.getByRole('checkbox', { checked: false });
    expect(await unticked.count()).toBeGreaterThan(0);
    const choices = [page.getByRole('radio', { name: "The device's setting" }), page.getByRole('radio', { name: 'Light' }), ...(await unticked.all())];
    for (const choice of choices) {
      const width = await choice.evaluate((input) => parseFloat(getComputedStyle(input).borderTopWidth));
      const name = await choice.evaluate((input) => input.closest('label')!.textContent);
      expect(width, name!).toBeGreaterThanOrEqual(1);
      expect(await edgeContrast(choice, 'label'), name!).toBeGreaterThanOrEqual(3);
    }
    await expectNoAxeViolations(page);
  });

  test('given the preferences, then each section names itself in a heading inside its panel, and the week and each question\'s choices fill their rows with no choice alone', async ({ page }, testInfo) => {
    await openPreferences(page, LEARNER);
    const label = await fontSize(page.getByText('Remind time', { exact: true }));

    for (const name of ['Your name', 'Reminders', 'Notifications', 'Theme']) {
      const section = page.getByRole('group', { name, exact: true });
      const legend = section.locator('> legend');
      const panel = (await section.boundingBox())!;
      const heading = (await legend.boundingBox())!;
      // Inside the panel's box (clear of its border), not sitting on its top edge.
      expect(heading.y, name).toBeGreaterThan(panel.y + 8);
      expect(await fontSize(legend), name).toBeGreaterThan(label);
    }

    const days = await boxes(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => page.locator('label').filter({ has: page.getByRole('checkbox', { name: day }) })));
    // The week in one row on a desktop; on a phone in two of four and three.
    expect(perRow(days)).toEqual(testInfo.project.name.startsWith('phone') ? [4, 3] : [7]);

    for (const [question, choices] of [
      ['Notifications', ['E-mail notifications', 'In-app notifications']],
      ['Theme', ["The device's setting", 'Light', 'Dark']],
    ] as const) {
      const drawn = await boxes(choices.map((name) => page.getByRole('group', { name: question, exact: true }).locator('label').filter({ hasText: name })));
      // Abreast in equal parts, or one to a row at full width: never one left alone under the others.
      expect([[choices.length], choices.map(() => 1)], question).toContainEqual(perRow(drawn));
      const widths = drawn.map(({ width }) => width);
      expect(Math.max(...widths) - Math.min(...widths), question).toBeLessThan(1);
    }
  });

  test('given the preferences on a laptop\'s screen or a phone, when a choice at the top is changed, then Save preferences is in view with nothing over it, and still the last stop of the keyboard\'s order', async ({ page }, testInfo) => {
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await openPreferences(page, LEARNER);
    const save = page.getByRole('button', { name: 'Save preferences' });

    await page.getByLabel('First name').fill('Ada');
    expect(await seenWhereItIs(save)).toBe(true);
    await page.getByRole('checkbox', { name: 'Monday' }).check();
    expect(await seenWhereItIs(save)).toBe(true);

    await page.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('given the app on a local host with no key or DSN, then neither the analytics nor the error-tracing library is downloaded', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });

    await openPreferences(page, LEARNER);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your preferences are saved.' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('__SENTRY__'))).toEqual([]);
    expect(bodies.filter((body) => body.includes('$pageview'))).toEqual([]);
  });
});
