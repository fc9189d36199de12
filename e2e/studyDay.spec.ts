import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, givenTheWorld, signIn, test, type SandboxMode } from './support/fixtures';
import { openInApp } from './support/menu';
import { onFirstScreen, seenWhereItIs } from './support/onScreen';
import { answerByKeyboard, card, currentCardId, studyTheDay, waitForChange } from './support/study';
import { FIRST_DAY, FIRST_DAY_CARDS, FIVE_DAYS_CARDS, FIVE_DAYS_STUDIED, LEARNER, LISTS_DECK } from './support/worlds';
import type { TestWorld } from '@sreo/sandbox/testing';
import { cardsInDeck } from './support/deck';

/* A study day as a learner meets it: Today's Cards, the day's end, the deck's card list. */

/** Whether a button wears the main action's colour (the theme's primary), rather than the secondary look. */
async function isMainAction(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.background = 'var(--primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return getComputedStyle(element).backgroundColor === primary;
  });
}

/** The words a paragraph sets on its last line. */
function lastLineOf(paragraph: Locator): Promise<string> {
  return paragraph.evaluate((element) => {
    const text = element.firstChild!;
    const range = document.createRange();
    const topOf = (index: number) => {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().top;
    };
    const content = text.textContent ?? '';
    const last = topOf(content.length - 1);
    let start = content.length - 1;
    while (start > 0 && topOf(start - 1) === last) start -= 1;
    return content.slice(start);
  });
}

/** Once a change of theme has finished its colour transitions: axe reads colours as they end, not midway. */
async function expectNoAxeViolationsOnceSettled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expectNoAxeViolations(page);
}

/** Both colour schemes of the system (the theme follows it by default): no axe violations in either. */
async function expectNoAxeViolationsInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolationsOnceSettled(page);
  }
  await page.emulateMedia({ colorScheme: null });
}

test.describe("Today's Cards", () => {
  test('given a learner on their first day, when Today\'s Cards opens, then they are welcomed with the minutes it takes, Start on the first screen, no streak or empty group, and the tour offered in lines with no word alone', async ({
    page,
    sandbox,
  }, testInfo) => {
    // The desktop size learners meet most (a laptop with the browser's bars); the phone keeps its own.
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    await expect(page.getByText('Welcome, newcomer!')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: new RegExp(`^${FIRST_DAY_CARDS.total} cards due · about \\d+ min$`) })).toBeVisible();
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Start' }))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your streak' })).toHaveCount(0);
    await expect(page.getByText('0 days')).toHaveCount(0);
    const groups = page.getByRole('region', { name: 'Due today' }).getByRole('listitem');
    await expect(groups).toHaveCount(2);
    await expect(groups.filter({ hasText: 'Review' })).toHaveCount(0);
    // The welcome's last line is never one word alone.
    expect((await lastLineOf(page.getByText(/^Each day a few cards wait here/))).trim()).toContain(' ');
    // With no streak yet, the welcome and the groups each take the column's width.
    const widthOf = (name: string) => page.getByRole('region', { name }).evaluate((region) => region.getBoundingClientRect().width);
    expect(await widthOf('Due today')).toBe(await widthOf('Your first day'));
    await expectNoAxeViolationsInBothSchemes(page);

    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect(page).toHaveURL(/\/tour$/);
  });

  test('given a learner with a history, when Today\'s Cards opens, then they are welcomed back with the minutes it takes, Start on the first screen, no group bar before the first answer of the day and the streak as tall as the groups', async ({ page, sandbox }, testInfo) => {
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
    await signIn(page, LEARNER);

    await expect(page.getByText('Welcome back, newcomer.')).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`^${FIVE_DAYS_CARDS.total} cards due · about \\d+ min$`) })).toBeVisible();
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Start' }))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your first day' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Take the tour' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your streak' })).toBeVisible();
    // Nothing answered today: the words say what is left, and no group draws a bar that would read as nothing to do.
    await expect(page.getByRole('region', { name: 'Due today' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Due today' }).locator('progress')).toHaveCount(0);
    // On a desktop the streak stands beside the groups as tall as they are, its rule at its foot.
    if (!testInfo.project.name.startsWith('phone')) {
      const [streak, groups] = await Promise.all(['Your streak', 'Due today'].map((name) => page.getByRole('region', { name }).boundingBox()));
      expect(streak!.y).toBe(groups!.y);
      expect(streak!.height).toBe(groups!.height);
      const rule = await page.getByRole('region', { name: 'Your streak' }).getByText(/does not break your streak/).boundingBox();
      expect(streak!.y + streak!.height - (rule!.y + rule!.height)).toBeLessThanOrEqual(24);
    }
  });
  test('given a learner with a history, when Today\'s Cards opens on a desktop, then the streak\'s flame and figure stand centred in its panel, not at its left with empty room beside them @desktop', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
    await signIn(page, LEARNER);
    const streak = page.getByRole('region', { name: 'Your streak' });
    await expect(streak.getByText(String(FIVE_DAYS_CARDS.streak), { exact: true })).toBeVisible();

    const panel = (await streak.boundingBox())!;
    const middle = panel.x + panel.width / 2;
    for (const part of [streak.locator('svg'), streak.getByText(String(FIVE_DAYS_CARDS.streak), { exact: true })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width / 2).toBeCloseTo(middle, 0);
    }
    await expectNoAxeViolations(page);
  });
  test("given a learner with a history part-way through the day, when Today's Cards opens, then the cards due and the streak stand as figures, each group's progress is drawn beside its words, and Start is the one main action", async ({ page, sandbox }) => {
    await givenOneCardAnswered(page, sandbox, FIVE_DAYS_STUDIED);
    await openInApp(page, '/welcomeBack');

    const bodySize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    const figureSize = (region: Locator, text: string) => region.getByText(text, { exact: true }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const due = page.getByRole('region', { name: /cards due/ });
    await expect(due.getByRole('heading')).toHaveText(new RegExp(`^${FIVE_DAYS_CARDS.total - 1} cards due · about \\d+ min$`));
    expect(await figureSize(due, String(FIVE_DAYS_CARDS.total - 1))).toBeGreaterThanOrEqual(2 * bodySize);
    const streak = page.getByRole('region', { name: 'Your streak' });
    // Today's answer counts today in: the streak of five days is six.
    await expect(streak).toContainText(`${FIVE_DAYS_CARDS.streak + 1} days`);
    expect(await figureSize(streak, String(FIVE_DAYS_CARDS.streak + 1))).toBeGreaterThanOrEqual(2 * bodySize);
    // Each group's bar is what its words say: done of the group's cards; the one card answered is drawn.
    const groups = page.getByRole('region', { name: 'Due today' }).getByRole('listitem');
    await expect(groups).toHaveCount(3);
    let drawnDone = 0;
    for (const group of await groups.all()) {
      const [, left, total] = /(\d+) left of (\d+)/.exec((await group.textContent()) ?? '') ?? [];
      const bar = group.locator('progress');
      await expect(bar).toHaveAttribute('max', total!);
      await expect(bar).toHaveAttribute('value', String(Number(total) - Number(left)));
      drawnDone += Number(await bar.getAttribute('value'));
    }
    expect(drawnDone).toBe(1);
    // The pointer, left where Start was clicked, is taken off the button it would hover, and its colour let settle.
    await page.mouse.move(0, 0);
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    const buttons = await page.getByRole('main').getByRole('button').all();
    const main = [];
    for (const button of buttons) if (await isMainAction(button)) main.push(await button.textContent());
    expect(main).toEqual(['Continue studying']);
    await expectNoAxeViolationsInBothSchemes(page);
  });

  test("given a learner whose day is done, when Today's Cards opens, then the day done and Review more come first, on the first screen, with the streak and no group of 0 left of 0, and Review more starts the reviews", async ({ page, sandbox }, testInfo) => {
    test.setTimeout(120_000);
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await studyTheDay(page);
    await page.getByRole('button', { name: "Back to Today's Cards" }).click();

    const done = page.getByRole('heading', { name: 'Nothing due right now' });
    await expect(done).toBeVisible();
    const reviewMore = page.getByRole('button', { name: 'Review more' });
    // On a phone the tab bar is back (nothing remains): the action is above it, not under it.
    expect(await onFirstScreen(page, reviewMore)).toBe(true);
    expect(await seenWhereItIs(reviewMore)).toBe(true);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toEqual(['Nothing due right now', 'Your streak', 'Due today']);
    await expect(page.getByRole('region', { name: 'Your streak' })).toContainText('1 day');
    await expect(page.getByText(/about \d+ min/)).toHaveCount(0);
    const groups = page.getByRole('region', { name: 'Due today' }).getByRole('listitem');
    await expect(groups).toHaveText([/^Main0 left of \d+/, /^Survey0 left of \d+/]);
    await expectNoAxeViolationsInBothSchemes(page);

    await reviewMore.click();
    await expect(page).toHaveURL(/\/study$/);
    await expect(card(page)).toBeVisible();
    await expect(page.getByText('Review: cards you are about to forget', { exact: true })).toBeVisible();
  });
});

test.describe("the day's end", () => {
  test('given a whole day studied, when it ends, then the day is summed up in figures that line up, Back to Today\'s Cards is the main action and Review 10 more stays', async ({ page, sandbox }) => {
    test.setTimeout(120_000);
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    const answered = await studyTheDay(page);

    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    const day = page.getByRole('region', { name: 'Your day' });
    await expect(day).toContainText(`Cards answered${answered}`);
    // The keyboard helper picks the first option and types a wrong text: what the app marks is counted.
    await expect(day).toContainText(/Right\d+ of \d+/);
    expect(await day.ariaSnapshot()).toMatch(/- term: Time spent\n\s*- definition: \d+ (seconds?|minutes?)\n/);
    await expect(day).toContainText('Streak1 day');
    // The day's score is drawn as well as written: a bar of the right answers of those the app marked.
    const [, right, marked] = /Right(\d+) of (\d+)/.exec((await day.textContent()) ?? '') ?? [];
    const score = day.locator('progress');
    await expect(score).toHaveAttribute('value', right!);
    await expect(score).toHaveAttribute('max', marked!);
    // Each figure stands out from what it counts: half as large again as its label at least.
    const sizes = await day.getByRole('definition').evaluateAll((figures) =>
      figures.map((figure) => [figure, figure.previousElementSibling!].map((element) => parseFloat(getComputedStyle(element).fontSize))),
    );
    for (const [figure, label] of sizes) expect(figure).toBeGreaterThanOrEqual(1.5 * label!);
    // The figures line up: one width each, whether in one row (desktop) or two (phone).
    const widths = await day.getByRole('term').evaluateAll((terms) => terms.map((term) => Math.round(term.parentElement!.getBoundingClientRect().width)));
    expect(widths).toHaveLength(4);
    expect(new Set(widths).size).toBe(1);
    const back = page.getByRole('button', { name: "Back to Today's Cards" });
    const more = page.getByRole('button', { name: 'Review 10 more' });
    expect(await isMainAction(back)).toBe(true);
    expect(await isMainAction(more)).toBe(false);
    await expectNoAxeViolationsInBothSchemes(page);

    await back.click();
    await expect(page.getByRole('heading', { name: 'Nothing due right now' })).toBeVisible();
    await expect(page.getByText('Welcome back, newcomer.')).toBeVisible();
  });
});

/** The day kept on this device, as the app wrote it after an answer (once the browser was idle), with its counts set as another tab would set them. */
async function keepDayOnDevice(page: Page, counts: { answered: number; marked: number; right: number; spentMs: number }): Promise<void> {
  const answeredOnDevice = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.studyDay'));
      return key ? ((JSON.parse(localStorage.getItem(key)!) as { answered?: number }).answered ?? 0) : 0;
    });
  await expect.poll(answeredOnDevice).toBeGreaterThan(0);
  await page.evaluate((set) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.studyDay'))!;
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), ...set }));
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  }, counts);
}

/** The learner's first day (or another world's day), with one card answered on this device and the next card shown. */
async function givenOneCardAnswered(page: Page, sandbox: SandboxMode, world: TestWorld = FIRST_DAY): Promise<void> {
  await givenTheWorld(page, sandbox, world);
  await signIn(page, LEARNER);
  await page.getByRole('button', { name: 'Start' }).click();
  const first = await currentCardId(page);
  await answerByKeyboard(page);
  await waitForChange(page, first);
}

test.describe("the day's end's figures", () => {
  // The longest each figure's text can be: the seconds just under a minute, and a whole day's hours and minutes.
  const longest = [
    { counts: { answered: 59, marked: 59, right: 58, spentMs: 59_000 }, time: '59 seconds' },
    { counts: { answered: 999, marked: 999, right: 998, spentMs: (23 * 60 + 59) * 60_000 }, time: '23 hours 59 minutes' },
  ];

  test('given the longest figures a day can have, when the day\'s end shows them, then each stays on one line in its box, and the screen reader hears the time in words', async ({ page, sandbox }) => {
    await givenOneCardAnswered(page, sandbox);

    for (const { counts, time } of longest) {
      await keepDayOnDevice(page, counts);
      await openInApp(page, '/welcomeBack');
      await openInApp(page, '/congratulation');

      const day = page.getByRole('region', { name: 'Your day' });
      await expect(day).toContainText(`Cards answered${counts.answered}`);
      // The streak comes with the day from the server.
      await expect(day.getByRole('definition')).toHaveCount(4);
      const figures = await day.getByRole('definition').evaluateAll((values) =>
        values.map((value) => ({
          lineHeight: parseFloat(getComputedStyle(value).lineHeight),
          height: value.getBoundingClientRect().height,
          overflows: value.scrollWidth > value.clientWidth,
          text: `${value.textContent}: ${value.scrollWidth} px in ${value.clientWidth}`,
        })),
      );
      for (const figure of figures) {
        expect(figure.height).toBeLessThan(1.5 * figure.lineHeight);
        expect(figure.overflows, figure.text).toBe(false);
      }
      expect(await day.ariaSnapshot()).toContain(`- definition: ${time}`);
    }
    await expectNoAxeViolationsInBothSchemes(page);
  });
});

test.describe("the day's end while the server's part loads", () => {
  test("given a day answered on this device, when the day's end opens, then what it shows while the streak and tomorrow load stays where it is once they arrive", async ({ page, sandbox }) => {
    await givenOneCardAnswered(page, sandbox);
    await openInApp(page, '/welcomeBack');
    // Where the day's figures and buttons stand in the first frame the day's end draws, before the server's day is in.
    await page.evaluate(() => {
      const tops = () =>
        [...document.querySelectorAll('#congrats-heading ~ * dt, #congrats-heading ~ * button')].map((element) => `${element.textContent}: ${Math.round(element.getBoundingClientRect().top)}`);
      const observer = new MutationObserver(() => {
        if (!document.getElementById('congrats-heading')) return;
        observer.disconnect();
        Object.assign(window, { dayEnd: { tops, first: tops(), loading: document.body.textContent?.includes('Loading your day') } });
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });

    await openInApp(page, '/congratulation');

    await expect(page.getByRole('region', { name: 'Your day' })).toContainText('Streak1 day');
    const frames = await page.evaluate(() => {
      const { dayEnd } = window as unknown as { dayEnd: { tops: () => string[]; first: string[]; loading: boolean } };
      return { first: dayEnd.first, loading: dayEnd.loading, now: dayEnd.tops() };
    });
    expect(frames.loading).toBe(true);
    expect(frames.now).toEqual(frames.first);
  });
});

test.describe('deck detail', () => {
  test('given a deck whose cards hold HTML, when it opens, then the card list shows it formatted, never as tags', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { decks: [LISTS_DECK] });
    await signIn(page, LEARNER);
    await expect(page).toHaveURL(/welcomeBack$/);
    await openInApp(page, `/library/deck/${LISTS_DECK.id}`);

    const cards = await cardsInDeck(page);
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(cards.getByRole('listitem').filter({ hasText: 'Cervical (neck): 7' }).first()).toBeVisible();
    await expect(cards).not.toContainText('<ul>');
    await expect(cards).not.toContainText('<b>');
    await expectNoAxeViolations(page);

    await cards.getByRole('button', { name: /Regions of the vertebral column/ }).click();
    await expect(page.getByRole('heading', { name: /^Card \d+ of \d+$/ })).toBeVisible();
  });
});

/** A learner with five days of study behind them, studying today's cards. */
async function signedInStudying(page: Page, sandbox: SandboxMode): Promise<void> {
  await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
  await signIn(page, LEARNER);
  await page.getByRole('button', { name: 'Start' }).click();
}

/** Answers cards by keyboard until one of `type` (0 recall, 1 multiple choice, 2 typed) is on screen. */
async function studyUntil(page: Page, type: number): Promise<void> {
  for (let answered = 0; answered < 30; answered++) {
    await expect(card(page)).toBeVisible();
    if (Number(await card(page).getAttribute('data-question-type')) === type) return;
    const id = await currentCardId(page);
    await answerByKeyboard(page);
    await waitForChange(page, id);
  }
  throw new Error(`no card of type ${type} came`);
}

/** The largest font size of any text on the card, and the question's. */
async function cardFontSizes(page: Page): Promise<{ question: number; largest: number }> {
  return card(page).evaluate((article) => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const texts = [...article.querySelectorAll('*')].filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''));
    const question = article.querySelector('#card-question')!;
    return { question: size(question), largest: Math.max(...texts.map(size)) };
  });
}

/** Given a learner who studied on the last two days, when they answer today's first card: the toast of their 3-day streak, on screen. */
async function streakToastOfTodaysFirstAnswer(page: Page, sandbox: SandboxMode): Promise<Locator> {
    await givenTheWorld(page, sandbox, { ...FIVE_DAYS_STUDIED, pastAnswers: FIVE_DAYS_STUDIED.pastAnswers!.filter((answer) => answer.daysAgo <= 2) });
    await signIn(page, LEARNER);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(card(page)).toBeVisible();
    await answerByKeyboard(page);

    const toast = page.locator('[aria-hidden="true"]').filter({ hasText: '3 days in a row! You have reached a 3-day streak.' });
    await expect(toast).toBeVisible();
    return toast;
}

/** Where an element's top is on the page (not the viewport: focus moving to Next may scroll it). */
const topOf = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));

test.describe('the study screen', () => {
  test('given a phone and a learner who studied on the last two days, when they answer today\'s first card, then a toast tells them of their 3-day streak in lines as wide as the screen allows, not a narrow column @phone', async ({ page, sandbox }) => {
    const toast = await streakToastOfTodaysFirstAnswer(page, sandbox);
    const lines = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return Math.round((element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
  });

  test('given a desktop and a learner who studied on the last two days, when they answer today\'s first card, then the streak\'s toast stands in the middle of the content column beside the side menu, not of the window @desktop', async ({ page, sandbox }) => {
    const toast = await streakToastOfTodaysFirstAnswer(page, sandbox);
    const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
    const column = (await page.locator('#content').boundingBox())!;
    expect(Math.abs(middle((await toast.boundingBox())!) - middle(column))).toBeLessThanOrEqual(1);
  });

  test('given a recall card, when its answer is shown, then the question is the largest text, the controls stay on screen (in place on desktop) and the progress takes one line', async ({ page, sandbox }, testInfo) => {
    await signedInStudying(page, sandbox);
    await studyUntil(page, 0);
    const phone = testInfo.project.name.startsWith('phone');

    const sizes = await cardFontSizes(page);
    expect(sizes.question).toBe(sizes.largest);
    // One line for the day's progress, saying what it counts: no group of 0 of 0, one bar.
    const { total, main, review, survey } = FIVE_DAYS_CARDS;
    const progress = page.getByRole('main').locator('p').filter({ hasText: new RegExp(`^\\d+ of ${total}`) });
    await expect(progress).toHaveText(new RegExp(`^\\d+ of ${total} doneMain \\d+ of ${main}Review \\d+ of ${review}Survey \\d+ of ${survey}$`));
    expect((await progress.boundingBox())!.height).toBeLessThanOrEqual(phone ? 48 : 30);
    await expect(page.getByRole('progressbar')).toHaveCount(1);
    const show = page.getByRole('button', { name: 'Show answer, key Space' });
    expect(await onFirstScreen(page, show)).toBe(true);
    const questionTop = await topOf(page.locator('#card-question'));
    const showTop = await topOf(show);

    await show.click();

    const good = page.getByRole('button', { name: 'Good, key 3' });
    await expect(good).toBeVisible();
    expect(await onFirstScreen(page, good)).toBe(true);
    if (!phone) {
      expect(await topOf(page.locator('#card-question'))).toBe(questionTop);
      expect(await topOf(good)).toBe(showTop);
    }
    await expectNoAxeViolationsInBothSchemes(page);
  });

  test('given a multiple-choice card, when an option is chosen, then the options stay where they are, the right one and a wrong pick are marked in words, and the verdict and Next are on screen', async ({ page, sandbox }) => {
    await signedInStudying(page, sandbox);
    await studyUntil(page, 1);
    const choices = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button');
    const before = await Promise.all((await choices.all()).map(topOf));

    await page.keyboard.press('1');

    await expect(page.getByRole('button', { name: 'Next, key Enter' })).toBeFocused();
    const after = await Promise.all((await choices.all()).map(topOf));
    expect(after).toEqual(before);
    const names = await choices.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    const pickedRight = names[0]!.endsWith('your answer, right');
    if (pickedRight) {
      expect(names.slice(1).every((name) => !/answer/.test(name))).toBe(true);
    } else {
      expect(names[0]).toMatch(/, your answer, wrong$/);
      expect(names.filter((name) => name.endsWith(', the right answer'))).toHaveLength(1);
      await expect(choices.first()).toContainText('Your answer');
      await expect(page.getByRole('group', { name: 'Choose an answer' })).toContainText('Right answer');
    }
    await expect(card(page).getByText(/^(Right!|Not quite\.)/)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Next, key Enter' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolationsInBothSchemes(page);
  });

  test('given a typed-answer card, when a wrong answer is sent, then the learner\'s text is set against the right one with the differences marked', async ({ page, sandbox }) => {
    await signedInStudying(page, sandbox);
    await studyUntil(page, 2);

    await page.keyboard.type('my answer');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('button', { name: 'Next, key Enter' })).toBeFocused();
    const wrote = page.getByRole('definition').filter({ has: page.locator('del') });
    await expect(wrote).toContainText('my answer');
    await expect(page.getByRole('term').filter({ hasText: 'You wrote' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'The answer' })).toBeVisible();
    await expect(page.locator('dd ins').first()).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  });
});
