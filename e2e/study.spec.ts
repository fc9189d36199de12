import { deck, recall, type TestWorld } from '@sreo/sandbox/testing';
import { expect, expectNoAxeViolations, givenTheWorld, serverAnswers, signIn, test } from './support/fixtures';
import { answerByKeyboard, card, currentCardId, studyTheDay, waitForChange } from './support/study';
import { FIRST_DAY, FIRST_DAY_CARDS, FIVE_DAYS_CARDS, FIVE_DAYS_STUDIED, LEARNER } from './support/worlds';

/** A first day of ten new cards: by its end, ten cards studied and none due for review. */
const TEN_NEW_CARDS: TestWorld = {
  decks: [deck('ten', Array.from({ length: 10 }, (_, index) => recall(`Question ${index + 1}?`, `Answer ${index + 1}`)))],
  newCardsPerDay: 10,
};

test.describe('studying', () => {
  test('given a learner who studied on the last five days, when a whole day is studied by keyboard with a spell offline, then every answer reaches the server exactly once', async ({
    page,
    context,
    sandbox,
  }) => {
    test.setTimeout(180_000);
    await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your streak' })).toBeVisible();
    await expect(page.getByText(`${FIVE_DAYS_CARDS.streak} days`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const before = (await serverAnswers(page, sandbox, LEARNER)).length;

    await page.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/study$/);
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Today: 0 of ${FIVE_DAYS_CARDS.total} cards done` })).toBeVisible();
    await expectNoAxeViolations(page);

    const types = new Set<number>();
    const modes = new Set<string>();
    let answered = 0;
    let wentOffline = false;
    while (!page.url().endsWith('/congratulation')) {
      await expect(card(page)).toBeVisible();
      // The mode is said once, in plain words, above the first card of a new one.
      const modeChange = page.getByRole('main').locator('p').filter({ hasText: /^(Review|Survey): [a-z]/ });
      if ((await modeChange.count()) > 0) modes.add(((await modeChange.textContent()) ?? '').split(':')[0]!);
      const id = await currentCardId(page);
      const goOffline = answered === 3 && !wentOffline;
      if (goOffline) {
        await context.setOffline(true);
        wentOffline = true;
      }
      types.add(await answerByKeyboard(page));
      answered += 1;
      if (goOffline) {
        const notice = page.getByRole('alert');
        // The catalogue's row for no response with the browser offline (docs/product.md section 8), with the count.
        await expect(notice).toContainText('Server error');
        await expect(notice).toContainText('There was an error connecting to the server. Please try again soon.');
        await expect(notice).toContainText('Your answer is saved on this device');
        expect((await serverAnswers(page, sandbox, LEARNER)).length).toBe(before + answered - 1);
        await context.setOffline(false);
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      await waitForChange(page, id);
      if (answered > 60) throw new Error('the day never ended');
    }

    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your day' })).toContainText(`Streak${FIVE_DAYS_CARDS.streak + 1} days`);
    await expectNoAxeViolations(page);
    expect([...types].sort()).toEqual([0, 1, 2, 3]);
    expect(modes).toEqual(new Set(['Review', 'Survey']));

    const log = await serverAnswers(page, sandbox, LEARNER);
    const mine = log.slice(before);
    expect(mine).toHaveLength(answered);
    expect(new Set(mine.map((entry) => entry.cardId)).size).toBe(answered);
  });

  test('given a session under way, when the page is reloaded, then Continue resumes at the card that was on screen', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(card(page)).toBeVisible();
    const first = await currentCardId(page);
    await answerByKeyboard(page);
    await waitForChange(page, first);
    const second = await currentCardId(page);

    await page.reload();

    // Start-up lands on Today's Cards (docs/product.md section 4), which offers to continue.
    await expect(page.getByText(`${FIRST_DAY_CARDS.main - 1} left of ${FIRST_DAY_CARDS.main}`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue studying' }).click();
    await expect(card(page)).toBeVisible();
    expect(await currentCardId(page)).toBe(second);
    await expect(page.getByRole('progressbar', { name: `Today: 1 of ${FIRST_DAY_CARDS.total} cards done` })).toBeVisible();
  });

  test('given the day is done, when review 10 more is chosen, then ten Review cards follow, counted as a round of their own', async ({ page, sandbox }, testInfo) => {
    test.setTimeout(120_000);
    await givenTheWorld(page, sandbox, TEN_NEW_CARDS);
    await signIn(page, LEARNER);
    await studyTheDay(page);
    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    // No cards remain and no session is under way: the phone's bottom tab bar is back (never on desktop).
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(testInfo.project.name.startsWith('phone') ? 1 : 0);
    await page.getByRole('button', { name: 'Review 10 more' }).click();
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/study$/);
    await expect(page.getByText('Review: cards you are about to forget', { exact: true })).toBeVisible();
    // The progress line counts the extra round, not the whole day.
    await expect(page.getByText('Review more 0 of 10 done', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Review more: 0 of 10 cards done' })).toBeVisible();
  });
});
