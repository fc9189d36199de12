import { deck, recall } from '@sreo/sandbox/testing';
import { quizEnd, quizToItsEnd } from './support/deck';
import { expect, givenTheWorld, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';
import { onFirstScreen } from './support/onScreen';
import { signUpWithRefusedPassword } from './support/signUp';
import { LEARNER } from './support/worlds';

/* A screen whose content fits the window does not scroll, not even by the pixel of a hidden live region. */

test('given the tour, which fits the window, when it shows, then the page has nothing to scroll', async ({ page }) => {
  await signIn(page, 'new@demo.test');
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, '/tour');
  await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  expect(overflow).toBe(0);
});

test('given a short quiz answered all right, which fits the window, when its end shows, then the page has nothing to scroll', async ({ page, sandbox }) => {
  await givenTheWorld(page, sandbox, { decks: [deck('pair', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima')], 'Pair')] });
  await signIn(page, LEARNER);
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, '/library/deck/pair');
  // The quiz's end is a state of the deck's page, with no address of its own: a short quiz reaches it.
  await quizToItsEnd(page);
  await expect(quizEnd(page)).toHaveText('2 of 2 right');

  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
  expect(overflow).toBe(0);
});

/* The signed-out screens' main action shows without scrolling on a laptop with the browser's bars. */
const SIGNED_OUT: readonly { readonly path: string; readonly heading: string; readonly action: string }[] = [
  { path: 'signin', heading: 'Sign in', action: 'Sign in' },
  { path: 'signup', heading: 'Sign up', action: 'Sign up' },
  { path: 'resetPws', heading: 'Reset your password', action: 'Send reset link' },
];

for (const { path, heading, action } of SIGNED_OUT) {
  test(`given the ${heading} screen at 1366x657, when it opens, then its ${action} button is on the first screen @desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 657 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();

    expect(await onFirstScreen(page, page.getByRole('button', { name: action, exact: true }))).toBe(true);
  });
}

test('given sign-up at 1366x657, when the password is refused, then the field saying so and Sign up are both on the first screen @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await page.goto('signup');
  await signUpWithRefusedPassword(page);
  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  expect(await onFirstScreen(page, page.locator('p', { hasText: 'Password must be' }))).toBe(true);
  expect(await onFirstScreen(page, page.getByRole('button', { name: 'Sign up', exact: true }))).toBe(true);
});
