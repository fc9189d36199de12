import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, serverAnswers, signIn, test } from './support/fixtures';
import { keptAnswersInPage } from './support/keptAnswers';
import { openInApp } from './support/menu';
import { onFirstScreen, seenWhereItIs } from './support/onScreen';
import { answerByKeyboard, card, studyTheDay } from './support/study';

async function quizOf(page: Page, deckPath: string): Promise<void> {
  await signIn(page, 'new@demo.test');
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, deckPath);
  await page.getByRole('button', { name: 'Quiz me' }).click();
  await page.getByRole('group', { name: 'Quiz length' }).getByRole('button', { name: /^All \d+ cards$/ }).click();
}

function quizCard(page: Page, n: number) {
  return page.getByRole('heading', { name: new RegExp(`Quiz: card ${n} of`) });
}

test.describe('the library quiz answers as the study screen does', () => {
  test('given a deck quiz, when it is answered by keyboard with the study screen’s key hints, offline and back, then every answer reaches the server once', async ({
    page,
    context,
    sandbox,
  }) => {
    let cardsFetched = 0;
    page.on('response', (response) => {
      if (/\/app\/library\/cards\/\d+$/.test(response.url()) && response.ok()) cardsFetched += 1;
    });
    await quizOf(page, '/library/deck/world-capitals');

    // The first World Capitals card is a recall card: the same controls and key hints as the study screen.
    await expect(quizCard(page, 1)).toBeVisible();
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show answer, key Space' })).toBeVisible();
    await expect(page.locator('#card-question')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: 'How well did you know it?' }).getByRole('button', { name: 'Good, key 3' })).toBeVisible();
    await page.keyboard.press('3');

    // The second card is on screen and the third fetched ahead; then the connection drops.
    await expect(quizCard(page, 2)).toBeVisible();
    await expect.poll(() => cardsFetched).toBe(3);
    await context.setOffline(true);
    await answerByKeyboard(page);
    await expect(quizCard(page, 3)).toBeVisible();

    const kept = page.getByRole('alert').filter({ hasText: 'saved on this device' });
    await expect(kept).toContainText('There was an error connecting to the server. Please try again soon.');
    await expect(kept).toContainText('Your answer is saved on this device');
    await expectNoAxeViolations(page);
    // Send now while still offline says so again, and keeps the answer.
    await kept.getByRole('button', { name: 'Send now' }).click();
    await expect(kept).toContainText('There was an error connecting to the server.');
    const onDevice = await page.evaluate(keptAnswersInPage);
    expect(onDevice.map((answer) => answer.mode)).toEqual([3]);
    expect((await serverAnswers(page, sandbox, 'new@demo.test')).map((answer) => answer.mode)).toEqual([3]);

    await context.setOffline(false);

    await expect.poll(async () => (await serverAnswers(page, sandbox, 'new@demo.test')).map((answer) => answer.id).slice(1)).toEqual(onDevice.map((answer) => answer.id));
    await expect(kept).toHaveCount(0);
    await expect.poll(() => page.evaluate(keptAnswersInPage)).toEqual([]);
    // The quiz goes on by keyboard.
    await answerByKeyboard(page);
    await expect(quizCard(page, 4)).toBeVisible();
  });
});

/** What the card's audio player has done, in order, since the test began to listen to it. */
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

test.describe('the quiz’s card', () => {
  test('given a deck quiz, when a card shows, then it is framed once, as wide as the page’s column, as on the study screen', async ({ page }) => {
    await quizOf(page, '/library/deck/world-capitals');
    await expect(quizCard(page, 1)).toBeVisible();

    const column = await page.getByRole('region', { name: /Quiz: card 1 of/ }).boundingBox();
    const framed = await card(page).boundingBox();
    expect(framed!.width).toBe(column!.width);
    await expectNoAxeViolations(page);
  });
});

test.describe('the quiz’s recall card on the first screen', () => {
  test('given a short recall card in the quiz, when it shows at the desktop size learners meet most (or on a phone), then the whole card, and Stop the quiz under it, are on the first screen', async ({ page }, testInfo) => {
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await quizOf(page, '/library/deck/world-capitals');
    await expect(quizCard(page, 1)).toBeVisible();
    await expect(card(page)).toHaveAttribute('data-question-type', '0');

    expect(await onFirstScreen(page, card(page))).toBe(true);
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Stop the quiz' }))).toBe(true);
    expect(await seenWhereItIs(page.getByRole('button', { name: 'Show answer, key Space' }))).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('card audio', () => {
  test('given the quiz at the Human Anatomy audio card, when the learner presses R, then its audio plays, and again from the start after it was stopped partway', async ({ page }) => {
    await quizOf(page, '/library/deck/human-anatomy');
    // The audio card is the deck's last: the quiz goes through the others by keyboard.
    for (let n = 1; n < 30; n += 1) {
      await expect(quizCard(page, n)).toBeVisible();
      await answerByKeyboard(page);
    }
    await expect(page.getByRole('heading', { name: 'Quiz: card 30 of 30' })).toBeVisible();
    const audio = card(page).locator('audio');
    await expect(audio).toHaveAttribute('src', /\/media\/heart-sounds\.wav$/);
    await expect(card(page).getByText('R replays the audio')).toBeVisible();
    await expect(page.locator('#card-question')).toBeFocused();
    await expectNoAxeViolations(page);
    await audio.evaluate((element: HTMLAudioElement) => {
      const log: string[] = [];
      (window as unknown as { heard: string[] }).heard = log;
      // The play event comes a moment after the sound starts: within half a second is from the start.
      element.addEventListener('play', () => log.push(element.currentTime < 0.5 ? 'play from the start' : `play from ${element.currentTime}`));
      element.addEventListener('pause', () => log.push('pause'));
      // The learner stops the first hearing partway through, as with the player's own button.
      element.addEventListener('timeupdate', function stopPartway() {
        if (element.currentTime < 1) return;
        element.removeEventListener('timeupdate', stopPartway);
        element.pause();
      });
    });

    await page.keyboard.press('r');

    await expect.poll(() => heard(page)).toEqual(['play from the start', 'pause']);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThanOrEqual(1);

    await page.keyboard.press('r');

    await expect.poll(() => heard(page)).toEqual(['play from the start', 'pause', 'play from the start']);
    await expect(quizCard(page, 30)).toBeVisible();
  });
});

test.describe('the quiz once the day is done', () => {
  test('given a learner whose day is done (a phone shows its tab bar), when a long card’s answer shows in the quiz, then the answer shows above the grade buttons, and they are on screen with nothing over them', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, 'new@demo.test');
    await studyTheDay(page);
    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(testInfo.project.name.startsWith('phone') ? 1 : 0);
    await openInApp(page, '/library/deck/human-anatomy');
    await page.getByRole('button', { name: 'Quiz me' }).click();
    await page.getByRole('group', { name: 'Quiz length' }).getByRole('button', { name: /^All \d+ cards$/ }).click();
    // The twelfth card's question and answer are lists: together they are longer than a phone's screen.
    for (let n = 1; n < 12; n += 1) {
      await expect(quizCard(page, n)).toBeVisible();
      await answerByKeyboard(page);
    }
    await expect(quizCard(page, 12)).toBeVisible();

    await page.keyboard.press('Space');

    const answer = page.getByRole('region', { name: 'Answer' });
    await expect(answer).toBeFocused();
    expect(await seenWhereItIs(answer)).toBe(true);
    expect(await seenWhereItIs(card(page).getByText('Cervical (neck)'))).toBe(true);
    const grades = page.getByRole('group', { name: 'How well did you know it?' }).getByRole('button');
    await expect(grades).toHaveCount(4);
    for (const grade of await grades.all()) expect(await seenWhereItIs(grade), await grade.innerText()).toBe(true);
    await expectNoAxeViolations(page);
  });
});
