import type { Page } from '@playwright/test';
import { openInApp } from '../../../e2e/support/menu';
import { signIn, type Shot, type ShotScreen } from '../shot';

/* The study screen as a learner meets it by mouse or finger: each kind of card asked and answered, the day's end, the library quiz and its end. */

const card = (page: Page) => page.locator('article[data-card-id]');
const QUESTION_TYPES: Record<string, string> = { '0': 'recall', '1': 'choice', '2': 'typed', '3': 'survey' };

/** The card's kind in a file name: its question type and, when it is not text, its question's field type. */
async function cardKind(page: Page): Promise<string> {
  const type = QUESTION_TYPES[(await card(page).getAttribute('data-question-type')) ?? ''] ?? 'other';
  const picture = (await card(page).locator('section img').count()) > 0;
  return picture ? `${type}-picture` : type;
}

/** Answers the card on screen by pointer, capturing it asked and answered the first time its kind shows. */
async function answerByPointer(screen: ShotScreen, seen: Set<string>, prefix: string, grade = 'Good'): Promise<void> {
  const { page } = screen;
  const kind = await cardKind(page);
  const first = !seen.has(kind);
  seen.add(kind);
  if (first) await screen.capture(`${prefix}${kind}-1-question`);
  const after = () => (first ? screen.capture(`${prefix}${kind}-2-answered`) : Promise.resolve());
  switch (kind.split('-')[0]) {
    case 'recall':
      await page.getByRole('button', { name: /^Show answer/ }).click();
      await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
      await after();
      await page.getByRole('button', { name: new RegExp(`^${grade}`) }).click();
      break;
    case 'choice':
      await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first().click();
      await page.getByRole('button', { name: /^Next/ }).waitFor();
      await after();
      await page.getByRole('button', { name: /^Next/ }).click();
      break;
    case 'typed':
      await page.getByRole('textbox', { name: 'Your answer' }).fill('my answer');
      await page.getByRole('button', { name: /^Check/ }).click();
      await page.getByRole('button', { name: /^Next/ }).waitFor();
      await after();
      await page.getByRole('button', { name: /^Next/ }).click();
      break;
    default:
      await page.getByRole('group', { name: 'Your answer' }).getByRole('button').last().click();
  }
}

/** Waits until the card on screen is another, or the session has ended. */
async function nextCard(page: Page, before: string | null, end: RegExp): Promise<void> {
  await page.waitForFunction(
    ({ id, ending }) => new RegExp(ending).test(location.pathname) || document.querySelector('article[data-card-id]')?.getAttribute('data-card-id') !== id,
    { id: before, ending: end.source },
  );
}

export const shots: readonly Shot[] = [
  {
    name: 'day',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'new@demo.test');
      await screen.capture('0-todays-cards');
      await page.getByRole('button', { name: 'Start' }).click();
      const seen = new Set<string>();
      for (let answered = 0; !page.url().endsWith('/congratulation'); answered += 1) {
        if (answered > 40) throw new Error('the day never ended');
        await card(page).waitFor();
        if (answered === 3) {
          // Today's Cards part-way through the day, then on with it.
          await openInApp(page, '/welcomeBack');
          await page.getByRole('button', { name: 'Continue studying' }).waitFor();
          await screen.capture('1-todays-cards-mid-day');
          await page.getByRole('button', { name: 'Continue studying' }).click();
          await card(page).waitFor();
        }
        const id = await card(page).getAttribute('data-card-id');
        await answerByPointer(screen, seen, '');
        await nextCard(page, id, /\/congratulation$/);
      }
      await page.getByRole('button', { name: "Back to Today's Cards" }).waitFor();
      await screen.capture('9-days-end');
      await page.getByRole('button', { name: "Back to Today's Cards" }).click();
      await page.getByRole('button', { name: 'Review more' }).waitFor();
      await screen.capture('9-todays-cards-done');
      // The day's end again, while the server's part of the day (the streak, tomorrow) is on its way.
      let arrive = () => undefined as void;
      await page.route(/\/app\/study(\?.*)?$/, async (route) => {
        await new Promise<void>((resolve) => (arrive = resolve));
        await route.fallback();
      }, { times: 1 });
      await openInApp(page, '/congratulation');
      await page.getByText('Loading your day…', { exact: true }).first().waitFor();
      await screen.capture('9-days-end-loading');
      arrive();
      await page.getByRole('button', { name: "Back to Today's Cards" }).click();
      await page.getByRole('button', { name: 'Review more' }).waitFor();
      await page.getByRole('button', { name: 'Review more' }).click();
      await card(page).waitFor();
      await screen.capture('9-review-more');
    },
  },
  {
    name: 'quiz',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'new@demo.test');
      await openInApp(page, '/library/deck/world-capitals');
      await page.getByRole('button', { name: 'Quiz me' }).click();
      await page.getByRole('group', { name: 'Quiz length' }).waitFor();
      await screen.capture('quiz-0-length');
      await page.getByRole('button', { name: '10 cards' }).click();
      await card(page).waitFor();
      const seen = new Set<string>();
      for (let answered = 0; (await page.getByRole('heading', { name: /^Quiz finished|^\d+ of \d+ right/ }).count()) === 0; answered += 1) {
        if (answered > 40) throw new Error('the quiz never ended');
        await card(page).waitFor();
        const id = await card(page).getAttribute('data-card-id');
        // Some missed, for the end's list: every other recall card graded Again.
        await answerByPointer(screen, seen, 'quiz-', answered % 2 === 0 ? 'Again' : 'Good');
        await page.waitForFunction(
          (before) => document.getElementById('quiz-heading')?.textContent?.match(/finished|right/) || document.querySelector('article[data-card-id]')?.getAttribute('data-card-id') !== before,
          id,
        );
      }
      await screen.capture('quiz-end');
      await screen.capture('quiz-end-whole', { fullPage: true });
    },
  },
];
