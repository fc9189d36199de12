import type { Page } from '@playwright/test';
import { audioCard, deck, multipleChoice, recall, typedAnswer, type TestWorld } from '@sreo/sandbox/testing';
import { expect, expectNoAxeViolations, givenTheWorld, serverAnswers, signIn, test, type SandboxMode } from './support/fixtures';
import { keptAnswersInPage } from './support/keptAnswers';
import { openInApp } from './support/menu';
import { onFirstScreen, seenWhereItIs } from './support/onScreen';
import { answerByKeyboard, card, studyTheDay } from './support/study';
import { FIRST_DAY, LEARNER, LISTS_DECK } from './support/worlds';

/** A deck of five cards of every answering type, a short recall card first. */
const CAPITALS = deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima'), multipleChoice(), typedAnswer(), recall('Capital of Kenya?', 'Nairobi')], 'Capitals');
/** A deck whose last card is an audio card. */
const HEARTBEAT = deck('heartbeat', [recall('The largest organ?', 'The skin'), recall('The longest bone?', 'The femur'), audioCard()], 'Heartbeat');

/** The learner, in `world`, at the start of the quiz of the deck at `deckPath` (ten cards or fewer: no length to choose). */
async function quizOf(page: Page, sandbox: SandboxMode, deckPath: string, world: TestWorld = { decks: [CAPITALS, HEARTBEAT] }): Promise<void> {
  await givenTheWorld(page, sandbox, world);
  await signIn(page, LEARNER);
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, deckPath);
  await page.getByRole('button', { name: 'Quiz me' }).click();
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
    await quizOf(page, sandbox, '/library/deck/capitals');

    // The deck's first card is a recall card: the same controls and key hints as the study screen.
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
    expect((await serverAnswers(page, sandbox, LEARNER)).map((answer) => answer.mode)).toEqual([3]);

    await context.setOffline(false);

    await expect.poll(async () => (await serverAnswers(page, sandbox, LEARNER)).map((answer) => answer.id).slice(1)).toEqual(onDevice.map((answer) => answer.id));
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
  test('given a deck quiz, when a card shows, then it is framed once, as wide as the page’s column, as on the study screen', async ({ page, sandbox }) => {
    await quizOf(page, sandbox, '/library/deck/capitals');
    await expect(quizCard(page, 1)).toBeVisible();

    const column = await page.getByRole('region', { name: /Quiz: card 1 of/ }).boundingBox();
    const framed = await card(page).boundingBox();
    expect(framed!.width).toBe(column!.width);
    await expectNoAxeViolations(page);
  });
});

test.describe('the quiz’s recall card on the first screen', () => {
  test('given a short recall card in the quiz, when it shows at the desktop size learners meet most (or on a phone), then the whole card, and Stop the quiz under it, are on the first screen', async ({ page, sandbox }, testInfo) => {
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await quizOf(page, sandbox, '/library/deck/capitals');
    await expect(quizCard(page, 1)).toBeVisible();
    await expect(card(page)).toHaveAttribute('data-question-type', '0');

    expect(await onFirstScreen(page, card(page))).toBe(true);
    expect(await onFirstScreen(page, page.getByRole('button', { name: 'Stop the quiz' }))).toBe(true);
    expect(await seenWhereItIs(page.getByRole('button', { name: 'Show answer, key Space' }))).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('card audio', () => {
  test('given the quiz at a deck’s audio card, when the learner presses R, then its audio plays, and again from the start after it was stopped partway', async ({ page, sandbox }) => {
    await quizOf(page, sandbox, '/library/deck/heartbeat');
    // The audio card is the deck's last: the quiz goes through the others by keyboard.
    for (let n = 1; n < HEARTBEAT.cards.length; n += 1) {
      await expect(quizCard(page, n)).toBeVisible();
      await answerByKeyboard(page);
    }
    await expect(page.getByRole('heading', { name: 'Quiz: card 3 of 3' })).toBeVisible();
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
    await expect(quizCard(page, 3)).toBeVisible();
  });
});

test.describe('the quiz once the day is done', () => {
  test('given a learner whose day is done (a phone shows its tab bar), when a long card’s answer shows in the quiz, then the answer shows above the grade buttons, and they are on screen with nothing over them', async ({ page, sandbox }, testInfo) => {
    test.setTimeout(90_000);
    await givenTheWorld(page, sandbox, { ...FIRST_DAY, decks: [...FIRST_DAY.decks!, LISTS_DECK] });
    await signIn(page, LEARNER);
    await studyTheDay(page);
    await expect(page.getByRole('heading', { name: 'Well done!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(testInfo.project.name.startsWith('phone') ? 1 : 0);
    await openInApp(page, `/library/deck/${LISTS_DECK.id}`);
    await page.getByRole('button', { name: 'Quiz me' }).click();
    // The card's question and answer are lists: together they are longer than a phone's screen.
    await expect(quizCard(page, 1)).toBeVisible();
    // The heading shows while the card loads: the keys answer once the card has the focus.
    await expect(page.locator('#card-question')).toBeFocused();

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

/** A deck of ten short recall cards: a quiz of them all, with no length to choose. */
const TEN_CAPITALS = deck(
  'ten-capitals',
  Array.from({ length: 10 }, (_, index) => recall(`Capital number ${index + 1}?`, `City ${index + 1}`)),
  'Ten Capitals',
);

test.describe('the quiz’s end on the first screen', () => {
  test('given a quiz of ten with three missed, when it ends at the desktop size learners meet most (or on a phone), then the score, Retry missed and every missed card with its answer are on the first screen, above the tab bar', async ({ page, sandbox }, testInfo) => {
    if (!testInfo.project.name.startsWith('phone')) await page.setViewportSize({ width: 1366, height: 657 });
    await quizOf(page, sandbox, '/library/deck/ten-capitals', { decks: [TEN_CAPITALS] });
    for (let n = 1; n <= 10; n += 1) {
      await expect(quizCard(page, n)).toBeVisible();
      await page.getByRole('button', { name: /^Show answer/ }).click();
      await page.getByRole('button', { name: n % 3 === 0 ? /^Again/ : /^Good/ }).click();
    }

    const score = page.getByRole('heading', { name: '7 of 10 right' });
    await expect(score).toBeVisible();
    const missed = page.getByRole('region', { name: 'Missed (3)' }).getByRole('listitem');
    await expect(missed).toHaveText([/Capital number 3\?\s*City 3/, /Capital number 6\?\s*City 6/, /Capital number 9\?\s*City 9/]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    const firstScreenEnds = (await tabs.count()) > 0 ? (await tabs.boundingBox())!.y : page.viewportSize()!.height;
    for (const part of [score, page.getByRole('button', { name: 'Retry missed' }), ...(await missed.all())]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, await part.innerText()).toBeLessThanOrEqual(firstScreenEnds);
    }
    await expectNoAxeViolations(page);
  });
});
