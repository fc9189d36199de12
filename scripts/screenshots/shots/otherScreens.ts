import type { Page } from '@playwright/test';
import { openFromMenu, openInApp } from '../../../e2e/support/menu';
import { answerByKeyboard, card } from '../../../e2e/support/study';
import { settled, signIn, type Shot, type ShotScreen } from '../shot';

/* Every screen around the study loop: signed out (and handing over to a partner's single sign-on), signing out with answers not sent, Today's Cards (also opened offline, and offering a new version, as the study screen and the sign-in page do), a passing toast, the terms overlay, settings and password, preferences, both tours, the library and its quiz's end, feedback, performance, the menu. */

/** Opens a signed-in screen as a link would, and waits for its heading. */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await openInApp(page, path);
  await page.getByRole('heading', { name: heading }).first().waitFor();
  await settled(page);
}

/** Signed in on Today's Cards (as the demo learner unless `email` says), the app's service worker installed. */
async function installedOnToday(page: Page, email = 'learner@demo.test'): Promise<void> {
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Due today' }).waitFor();
  await page.evaluate(async () => navigator.serviceWorker.ready);
}

/**
 * A new version is published while the installed version runs the page: another worker installs for the
 * app's scope in the background (under another address, as e2e/installed.spec.ts does), and the app offers it.
 */
async function offerANewVersion(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(async () => {
    const { active, scope } = await navigator.serviceWorker.ready;
    await navigator.serviceWorker.register(`${active?.scriptURL ?? ''}?version=2`, { scope });
  });
  await page.getByRole('region', { name: 'New version' }).waitFor();
  await settled(page);
}

/** Takes each step of a tour, pressing `next` between them. */
async function eachStep(screen: ShotScreen, prefix: string, steps: number, next: string): Promise<void> {
  for (let step = 1; step <= steps; step += 1) {
    await screen.page.getByText(`Step ${step} of ${steps}`).waitFor();
    await settled(screen.page);
    await screen.capture(`${prefix}-${step}`, { fullPage: true });
    if (step < steps) await screen.page.getByRole('button', { name: next, exact: true }).click();
  }
}

/** One signed-in screen, whole, as one account sees it. */
function wholeScreen(name: string, email: string, path: string, heading: RegExp, capture: string): Shot {
  return {
    name,
    async take(screen) {
      await signIn(screen.page, email);
      await open(screen.page, path, heading);
      await screen.capture(capture, { fullPage: true });
    },
  };
}

export const shots: readonly Shot[] = [
  {
    name: 'signed-out',
    async take(screen) {
      const { page } = screen;
      await page.goto('signin');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await settled(page);
      await screen.capture('1-sign-in', { fullPage: true });
      await page.getByLabel('E-mail').fill('learner@demo.test');
      await page.getByLabel('Password').fill('not-the-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
      await screen.capture('2-sign-in-failed');

      await page.goto('signup');
      await page.getByRole('heading', { name: 'Sign up' }).waitFor();
      await settled(page);
      await screen.capture('3-sign-up', { fullPage: true });
      await page.getByLabel('Username').fill('ada');
      await page.getByLabel('E-mail').fill('ada@demo.test');
      await page.getByLabel('Password').fill('lovelace');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.locator('input[aria-invalid="true"]').waitFor();
      await screen.capture('4-sign-up-refused', { fullPage: true });
      await page.getByLabel('I was invited').check();
      await screen.capture('5-sign-up-invited', { fullPage: true });

      await page.goto('resetPws');
      await page.getByRole('heading').first().waitFor();
      await settled(page);
      await screen.capture('6-reset-password');
      await page.getByLabel('E-mail').fill('learner@demo.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('link', { name: 'Set a new password' }).waitFor();
      await screen.capture('7-reset-password-sent', { fullPage: true });
      await page.getByRole('link', { name: 'Set a new password' }).click();
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('new-pass-1');
      await page.getByLabel('Confirm new password').fill('new-pass-2');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByLabel('Confirm new password').and(page.locator('[aria-invalid="true"]')).waitFor();
      await screen.capture('8-set-password-mismatch', { fullPage: true });
      await page.goto('privacy-policy');
      await page.getByRole('heading').first().waitFor();
      await screen.capture('9-privacy-policy');
    },
  },
  {
    name: 'sign-out-unsent',
    // As the installed app, opened again: the brand's logo comes from the device while the connection is lost.
    serviceWorker: true,
    async take(screen) {
      const { page } = screen;
      await installedOnToday(page, 'new@demo.test');
      await page.reload();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await card(page).waitFor();
      await page.context().setOffline(true);
      await answerByKeyboard(page);
      await page.getByRole('alert').filter({ hasText: 'Your answer is saved on this device' }).waitFor();
      await openFromMenu(page, 'Logout');
      await page.getByRole('heading', { name: 'Answers not sent yet' }).waitFor();
      await settled(page);
      await screen.capture('1-answers-not-sent');
    },
  },
  {
    name: 'todays-cards',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'learner@demo.test');
      await page.getByRole('heading', { name: 'Due today' }).waitFor();
      await settled(page);
      await screen.capture('1-returning', { fullPage: true });
      if (screen.size === '390x844') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Drawer menu' }).waitFor();
        await screen.capture('2-menu');
      }
    },
  },
  {
    name: 'terms',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'terms@demo.test');
      await page.getByRole('dialog', { name: 'Terms of use' }).getByRole('button', { name: 'Got it' }).waitFor();
      await settled(page);
      await screen.capture('1-overlay');
    },
  },
  {
    name: 'offline',
    serviceWorker: true,
    async take(screen) {
      const { page } = screen;
      await installedOnToday(page);
      await page.waitForFunction(() => localStorage.getItem('sreo.session.profile') !== null);
      // Opened again with no connection: the installed app starts from the device, as a learner offline sees it.
      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('region', { name: 'You are offline' }).waitFor();
      await screen.capture('1-todays-cards-kept', { fullPage: true });
    },
  },
  {
    name: 'update-offer',
    serviceWorker: true,
    async take(screen) {
      const { page } = screen;
      await installedOnToday(page);
      // The next visit runs the installed version; then a new version is published: another worker
      // installs for the app's scope in the background (under another address, as e2e/installed.spec.ts does).
      await page.reload();
      await page.getByRole('heading', { name: 'Due today' }).waitFor();
      await offerANewVersion(page);
      await screen.capture('1-todays-cards');
      // Scrolled to the end, the page's foot clears the offer.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screen.capture('2-todays-cards-at-the-end');
      // Studying, the answer bar stands above the offer: the day's first card, a choice, answered.
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first().click();
      await page.getByRole('button', { name: /^Next/ }).waitFor();
      await settled(page);
      await screen.capture('3-study-answered');
    },
  },
  {
    name: 'update-offer-signed-out',
    serviceWorker: true,
    async take(screen) {
      const { page } = screen;
      await page.goto('signin');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.reload();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await offerANewVersion(page);
      await screen.capture('1-sign-in');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screen.capture('2-sign-in-at-the-end');
    },
  },
  {
    name: 'single-sign-on',
    async take(screen) {
      const { page } = screen;
      // The partner's identity provider answers with nothing to show (204), so the browser stays on the page as it hands over.
      await page.route((url) => url.pathname.endsWith('/authorize') || url.searchParams.has('sso_code'), (route) => route.fulfill({ status: 204 }));
      await page.goto('signin');
      await page.getByLabel('E-mail').fill('sso@demo.test');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('status').filter({ hasText: 'Taking you to your organisation' }).waitFor();
      await settled(page);
      await screen.capture('1-handing-over', { fullPage: true });
    },
  },
  {
    name: 'toast',
    async take(screen) {
      const { page } = screen;
      // The day's next step after an answer carries a streak's milestone, as the server sends it the day a streak reaches one.
      await page.route(/\/sreo\/v[\d.]+\/app\/study(\?.*)?$/, async (route) => {
        if ((route.request().postData() ?? '') === '') return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, msg: '7 days in a row! You have reached a 7-day streak.' } });
      });
      await signIn(page, 'learner@demo.test');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await card(page).waitFor();
      await answerByKeyboard(page);
      // Once it has slid up: its box at rest, as the learner reads it.
      await page.waitForFunction(() => {
        const toast = [...document.querySelectorAll<HTMLElement>('div[aria-hidden="true"]')].find((element) => element.textContent?.startsWith('7 days in a row'));
        return toast !== undefined && new DOMMatrix(getComputedStyle(toast).transform).m42 === 0;
      });
      await screen.capture('1-streak-milestone');
    },
  },
  {
    name: 'settings',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'new@demo.test');
      await open(page, '/settings', 'Settings');
      await screen.capture('1-settings');
      await open(page, '/updatePws', 'Change password');
      await screen.capture('2-password');
      await page.getByLabel('Current password').fill('not-my-password-1');
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('shorts');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('Confirm new password').and(page.locator('[aria-invalid="true"]')).waitFor();
      await screen.capture('3-password-mismatch', { fullPage: true });
      await page.getByLabel('Confirm new password').fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('Current password').and(page.locator('[aria-invalid="true"]')).waitFor();
      await screen.capture('4-password-wrong-current', { fullPage: true });
      await open(page, '/preferences', 'Preferences');
      await screen.capture('5-preferences', { fullPage: true });
      // The first screen: Save stays in view while the form runs on below.
      await screen.capture('6-preferences-first-screen');
    },
  },
  {
    name: 'tour',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'learner@demo.test');
      await open(page, '/tour', 'Tour');
      await eachStep(screen, 'step', await page.getByRole('navigation', { name: 'Tour steps' }).getByRole('button').count(), 'Next');
    },
  },
  {
    name: 'library',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'new@demo.test');
      await open(page, '/library_tour', /Welcome to the Library/);
      await eachStep(screen, '1-tour', 4, 'Next');
      await page.getByRole('button', { name: 'Go to the Library' }).click();
      await page.getByRole('heading', { name: 'Content Decks' }).waitFor();
      await settled(page);
      await screen.capture('2-decks-none-studied', { fullPage: true });
      await page.getByRole('searchbox', { name: 'Search decks' }).fill('geology');
      await page.getByRole('button', { name: 'Clear search' }).waitFor();
      await screen.capture('3-decks-none-match');
    },
  },
  {
    name: 'library-decks',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'learner@demo.test');
      await open(page, '/library', 'Content Decks');
      await screen.capture('2-decks', { fullPage: true });
      await page.getByRole('button', { name: 'What is TKL?' }).click();
      await screen.capture('3-decks-tkl-hint');
      await open(page, '/library/deck/world-capitals', 'World Capitals');
      await screen.capture('4-deck', { fullPage: true });
      await page.getByRole('button', { name: 'Browse the cards' }).click();
      await page.getByRole('heading', { name: /Card 1 of/ }).waitFor();
      await page.getByText('Loading the card…').waitFor({ state: 'hidden' });
      await settled(page);
      await screen.capture('5-deck-browse');
      await open(page, '/library/resources', 'Extra Resources');
      await page.getByText('Loading resources…').waitFor({ state: 'hidden' });
      await screen.capture('6-resources', { fullPage: true });
      await page.getByRole('list', { name: 'Extra resources' }).getByRole('link').first().hover();
      await screen.capture('7-resources-first-hovered');
    },
  },
  {
    name: 'library-quiz',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'learner@demo.test');
      await open(page, '/library/deck/world-capitals', 'World Capitals');
      await page.getByRole('button', { name: 'Quiz me' }).click();
      await page.getByRole('heading', { name: 'How many cards?' }).waitFor();
      await settled(page);
      await screen.capture('0-quiz-length');
      await page.getByRole('group', { name: 'Quiz length' }).getByRole('button', { name: '10 cards' }).click();
      // The deck's first ten cards are recall cards: seven known, three missed.
      for (let n = 1; n <= 10; n += 1) {
        await page.getByRole('heading', { name: `Quiz: card ${n} of 10` }).waitFor();
        await page.getByRole('button', { name: /^Show answer/ }).click();
        await page.getByRole('button', { name: n % 3 === 0 ? /^Again/ : /^Good/ }).click();
      }
      await page.getByRole('heading', { name: '7 of 10 right' }).waitFor();
      await settled(page);
      await screen.capture('1-quiz-end');
      await screen.capture('2-quiz-end-whole', { fullPage: true });
    },
  },
  wholeScreen('feedback', 'learner@demo.test', '/feedback', /Feedback/, '1-feedback'),
  wholeScreen('performance', 'learner@demo.test', '/performance', /Performance/, '1-performance'),
  wholeScreen('performance-first-day', 'new@demo.test', '/performance', /Performance/, '1-performance-nothing-studied'),
];
