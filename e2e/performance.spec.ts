import type { Locator, Page } from '@playwright/test';
import { answeredOnPastDays, deck, recall, type TestWorld } from '@sreo/sandbox/testing';
import { expect, expectNoAxeViolations, givenTheWorld, setSandboxFlags, signIn, test, type SandboxMode } from './support/fixtures';
import { onFirstScreen } from './support/onScreen';

const capitals = deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima'), recall('Capital of Kenya?', 'Nairobi')], 'World Capitals');
const anatomy = deck('anatomy', [recall('The largest organ?', 'The skin')], 'Human Anatomy');

/** A learner of the demo partner who studied World Capitals on the last four days. */
const STUDIED: TestWorld = { decks: [capitals, anatomy], pastAnswers: answeredOnPastDays(capitals, 4) };
/** The same, at a partner of more learners than its leaderboard holds, so that everyone at the partner is a ranking of its own. */
const STUDIED_AMONG_MANY: TestWorld = { ...STUDIED, population: 6 };

/** How a piece of text is set: its weight and its colour. */
function look(text: Locator): Promise<{ weight: number; colour: string }> {
  return text.evaluate((element) => ({ weight: Number(getComputedStyle(element).fontWeight), colour: getComputedStyle(element).color }));
}

async function openPerformance(page: Page, sandbox: SandboxMode, world: TestWorld): Promise<void> {
  await givenTheWorld(page, sandbox, world);
  await openPerformanceAsIs(page);
}

/** Signs the world's learner in and opens My Performance as a link would. */
async function openPerformanceAsIs(page: Page): Promise<void> {
  await signIn(page, 'new@demo.test');
  await expect(page).toHaveURL(/welcomeBack$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/app/performance');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

test.describe('performance', () => {
  test('given a learner who studied on past days, when the screen opens, then the measure, the charts and every partner-gated part show', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED_AMONG_MANY);

    await expect(page.getByRole('heading', { name: 'My Performance' })).toBeVisible();
    await expect(page).toHaveTitle('My Performance | Sreo Learn');
    await expect(page.getByRole('region', { name: 'Learning measure' })).toContainText(/\d+%/);
    // The bars' scale has no unit of its own: the words over it say what a bar counts.
    await expect(page.getByRole('region', { name: 'Days studied' })).toContainText('Each bar counts the cards answered that day.');
    for (const chart of ['TKL over time', 'Days studied']) {
      await expect(page.getByRole('region', { name: chart }).locator('svg.recharts-surface').first()).toBeVisible();
    }
    await expect(page.getByText('Day streak')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('row', { name: /\(you\)/ })).toBeVisible();
    await expect(page.getByText(/You know more than this share of learners at Demo Academy/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Everyone at Demo Academy' })).toBeVisible();
    await expectNoAxeViolations(page);

    const explainer = page.getByRole('button', { name: 'What is the learning measure?' });
    await explainer.click();
    await expect(explainer).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/predicted to get on a pop quiz/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given a learner who studied, when the screen opens, then the measure\'s panel sets its words in line with the panels under it, and its explainer button takes one line', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED);
    const left = async (name: string) => Math.round((await page.getByRole('heading', { name, exact: true }).boundingBox())!.x);

    const measure = await left('Learning measure');

    expect(measure).toBe(await left('TKL over time'));
    const explainer = page.getByRole('button', { name: 'What is the learning measure?' });
    expect((await explainer.boundingBox())!.height).toBeLessThanOrEqual(44);
  });

  test('given a deck studied and one not, when the screen opens, then TKL per deck draws the one\'s TKL as a bar beside its percentage and says N/A for the other, quieter than a figure, as the library does', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED);
    const decks = page.getByRole('region', { name: 'TKL per deck' });
    const row = (deckName: string) => decks.locator('li').filter({ hasText: deckName });

    await expect(row('World Capitals')).toContainText(/\d+%/);
    await expect(row('World Capitals').locator('[data-tkl-bar]')).toBeVisible();
    await expect(row('Human Anatomy')).toContainText('N/A');
    await expect(row('Human Anatomy').locator('[data-tkl-bar]')).toHaveCount(0);
    const none = await look(row('Human Anatomy').getByText('N/A'));
    const figure = await look(row('World Capitals').getByText(/^\d+%$/));
    expect(none.weight).toBeLessThan(figure.weight);
    expect(none.colour).not.toBe(figure.colour);
  });

  test('given a studied deck with a long name, when the screen opens, then TKL per deck sets its name on one line, its row as tall as a short name\'s and its bar in line with theirs, and still says the whole name', async ({ page, sandbox }) => {
    const longName = 'Airport Security Rules and Screening Procedures';
    const airport = deck('airport', [recall('May a traveller carry a full water bottle through screening?', 'No')], longName);
    await openPerformance(page, sandbox, { decks: [capitals, airport], pastAnswers: [...answeredOnPastDays(capitals, 4), ...answeredOnPastDays(airport, 2)] });
    const decks = page.getByRole('region', { name: 'TKL per deck' });
    const row = (deckName: string) => decks.locator('li').filter({ hasText: deckName });
    await expect(row(longName).locator('[data-tkl-bar]')).toBeVisible();

    // Each row's height inside its border, and where its bar stands from the row's inner corner.
    const measure = (deckName: string) =>
      row(deckName).evaluate((item) => {
        const box = item.getBoundingClientRect();
        const bar = item.querySelector('[data-tkl-bar]')!.getBoundingClientRect();
        return { height: item.clientHeight, barLeft: Math.round(bar.left - box.left), barTop: Math.round(bar.top - box.top - item.clientTop) };
      });
    expect(await measure(longName)).toEqual(await measure('World Capitals'));
    const nameHeight = async (deckName: string) => (await row(deckName).getByText(deckName).boundingBox())!.height;
    expect(await nameHeight(longName)).toBeCloseTo(await nameHeight('World Capitals'), 0);
    // A screen reader hears the whole name, from the panel's summary.
    await expect(decks).toContainText(new RegExp(`${longName} \\d+%`));
    await expectNoAxeViolations(page);
  });

  test('given a learner who studied, when the screen opens, then on a desktop the learning measure and the study figures share the first row, so the charts start on the first screen, and on a phone they stack', async ({ page, sandbox }, testInfo) => {
    const phone = testInfo.project.name.startsWith('phone');
    if (!phone) await page.setViewportSize({ width: 1366, height: 657 });
    await openPerformance(page, sandbox, STUDIED);
    const box = (name: string) => page.getByRole('region', { name }).boundingBox();
    await expect(page.getByRole('region', { name: 'Study activity' })).toContainText('Day streak');
    const [measure, activity] = await Promise.all([box('Learning measure'), box('Study activity')]);

    if (phone) {
      expect(activity!.y).toBeGreaterThan(measure!.y + measure!.height - 1);
    } else {
      expect(activity!.x).toBeGreaterThan(measure!.x + measure!.width - 1);
      expect(activity!.y).toBe(measure!.y);
      expect(measure!.height).toBe(activity!.height);
      // Its panel starts in the first screen's upper two thirds (it began below them).
      expect((await box('TKL over time'))!.y).toBeLessThan((657 * 2) / 3);
    }
  });

  test('given a learner who studied, when the screen opens on a phone, where a figure\'s label wraps, then the figures\' tiles are of one height, two rows of two, their figures in line @phone', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED);
    const activity = page.getByRole('region', { name: 'Study activity' });
    await expect(activity).toContainText('Day streak');

    const tiles = await activity.locator(':scope > *').evaluateAll((elements) =>
      elements.map((tile) => ({ top: tile.getBoundingClientRect().top, height: tile.getBoundingClientRect().height, figureTop: tile.firstElementChild!.getBoundingClientRect().top })),
    );
    const rows = [...new Set(tiles.map((tile) => Math.round(tile.top)))].map((top) => tiles.filter((tile) => Math.round(tile.top) === top));
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
    for (const tile of tiles) expect(tile.height).toBeCloseTo(tiles[0]!.height, 0);
    for (const [first, second] of rows) expect(first!.figureTop).toBeCloseTo(second!.figureTop, 0);
  });

  test('given a learner who studied, when the screen opens, then each study figure stands as Today\'s Cards\' figures do: at least twice the size of the body text', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED);
    const activity = page.getByRole('region', { name: 'Study activity' });
    await expect(activity).toContainText('Day streak');

    const size = (text: string | RegExp) => activity.getByText(text, { exact: true }).first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const body = await page.locator('body').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    for (const figure of [/^\d+$/, /^\d+%$/]) expect(await size(figure)).toBeGreaterThanOrEqual(2 * body);
  });

  test('given a learner who has answered nothing yet, when the screen opens, then it shows the way to a first score (what the screen will show, three steps, one action to Today\'s Cards) and no measure, figure or chart of nothing', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, { decks: [capitals, anatomy] });
    const first = page.getByRole('region', { name: 'Your first score is a few cards away' });
    await expect(first).toContainText('Answer your first cards and this page fills in: your learning measure, your streak and how well you know each deck.');
    await expect(first.getByRole('listitem')).toHaveText([
      "Answer today's cards. A few minutes is enough.",
      'See your learning measure. It is the score you would be predicted to get on a pop quiz.',
      'Come back tomorrow. Each day you study adds to your streak.',
    ]);
    // Nothing measured yet: no N/A, no 0 for a streak, no share of learners, no empty chart.
    for (const region of ['Learning measure', 'Study activity', 'TKL over time', 'Days studied', 'TKL per deck']) await expect(page.getByRole('region', { name: region })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('N/A');
    await expect(page.locator('svg.recharts-surface')).toHaveCount(0);
    // Where the learner will stand among the partner's learners is still shown.
    await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('row', { name: /\(you\)/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await first.getByRole('link', { name: "Go to Today's Cards" }).click();
    await expect(page).toHaveURL(/welcomeBack$/);
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  });

  test('given the performance call failing once, when the screen opens, then its panel says what failed under a mark, then what the learner can do, then Try again, which brings the screen', async ({ page, sandbox }) => {
    await setSandboxFlags(page, sandbox, { world: STUDIED, chaos: { faults: { '/app/performance': [500, 'ok'] } } });
    await openPerformanceAsIs(page);

    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'Server error' })).toBeVisible();
    const text = panel.getByText('The bench backend failed on purpose.');
    const advice = panel.getByText('Nothing you have done is lost. Try again now, or come back in a few minutes.');
    const retry = panel.getByRole('button', { name: 'Try again' });
    const tops = await Promise.all([text, advice, retry].map(async (part) => (await part.boundingBox())!.y));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    const mark = await panel.getByRole('heading', { name: 'Server error' }).evaluate((title) => getComputedStyle(title, '::before').content);
    expect(mark).toContain('!');
    await expectNoAxeViolations(page);

    await retry.click();
    await expect(page.getByRole('region', { name: 'Learning measure' })).toContainText(/\d+%/);
  });

  test('given the performance call failing, when the screen opens, then its panel takes the place of the screen\'s content, half the window tall, its mark above the title and its words and Try again centred in it, on the first screen', async ({ page, sandbox }) => {
    await setSandboxFlags(page, sandbox, { world: STUDIED, chaos: { faults: { '/app/performance': [500, 'ok'] } } });
    await openPerformanceAsIs(page);

    const title = page.getByRole('alert').getByRole('heading', { name: 'Server error' });
    const retry = page.getByRole('alert').getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    const panel = (await title.locator('..').boundingBox())!;
    const screen = page.viewportSize()!;
    const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
    expect(panel.height).toBeGreaterThanOrEqual(screen.height / 2 - 1);
    for (const part of [title, retry, page.getByText('Nothing you have done is lost. Try again now, or come back in a few minutes.')]) {
      expect(Math.abs(centre((await part.boundingBox())!) - centre(panel))).toBeLessThanOrEqual(1);
    }
    const mark = await title.evaluate((heading) => ({ direction: getComputedStyle(heading).flexDirection, height: parseFloat(getComputedStyle(heading, '::before').height) }));
    expect(mark).toEqual({ direction: 'column', height: 48 });
    expect(await onFirstScreen(page, retry)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('given a partner with the comparisons off, when the screen opens, then the charts show without the gated parts', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, {
      ...STUDIED,
      partner: { showLeaderboard: false, showMostKnowledgeableUsersPercentage: false, showFullUserKnowledgeList: false },
    });

    await expect(page.getByRole('region', { name: 'TKL over time' }).locator('svg.recharts-surface').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'TKL per deck' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leaderboard' })).toHaveCount(0);
    await expect(page.getByText(/You know more than/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Everyone at/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('given a learner who studied, with the leaderboard and everyone at the partner shown, when the screen opens at 1366x657, then the two charts stand side by side, and so do the two rankings @desktop', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 1366, height: 657 });
    await openPerformance(page, sandbox, STUDIED_AMONG_MANY);
    await expect(page.getByRole('region', { name: 'Everyone at Demo Academy' })).toBeVisible();

    for (const [left, right] of [['TKL over time', 'Days studied'], ['Leaderboard', 'Everyone at Demo Academy']] as const) {
      const [one, two] = [(await page.getByRole('region', { name: left }).boundingBox())!, (await page.getByRole('region', { name: right }).boundingBox())!];
      expect(two.y, `${right} beside ${left}`).toBe(one.y);
      expect(two.x, `${right} right of ${left}`).toBeGreaterThan(one.x + one.width);
    }
    await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('given a deck not studied yet, when the screen opens on a phone, then its N/A stands at the end of its name\'s line, where a studied deck\'s bar takes the line under its name @phone', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED);
    const deckRow = (name: string) => page.getByRole('region', { name: 'TKL per deck' }).locator('li', { hasText: name });
    await expect(deckRow('Human Anatomy')).toBeVisible();

    const [name, none] = [(await deckRow('Human Anatomy').getByText('Human Anatomy').boundingBox())!, (await deckRow('Human Anatomy').getByText('N/A').boundingBox())!];
    expect(none.y).toBeLessThan(name.y + name.height);
    expect(none.x).toBeGreaterThan(name.x + name.width);
    const [studied, bar] = [(await deckRow('World Capitals').getByText('World Capitals').boundingBox())!, (await deckRow('World Capitals').locator('[data-tkl-bar]').boundingBox())!];
    expect(bar.y).toBeGreaterThanOrEqual(studied.y + studied.height);
  });

  test('given rankings longer than their fold, when the screen opens on a phone, then the leaderboard shows its top three and the learner, everyone at the partner the learner among those just above and below, and Show all brings every learner back @phone', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED_AMONG_MANY);

    await expect(page.getByRole('button', { name: /^Show all \d+ learners$/ })).toHaveCount(2);
    await expectNoAxeViolations(page);
    const ranks = (ranking: Locator) => ranking.locator('tbody tr td:first-child').allTextContents().then((texts) => texts.map(Number));
    for (const [name, folded] of [
      ['Leaderboard', (shown: number[], own: number) => expect(shown).toEqual(own > 3 ? [1, 2, 3, own] : [1, 2, 3])],
      ['Everyone at Demo Academy', (shown: number[], own: number) => {
        expect(shown).toHaveLength(5);
        expect(shown.every((rank, index) => index === 0 || rank === shown[index - 1]! + 1)).toBe(true);
        expect(shown).toContain(own);
      }],
    ] as const) {
      const ranking = page.getByRole('region', { name });
      const showAll = ranking.getByRole('button', { name: /^Show all \d+ learners$/ });
      await expect(showAll).toBeVisible();
      await expect(showAll).toHaveAttribute('aria-expanded', 'false');
      const own = ranking.getByRole('row', { name: /\(you\)/ });
      await expect(own).toBeVisible();
      folded(await ranks(ranking), Number(await own.getByRole('cell').first().textContent()));

      const learners = Number((await showAll.textContent())!.match(/\d+/)![0]);
      await showAll.click();
      await expect(ranking.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
      expect(await ranks(ranking)).toEqual(Array.from({ length: learners }, (_, index) => index + 1));
    }
    await expectNoAxeViolations(page);
  });

  test('given a partner whose learners all fit on its leaderboard, when the screen opens, then their ranking shows once, as the leaderboard, which says that everyone at the partner is on it', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, STUDIED);

    const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
    await expect(leaderboard.getByRole('row', { name: /\(you\)/ })).toBeVisible();
    await expect(leaderboard.getByText('Everyone at Demo Academy is on the leaderboard, so it is not shown twice.')).toBeVisible();
    await expect(page.getByRole('region', { name: /Everyone at/ })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('given a partner with performance off, when the screen is asked for, then the learner is sent to Today\'s Cards', async ({ page, sandbox }) => {
    await openPerformance(page, sandbox, { decks: [capitals], partner: { enableUserPerformance: false } });

    await expect(page).toHaveURL(/welcomeBack$/);
  });
});
