import type { Locator, Page } from '@playwright/test';
import { deck, multipleChoice, recall, type TestWorld } from '@sreo/sandbox/testing';
import { colourContrast } from './support/contrast';
import { expect, expectNoAxeViolations, givenTheWorld, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';
import { onFirstScreen, overlap } from './support/onScreen';
import { card, currentCardId, studyTheDay, waitForChange } from './support/study';
import { FIRST_DAY, FIRST_DAY_CARDS, LEARNER } from './support/worlds';

/* The study screen at a glance: the focus ring, the question as the headline, the result in view, the grades, the ends. */

/** The outline the element with the focus is drawn with ('none' when no ring shows). */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`;
  });

/** Both colour schemes of the system (the theme follows it by default): no axe violations in either. */
async function expectNoAxeViolationsInBothSchemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** Answers the card on screen by pointer: Good for a recall card, the first option, a wrong text, a survey's last point. */
async function answerByPointer(page: Page): Promise<void> {
  const type = Number(await card(page).getAttribute('data-question-type'));
  if (type === 0) {
    await page.getByRole('button', { name: /^Show answer/ }).click();
    await page.getByRole('button', { name: /^Good/ }).click();
  } else if (type === 1) {
    await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first().click();
  } else if (type === 2) {
    await page.getByRole('textbox', { name: 'Your answer' }).fill('my answer');
    await page.getByRole('button', { name: /^Check/ }).click();
  } else {
    await page.getByRole('group', { name: 'Your answer' }).getByRole('button').last().click();
  }
}

/** The question label of a multiple-choice card, its heading when it shows. */
const LABEL = 'Which city is marked on the map?';

/** The first day's cards, the second of them a multiple-choice card with a label. */
const WITH_A_LABEL: TestWorld = {
  ...FIRST_DAY,
  decks: FIRST_DAY.decks!.map((day, index) => (index === 1 ? { ...day, cards: [{ ...multipleChoice(), label: LABEL }] } : day)),
};

/** A deck of 24 recall and multiple-choice cards in turn, for a quiz of 10, 20 or all. */
const QUIZ_DECK = deck(
  'capitals',
  Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? recall(`Capital number ${index + 1}?`, `City ${index + 1}`) : multipleChoice())),
  'World Capitals',
);

test.describe('the focus ring', () => {
  test('given a learner using the mouse, when the app moves the focus to the question, then no ring is drawn; once a key is pressed, the focus the app moves is ringed', async ({ page, sandbox }) => {
    // The first card is a recall card: Space shows its answer.
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await page.getByRole('button', { name: 'Start' }).click();
    const question = page.locator('#card-question');
    await expect(question).toBeFocused();
    expect(await focusRing(page)).toBe('none');

    await page.keyboard.press('Space');

    await expect(page.getByRole('region', { name: 'Answer' })).toBeFocused();
    expect(await focusRing(page)).toBe('solid 3px');
    // A click or tap takes the ring away again; the focus still moves for screen readers.
    await page.getByRole('button', { name: /^Good/ }).click();
    await expect(question).toBeFocused();
    expect(await focusRing(page)).toBe('none');
  });
});

test.describe('one card, one glance', () => {
  test('given a card with a label, when it shows, then the label is its heading as the server sent it, at question size, with no Question or Answer caption', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, WITH_A_LABEL);
    await signIn(page, LEARNER);
    await page.getByRole('button', { name: 'Start' }).click();
    const label = page.getByRole('heading', { level: 2, name: LABEL });
    for (let answered = 0; !(await label.isVisible()); answered += 1) {
      if (answered > 10) throw new Error('the picture card never came');
      await expect(card(page)).toBeVisible();
      const id = await currentCardId(page);
      await answerByPointer(page);
      if (await page.getByRole('button', { name: /^Next/ }).isVisible()) await page.getByRole('button', { name: /^Next/ }).click();
      await waitForChange(page, id);
    }

    expect(await label.evaluate((element) => [(element as HTMLElement).innerText, getComputedStyle(element).textTransform])).toEqual([LABEL, 'none']);
    const [labelSize, textSize] = await label.evaluate((element) => [parseFloat(getComputedStyle(element).fontSize), parseFloat(getComputedStyle(document.body).fontSize)]);
    expect(labelSize).toBeGreaterThanOrEqual(textSize * 1.3);
    await expect(card(page).getByText(/^(question|answer)$/i)).toHaveCount(0);
    // The day in one line, the groups that hold cards named beside it, and no mode pill.
    const { total, main, survey } = FIRST_DAY_CARDS;
    await expect(page.getByRole('main').locator('p').filter({ hasText: new RegExp(`^\\d+ of ${total}`) })).toHaveText(new RegExp(`^\\d+ of ${total} doneMain \\d+ of ${main}Survey 0 of ${survey}$`));
    await expect(page.getByText(/ mode$/)).toHaveCount(0);
  });

  // Two desktop sizes and one zoomed in; the phone runs at its own size once.
  const sizes = [
    { name: '1280x800 on desktop', size: { width: 1280, height: 800 }, tag: '@desktop' },
    { name: '1366x657 on desktop', size: { width: 1366, height: 657 }, tag: '@desktop' },
    { name: '640x400 (1280x800 at 200% zoom)', size: { width: 640, height: 400 }, tag: '@desktop' },
    { name: '390x844 on a phone', size: { width: 390, height: 844 }, tag: '@phone' },
  ];
  for (const { name, size, tag } of sizes) {
    test(`given the seed's text and picture cards at ${name}, when each is answered, then its verdict, explanation, Next and every option with its mark are on screen together`, { tag }, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await signIn(page, 'new@demo.test');
      await page.getByRole('button', { name: 'Start' }).click();
      let checked = 0;
      let explained = 0;
      while (!page.url().endsWith('/congratulation')) {
        await expect(card(page)).toBeVisible();
        const id = await currentCardId(page);
        const type = Number(await card(page).getAttribute('data-question-type'));
        await answerByPointer(page);
        if (type === 1 || type === 2) {
          const next = page.getByRole('button', { name: /^Next/ });
          await expect(next).toBeVisible();
          const explanation = page.locator('#card-explanation');
          const shown: Locator[] = [card(page).getByText(/^(Right!|Not quite\.)/), next, ...((await explanation.count()) > 0 ? [explanation] : [])];
          for (const part of shown) await expect(part, await part.innerText()).toBeInViewport({ ratio: 1 });
          // Every option, with its mark, in view beside the verdict and not under its bar.
          const bar = next.locator('..');
          for (const option of await card(page).getByRole('group', { name: 'Choose an answer' }).getByRole('button').all()) {
            await expect(option, await option.innerText()).toBeInViewport({ ratio: 1 });
            for (const cover of [bar, page.getByRole('banner')]) expect(await overlap(option, cover), await option.innerText()).toBe(false);
          }
          if ((await explanation.count()) > 0) explained += 1;
          checked += 1;
          await next.click();
        }
        await waitForChange(page, id);
      }
      expect(checked).toBeGreaterThanOrEqual(3);
      expect(explained).toBeGreaterThanOrEqual(2);
    });
  }
});

test.describe('the verdict', () => {
  test('given the seed\'s day answered by pointer, when an answer is marked, then its bar takes the tint of right or of wrong, its words larger than the explanation\'s, and axe passes in both themes', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await page.getByRole('button', { name: 'Start' }).click();
    const looks = new Map<string, { bar: string; card: string; words: number; text: number }>();
    while (looks.size < 2 && !page.url().endsWith('/congratulation')) {
      await expect(card(page)).toBeVisible();
      const id = await currentCardId(page);
      await answerByPointer(page);
      const next = page.getByRole('button', { name: /^Next/ });
      if (await next.isVisible()) {
        const verdict = card(page).getByText(/^(Right!|Not quite\.)/);
        const words = (await verdict.innerText()).startsWith('Right') ? 'right' : 'wrong';
        if (words === 'wrong' && !looks.has('wrong')) await expectNoAxeViolationsInBothSchemes(page);
        looks.set(words, {
          bar: await next.locator('..').evaluate((bar) => getComputedStyle(bar).backgroundColor),
          card: await card(page).evaluate((element) => getComputedStyle(element).backgroundColor),
          words: await verdict.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
          text: await card(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
        });
        await next.click();
      }
      await waitForChange(page, id);
    }
    const right = looks.get('right')!;
    const wrong = looks.get('wrong')!;
    expect(new Set([right.bar, wrong.bar, right.card]).size).toBe(3);
    expect(right.words).toBeGreaterThan(right.text);
  });

  // Two desktop sizes; the phone at its own.
  for (const { size, tag } of [{ size: { width: 1280, height: 800 }, tag: '@desktop' }, { size: { width: 1366, height: 657 }, tag: '@desktop' }, { size: null, tag: '@phone' }]) {
    test(`given the seed's day in the dark theme ${size ? `at ${size.width}x${size.height}` : 'on a phone'}, when an answer is marked, then its words are as large as the question, after a mark in a disc that stands out from the bar, in view with Next`, { tag }, async ({ page }) => {
      if (size) await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: 'dark' });
      await signIn(page, 'new@demo.test');
      await page.getByRole('button', { name: 'Start' }).click();
      const next = page.getByRole('button', { name: /^Next/ });
      const marked = new Set<string>();
      while (marked.size < 2 && !page.url().endsWith('/congratulation')) {
        await expect(card(page)).toBeVisible();
        const id = await currentCardId(page);
        await answerByPointer(page);
        if (await next.isVisible()) {
          const verdict = card(page).getByText(/^(Right!|Not quite\.)/);
          marked.add((await verdict.innerText()).slice(0, 5));
          const [words, question] = await Promise.all([verdict, page.locator('#card-question')].map((element) => element.evaluate((it) => parseFloat(getComputedStyle(it).fontSize))));
          expect(words).toBeGreaterThanOrEqual(question!);
          await expect(verdict).toBeInViewport({ ratio: 1 });
          // The words read on the bar's tint, the disc of the mark stands out from it.
          expect(await colourContrast(verdict, { property: 'color' }, 'div')).toBeGreaterThanOrEqual(4.5);
          expect(await colourContrast(verdict, { property: 'backgroundColor', pseudo: '::before' }, 'div')).toBeGreaterThanOrEqual(3);
          await next.click();
        }
        await waitForChange(page, id);
      }
      expect(marked.size).toBe(2);
    });
  }
});

test.describe('grades, key hints and touch', () => {
  test('given a recall card answered, when the grades show, then each has its own colour and a word for its meaning, and axe passes in both themes', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await page.getByRole('button', { name: 'Start' }).click();
    while (Number(await card(page).getAttribute('data-question-type')) !== 0) {
      const id = await currentCardId(page);
      await answerByPointer(page);
      if (await page.getByRole('button', { name: /^Next/ }).isVisible()) await page.getByRole('button', { name: /^Next/ }).click();
      await waitForChange(page, id);
    }
    await page.getByRole('button', { name: /^Show answer/ }).click();
    const grades = page.getByRole('group', { name: 'How well did you know it?' }).getByRole('button');
    await expect(grades).toHaveCount(4);
    await page.mouse.move(0, 0);

    const looks = await grades.evaluateAll((buttons) => buttons.map((button) => `${getComputedStyle(button).borderTopColor} ${getComputedStyle(button).color}`));
    expect(new Set(looks).size).toBe(4);
    await expect(grades).toHaveText([/^AgainForgot/, /^HardWith effort/, /^GoodRecalled/, /^EasyInstantly/]);
    await expectNoAxeViolationsInBothSchemes(page);
  });

  test('given the learner\'s device, when a card shows, then key hints show on a keyboard\'s screen, and on a touch screen only once a key is pressed', async ({ page }, testInfo) => {
    const touch = testInfo.project.name.startsWith('phone');
    await signIn(page, 'new@demo.test');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(card(page)).toBeVisible();
    const hints = page.locator('kbd');
    await expect(hints.first()).toBeAttached();

    if (touch) await expect(hints.first()).toBeHidden();
    else await expect(hints.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(hints.first()).toBeVisible();
  });

  test('given a touch screen, when a button was tapped (the pointer still over it), then it keeps its own colour, no hover left on', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, 'new@demo.test');
    const start = page.getByRole('button', { name: 'Start' });
    const colour = () => start.evaluate((element) => getComputedStyle(element).backgroundColor);
    const before = await colour();

    await start.hover();

    expect(await colour()).toBe(before);
  });
});

test.describe('the thumb\'s reach', () => {
  test('given a recall card on a phone, when it shows and when its answer shows, then Show answer and then the grades stand at the foot of the screen, on it', { tag: '@phone' }, async ({ page, sandbox }) => {
    // The first card is a recall card, short: its question alone would leave Show answer near the top.
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await page.getByRole('button', { name: 'Start' }).click();
    const showAnswer = page.getByRole('button', { name: /^Show answer/ });
    await expect(showAnswer).toBeVisible();
    /** How far above the screen's foot the element's box ends. */
    const aboveTheFoot = async (element: Locator) => page.viewportSize()!.height - (await element.boundingBox())!.y - (await element.boundingBox())!.height;

    expect(await onFirstScreen(page, showAnswer)).toBe(true);
    expect(await aboveTheFoot(showAnswer)).toBeLessThan(64);

    await showAnswer.click();
    const grades = page.getByRole('group', { name: 'How well did you know it?' });
    await expect(grades.getByRole('button')).toHaveCount(4);
    expect(await onFirstScreen(page, grades)).toBe(true);
    expect(await aboveTheFoot(grades)).toBeLessThan(64);
  });
});

test.describe('the question and its controls on a desktop', () => {
  for (const size of [{ width: 1280, height: 800 }, { width: 1366, height: 657 }]) {
    test(`given a recall card with a one-line answer at ${size.width}x${size.height}, when it shows and when its answer shows, then Show answer stands close under the question, and the grades where it stood`, { tag: '@desktop' }, async ({ page, sandbox }) => {
      // The first card is a recall card, short, its answer one line.
      await page.setViewportSize(size);
      await givenTheWorld(page, sandbox, FIRST_DAY);
      await signIn(page, LEARNER);
      await page.getByRole('button', { name: 'Start' }).click();
      const showAnswer = page.getByRole('button', { name: /^Show answer/ });
      await expect(showAnswer).toBeVisible();
      const question = (await page.locator('#card-question').boundingBox())!;
      const shown = (await showAnswer.boundingBox())!;

      // No band of nothing between them: the room of the answer's line and the bar's edge.
      expect(shown.y - (question.y + question.height)).toBeLessThan(120);

      await showAnswer.click();
      const grades = page.getByRole('group', { name: 'How well did you know it?' });
      await expect(grades.getByRole('button')).toHaveCount(4);
      await expect(page.locator('#card-answer')).toBeInViewport({ ratio: 1 });
      expect(Math.abs((await grades.getByRole('button').first().boundingBox())!.y - shown.y)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('ends worth reaching', () => {
  test('given a whole day studied, when it ends, then it says what tomorrow holds and what Right counts, with a tick that keeps still under reduced motion', async ({ page, sandbox }) => {
    test.setTimeout(120_000);
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await studyTheDay(page);

    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await expect(page.getByText(/^Tomorrow: \d+ cards? due\.$|^Nothing is due tomorrow yet\.$/)).toBeVisible();
    await expect(page.getByText('Right counts the multiple-choice and typed cards, as the app marked them.')).toBeVisible();
    const tick = page.getByRole('main').locator('svg').first();
    const animation = () => tick.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation()).toMatch(/pop/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
  });

  test(`given a deck of ${QUIZ_DECK.cards.length} cards, when the learner quizzes 10 of them, then on a phone its lengths stand one to a row, and the end gives the score, says what it counts, offers to retry the missed cards on the first screen and lists them`, async ({ page, sandbox }, testInfo) => {
    test.setTimeout(90_000);
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await givenTheWorld(page, sandbox, { decks: [QUIZ_DECK] });
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/library/deck/capitals');
    await page.getByRole('button', { name: 'Quiz me' }).click();
    const lengths = page.getByRole('group', { name: 'Quiz length' }).getByRole('button');
    await expect(lengths).toHaveText(['10 cards', '20 cards', `All ${QUIZ_DECK.cards.length} cards`]);
    if (testInfo.project.name.startsWith('phone')) {
      // On a phone each length is a row of its own, all of one width: the deck's whole length not alone under a pair.
      const boxes = await lengths.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()));
      expect(new Set(boxes.map(({ y }) => Math.round(y))).size).toBe(3);
      expect(new Set(boxes.map(({ width }) => Math.round(width))).size).toBe(1);
    }
    // The way back is not a fourth length: it stands apart from them, under them.
    await expect(page.getByRole('region', { name: 'How many cards?' }).getByRole('button', { name: 'Back to the deck' })).toBeVisible();
    await lengths.first().click();

    for (let n = 1; n <= 10; n += 1) {
      await expect(page.getByRole('heading', { name: `Quiz: card ${n} of 10` })).toBeVisible();
      const type = Number(await card(page).getAttribute('data-question-type'));
      if (type === 0) {
        // Every recall card graded Hard: missed.
        await page.getByRole('button', { name: /^Show answer/ }).click();
        await page.getByRole('button', { name: /^Hard/ }).click();
      } else {
        await answerByPointer(page);
        await page.getByRole('button', { name: /^Next/ }).click();
      }
    }

    const score = page.getByRole('heading', { name: /^\d+ of 10 right$/ });
    await expect(score).toBeVisible();
    const right = Number((await score.innerText()).split(' ')[0]);
    await expect(page.getByText('a recall card counts as right when you graded it Good or Easy', { exact: false })).toBeVisible();
    const missed = page.getByRole('region', { name: /^Missed/ }).getByRole('listitem');
    await expect(missed).toHaveCount(10 - right);
    await expectNoAxeViolations(page);

    const retry = page.getByRole('button', { name: 'Retry missed' });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const part of [score, retry]) expect(await onFirstScreen(page, part), await part.innerText()).toBe(true);
    await retry.click();
    await expect(page.getByRole('heading', { name: `Quiz: card 1 of ${10 - right}` })).toBeVisible();
  });
});
