import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, givenTheWorld, signIn, test, type SandboxMode } from './support/fixtures';
import { openInApp } from './support/menu';
import { FIVE_DAYS_STUDIED, LEARNER } from './support/worlds';

/* Details a learner notices: whole menu labels, a rating that says what it means, day chips that wrap
   evenly, and dates written one way. */

/** A learner with five days of study behind them, signed in, on `path`. */
async function signedInAt(page: Page, sandbox: SandboxMode, path: string): Promise<void> {
  await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  await openInApp(page, path);
}

/** The rows a set of chips wraps into: how many chips sit on each line. */
async function chipsPerRow(chips: Locator): Promise<number[]> {
  const tops = (await chips.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))) as number[];
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

test('given My Performance open, when the menu shows it as the current item, then its label is whole, not cut short', async ({ page, sandbox }, testInfo) => {
  await signedInAt(page, sandbox, '/performance');
  await expect(page.getByRole('heading', { name: 'My Performance' })).toBeVisible();
  const phone = testInfo.project.name.startsWith('phone');
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: phone ? 'Drawer menu' : 'Main menu' });
  await expect(menu).toBeVisible();

  const cut = await menu.getByRole('link').evaluateAll((links) =>
    links.flatMap((link) => [...link.querySelectorAll('span')].filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent)),
  );
  expect(cut).toEqual([]);
  await expectNoAxeViolations(page);
});

test('given the feedback form, when a rating is looked at and chosen, then what the numbers mean is shown', async ({ page, sandbox }) => {
  await signedInAt(page, sandbox, '/feedback');
  await expect(page.getByText('1 is poor, 5 is excellent')).toBeVisible();

  await page.getByRole('radio', { name: '4 of 5: Very good' }).check();

  await expect(page.getByText('4 of 5: Very good')).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [390, 768, 1280]) {
  test(`given the preferences at ${width}px wide, when the remind days show, then no day sits alone on a line`, async ({ page, sandbox }) => {
    await page.setViewportSize({ width, height: 844 });
    await signedInAt(page, sandbox, '/preferences');
    const days = page.getByRole('group', { name: 'Remind days' }).getByRole('checkbox');
    await expect(days).toHaveCount(7);

    const rows = await chipsPerRow(page.getByRole('group', { name: 'Remind days' }).locator('label'));
    expect(Math.min(...rows)).toBeGreaterThan(1);
  });

  test(`given the preferences at ${width}px wide, when the remind days show, then every day's box is the same size and its name sits inside its chip`, async ({ page, sandbox }) => {
    await page.setViewportSize({ width, height: 844 });
    await signedInAt(page, sandbox, '/preferences');
    const chips = page.getByRole('group', { name: 'Remind days' }).locator('label');
    await expect(chips).toHaveCount(7);

    const looks = await chips.evaluateAll((labels) =>
      labels.map((label) => {
        const chip = label.getBoundingClientRect();
        const box = label.querySelector('input')!.getBoundingClientRect();
        const name = label.querySelector('span')!.getBoundingClientRect();
        return { box: `${Math.round(box.width)}x${Math.round(box.height)}`, inside: name.left >= chip.left && name.right <= chip.right };
      }),
    );
    expect(new Set(looks.map((look) => look.box)).size).toBe(1);
    expect(looks.map((look) => look.inside)).toEqual(Array(7).fill(true));
  });
}

test('given the performance screen, when its dates show, then the summary and the chart write them the same way (no ISO or slashed dates)', async ({ page, sandbox }) => {
  await signedInAt(page, sandbox, '/performance');
  const history = page.getByRole('region', { name: 'TKL over time' });
  await expect(history).toContainText(/From \d+% on /);

  const summary = (await history.locator('p').first().textContent()) ?? '';
  const tickLabels = history.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(tickLabels.first()).toBeVisible();
  const ticks = await tickLabels.allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  // The browser's locale writes the month as a word; the chart's days are the summary's, less the year.
  expect(summary).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}/);
  for (const tick of ticks) expect(tick).toMatch(/^[A-Za-z]{3} \d{1,2}$|^\d{1,2} [A-Za-z]{3}$/);
  expect(summary).toContain(ticks.at(-1)!);
});
