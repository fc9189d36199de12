import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';
import { LEARNER } from './support/worlds';
import { signUpWithRefusedPassword } from './support/signUp';

/** The sandbox's password rule, as its 466 answer words it. */
const RULE = 'Password must be at least 8 characters long and contain a letter and a digit.';

async function openChangePassword(page: Page): Promise<void> {
  await signIn(page, 'new@demo.test');
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  await openInApp(page, '/updatePws');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
}

async function changePassword(page: Page, current: string, next: string, confirmation = next): Promise<void> {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(confirmation);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test.describe('settings and its password', () => {
  test('given Settings, when Password is chosen, then each entry is drawn as leading on, and Change password is one column centred in the page: back link, heading and form on one left edge', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/settings');
    const main = page.getByRole('main');
    for (const name of ['Preferences', 'Password']) await expect(main.getByRole('link', { name: new RegExp(`^${name}`) }).locator('svg[aria-hidden="true"]')).toBeVisible();

    await main.getByRole('link', { name: /^Password/ }).click();
    const heading = page.getByRole('heading', { name: 'Change password', level: 1 });
    await expect(heading).toBeVisible();
    const column = (await main.boundingBox())!;
    const back = (await main.getByRole('link', { name: 'Settings' }).boundingBox())!;
    const title = (await heading.boundingBox())!;
    const form = (await main.locator('form').locator('..').boundingBox())!;
    for (const edge of [back.x, title.x]) expect(Math.abs(edge - form.x)).toBeLessThan(2);
    const [left, right] = [form.x - column.x, column.x + column.width - (form.x + form.width)];
    expect(Math.abs(left - right)).toBeLessThan(2);
  });
});

test.describe('settings on a touch screen', () => {
  test('given Settings on a touch screen, when an entry was tapped (the pointer still over it), then it keeps its own background, no hover left on as if chosen', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/settings');
    const entry = page.getByRole('main').getByRole('link', { name: /^Preferences/ });
    await expect(entry).toBeVisible();
    const background = () => entry.evaluate((element) => getComputedStyle(element).backgroundColor);
    const before = await background();

    await entry.hover();

    expect(await background()).toBe(before);
  });
});

test.describe('forms that point at the field', () => {
  test('given Change password, when the current password is wrong, then the current password field says so, once (no alert above the form, not a sign-in failure), and has the focus', async ({ page }) => {
    await openChangePassword(page);

    await changePassword(page, 'not-my-password-1', 'changed-pass-9');

    const current = page.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Your current password is not right. Check it and try again.');
    await expect(current).toBeFocused();
    await expect(page.getByText('Your current password is not right. Check it and try again.')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Login failed');
    await expect(page.getByLabel('New password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // Typing again clears what the answer said.
    await current.fill(DEMO_PASSWORD);
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('given Change password, when the new password is refused by the server, then its rule shows once, beside the new password field, which has the focus', async ({ page }) => {
    await openChangePassword(page);

    await changePassword(page, DEMO_PASSWORD, 'short');

    const next = page.getByLabel('New password', { exact: true });
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription(RULE);
    await expect(next).toBeFocused();
    await expect(page.getByText(RULE)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('given Change password, when the confirmation differs, then the confirmation field says so and nothing is sent', async ({ page }) => {
    await openChangePassword(page);

    await changePassword(page, DEMO_PASSWORD, 'changed-pass-9', 'changed-pass-8');

    const confirmation = page.getByLabel('Confirm new password');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription('The two passwords do not match.');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('given sign-up, then each way to join and the optional invite code say what they are for, and a refused password is named once, beside its field, which has the focus', async ({ page }) => {
    await page.goto('signup');

    await expect(page.getByRole('radio', { name: 'Apply' })).toHaveAccessibleDescription('Create an account yourself and start studying straight away.');
    await expect(page.getByRole('radio', { name: 'I was invited' })).toHaveAccessibleDescription(/invitation/);
    await expect(page.getByLabel('Invite code (optional)')).toHaveAccessibleDescription(/puts you in its group/);
    await expectNoAxeViolations(page);

    await signUpWithRefusedPassword(page);

    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(RULE);
    await expect(password).toBeFocused();
    await expect(page.getByText(RULE)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('given sign-up, when a password is refused and then the address is taken, then the field\'s message and the failure\'s title above the form each begin with a drawn warning mark that screen readers do not hear', async ({ page }) => {
    await page.goto('signup');
    await signUpWithRefusedPassword(page);

    const markBefore = (text: string) => page.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element, '::before').content);
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(RULE);
    expect(await markBefore(RULE)).toBe('"!" / ""');

    await page.getByLabel('E-mail').fill(LEARNER);
    await page.getByLabel('Password').fill('lovelace-12');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toContainText('Conflict');
    expect(await markBefore('Conflict')).toBe('"!" / ""');
  });

  test('given the sign-in page, when it opens, then the e-mail field has the focus', async ({ page }) => {
    await page.goto('signin');

    await expect(page.getByLabel('E-mail')).toBeFocused();
  });

  test('given a learner signing in with cards due, when Today’s Cards shows, then Start has the focus and Enter begins the day', async ({ page }) => {
    await signIn(page, 'new@demo.test');

    const start = page.getByRole('button', { name: 'Start', exact: true });
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#card-question')).toBeFocused();
  });
});

/** Presses a form's button and expects the field labelled `label` to have the focus, marked invalid, its message read with it. */
async function expectRefusedTo(page: Page, button: string, label: string, message: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe('a form refused by its own checks focuses its first failing field', () => {
  test('given sign-in, when it is sent empty, then the e-mail takes the focus; given an e-mail, then the password', async ({ page }) => {
    await page.goto('signin');

    await expectRefusedTo(page, 'Sign in', 'E-mail', 'Enter your e-mail address.');
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mail').fill(LEARNER);
    await expectRefusedTo(page, 'Sign in', 'Password', 'Enter your password.');
  });

  test('given sign-up, when it is sent empty, then the username takes the focus, the first of the fields that say what is missing', async ({ page }) => {
    await page.goto('signup');

    await expectRefusedTo(page, 'Sign up', 'Username', 'Enter a username.');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('given a forgotten password, when the reset link is asked for without an e-mail, then the e-mail takes the focus', async ({ page }) => {
    await page.goto('resetPws');

    await expectRefusedTo(page, 'Send reset link', 'E-mail', 'Enter your e-mail address.');
  });

  test('given a new password from a link, when it is sent empty, then the new password takes the focus; with a confirmation that differs, the confirmation', async ({ page }) => {
    await page.goto('pws?secret=abc');

    await expectRefusedTo(page, 'Set password', 'New password', 'Enter a new password.');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-4');
    await page.getByLabel('Confirm new password').fill('brand-new-5');
    await expectRefusedTo(page, 'Set password', 'Confirm new password', 'The two passwords do not match.');
  });

  test('given Change password, when it is sent empty, then the current password takes the focus', async ({ page }) => {
    await openChangePassword(page);

    await expectRefusedTo(page, 'Change password', 'Current password', 'Enter your current password.');
  });

  test('given Feedback, when it is sent empty, then the message takes the focus', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/feedback');
    await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Send feedback' }).click();
    const message = page.getByLabel('Your feedback');
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/Write your feedback before sending it\.$/);
    await expectNoAxeViolations(page);
  });

  test('given Preferences, when a last name too long is saved, then the last name takes the focus', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/preferences');
    await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();

    await page.getByLabel('Last name').fill('x'.repeat(101));
    await expectRefusedTo(page, 'Save preferences', 'Last name', 'Keep your last name to 100 characters or fewer.');
  });
});
