import type { Page } from '@playwright/test';
import { ASKS_FOR_TERMS, type WorldFlags } from '@sreo/sandbox/testing';
import {
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  recordCspViolations,
  serverAnswers,
  setSandboxFlags,
  signIn,
  test,
  type SandboxMode,
} from './support/fixtures';
import { watchFocusLeaving } from './support/focus';
import { openFromMenu } from './support/menu';
import { FIRST_DAY, LEARNER } from './support/worlds';

/**
 * The app against a slow and flaky backend: the sandbox's chaos mode (sandbox/src/chaosMode.ts) delays
 * every call and, in turn, drops the connection or fails calls. The learner must always see the
 * catalogue's text, and no answer may be lost. The built app's Content-Security-Policy must not block
 * anything the app does on the way.
 */
/** The sandbox's test-only modes switched on, and a record of every Content-Security-Policy violation. */
async function withSandboxFlags(page: Page, sandbox: SandboxMode, flags: WorldFlags): Promise<string[]> {
  await setSandboxFlags(page, sandbox, flags);
  return recordCspViolations(page);
}

test('given a backend that drops and then fails the sign-in, when the learner retries, then each failure shows the catalogue text and the third try signs in', async ({ page, sandbox }) => {
  const violations = await withSandboxFlags(page, sandbox, {
    chaos: { delayMs: 300, faults: { '/auth': ['drop', 500, 'ok'] }, onlyWithBody: true },
    world: FIRST_DAY,
  });

  await signIn(page, LEARNER);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("It's not you. It's us.");
  await expect(alert).toContainText("Our server is down, but we're working on the issue. Please try again soon.");
  await expectNoAxeViolations(page);

  // A dropped connection or a failing server says nothing about the password: the form keeps it.
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toContainText('Server error');
  await expect(alert).toContainText('The bench backend failed on purpose.');

  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  expect(violations).toEqual([]);
});

test('given a backend that drops and fails answers, when the learner studies on, then the catalogue text shows, the answers are resent and none is lost', async ({ page, sandbox }) => {
  const violations = await withSandboxFlags(page, sandbox, {
    bench: { decks: 6 },
    chaos: { delayMs: 250, faults: { '/app/study': ['ok', 'drop', 'ok', 500, 'ok'] }, onlyWithBody: true },
  });
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();

  const gradeOne = async () => {
    await expect(page.getByRole('button', { name: /Show answer/ })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
    await page.keyboard.press('3');
  };

  await gradeOne();
  await gradeOne();
  const kept = page.getByRole('alert');
  await expect(kept).toContainText("It's not you. It's us.");
  await expect(kept).toContainText('saved on this device');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send now' }).click();

  await gradeOne();
  await expect(kept).toContainText('Server error');
  await page.getByRole('button', { name: 'Send now' }).click();

  await gradeOne();
  await expect(page.getByRole('button', { name: /Show answer/ })).toBeVisible();

  // Four cards answered: each reached the server once, under its own card (a resend that made a new
  // answer id would log a card twice; one that was lost would leave a card out). The last is sent once
  // the next card is on screen (decision 0280).
  await expect.poll(async () => (await serverAnswers(page, sandbox, LEARNER)).length).toBe(4);
  const recorded = await serverAnswers(page, sandbox, LEARNER);
  expect(new Set(recorded.map((answer) => answer.cardId)).size).toBe(4);
  expect(violations).toEqual([]);
});

test('given the built app’s Content-Security-Policy, when a learner who must accept the terms signs in, then the terms frame and the sandbox work and nothing is blocked', async ({ page, sandbox }) => {
  const violations = await withSandboxFlags(page, sandbox, { world: { partner: ASKS_FOR_TERMS } });
  await signIn(page, LEARNER);

  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms).toBeVisible();
  await expect(page.frameLocator('iframe[title="Terms of use"]').locator('h1')).toBeVisible();
  await terms.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  expect(violations).toEqual([]);
});

test('given a backend that fails the first feedback, when the learner sends again, then the catalogue text shows, the message and Send feedback\'s focus are kept and the retry is thanked', async ({ page, sandbox }) => {
  const violations = await withSandboxFlags(page, sandbox, {
    chaos: { delayMs: 200, faults: { '/app/feedback': [500, 'ok'] }, onlyWithBody: true },
    world: FIRST_DAY,
  });
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  await openFromMenu(page, 'Feedback');
  const message = 'More audio cards, please.';

  await page.getByLabel('Your feedback').fill(message);
  const send = page.getByRole('button', { name: 'Send feedback' });
  await send.focus();
  const focusLeft = await watchFocusLeaving(send);
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Server error');
  await expect(alert).toContainText('The bench backend failed on purpose.');
  await expect(page.getByLabel('Your feedback')).toHaveValue(message);
  await expect(send).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your feedback was sent.' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(send).toBeFocused();
  expect(await focusLeft()).toBe(0);
  expect(violations).toEqual([]);
});
