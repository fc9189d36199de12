import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ASKS_FOR_TERMS, SIGNS_IN_THROUGH_SSO } from '@sreo/sandbox/testing';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, givenTheWorld, signIn, test } from './support/fixtures';
import { LEARNER } from './support/worlds';

/** The code of a password-reset link the world e-mailed two days ago: a link lives a day. */
const EXPIRED_RESET_CODE = 'OLD-RESET-CODE';

/** The menu's Logout: in the side menu on desktop, in the drawer on the phone. */
async function logOut(page: Page): Promise<void> {
  const drawerButton = page.getByRole('button', { name: 'Open menu' });
  if (await drawerButton.isVisible()) await drawerButton.click();
  await page.getByRole('link', { name: 'Logout' }).click();
}

test.describe('accounts', () => {
  test('given a signed-in learner, when they log out from the menu, then they are on sign-in and a reload keeps them out', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    await logOut(page);

    await expect(page).toHaveURL(/\/app\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('given a blocked account, when it signs in, then Account blocked is shown', async ({ page }) => {
    await signIn(page, 'blocked@demo.test');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Account blocked');
    await expect(alert).toContainText('Your account is blocked. Please contact your supervisor.');
  });

  test('given the sign-up page, when a learner applies by keyboard, then they are signed straight in', async ({ page }) => {
    await page.goto('');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveTitle('Sign up | Sreo Learn');
    await expectNoAxeViolations(page);

    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('E-mail').fill('ada@demo.test');
    await page.getByLabel('Password').fill('lovelace-12');
    await page.getByLabel('Password').press('Enter');

    await expect(page).toHaveURL(/\/app\/welcomeBack$/);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given the sign-up page, when the e-mail already has an account, then the alert says so and Back to Sign in leads there', async ({ page }) => {
    await page.goto('signup');
    await page.getByLabel('Username').fill('again');
    await page.getByLabel('E-mail').fill(LEARNER);
    await page.getByLabel('Password').fill('lovelace-12');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByRole('alert')).toContainText('Your email address is already associated with an account, please click Back to Sign in and sign in there');
    await page.getByRole('link', { name: 'Back to Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('given an invitation, when the expired code is used, then the Conflict text shows; the valid code signs in', async ({ page }) => {
    await page.goto('signup');
    await page.getByLabel('I was invited').check();
    await page.getByLabel('Username').fill('invitee');
    await page.getByLabel('E-mail').fill('invitee@demo.test');
    await page.getByLabel('Password').fill('invitee-pass-1');
    await page.getByLabel('Invite code').fill('OLD-INVITE');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByRole('alert')).toContainText('The invite code has expired, please ask your supervisor to send you a new one');
    await expectNoAxeViolations(page);

    await page.getByLabel('Invite code').fill('DEMO-INVITE');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given a forgotten password, when the sandbox mailbox link is followed, then a new password is set and signs in', async ({ page }) => {
    await page.goto('');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveTitle('Reset Password | Sreo Learn');
    await page.getByLabel('E-mail').fill('new@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();

    const mailbox = page.getByRole('complementary', { name: 'Sandbox mailbox' });
    await expect(mailbox).toContainText('Reset your password');
    await expectNoAxeViolations(page);
    await mailbox.getByRole('link', { name: 'Set a new password' }).click();

    await expect(page).toHaveURL(/\/app\/pws\?secret=/);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-77');
    await page.getByLabel('Confirm new password').fill('brand-new-77');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is set');
    await expectNoAxeViolations(page);

    await signIn(page, 'new@demo.test', 'brand-new-77');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  for (const { code, secret } of [
    { code: 'a wrong code', secret: 'NO-SUCH-CODE' },
    { code: 'a code e-mailed two days ago', secret: EXPIRED_RESET_CODE },
  ]) {
    test(`given a reset link with ${code}, when a new password is set from it, then the alert says the link is not valid, the passwords and the focus stay, and Ask for a new link leads to the reset`, async ({ page, sandbox }) => {
      await givenTheWorld(page, sandbox, { resetLinks: [{ secret: EXPIRED_RESET_CODE, daysAgo: 2 }] });
      await page.goto(`pws?secret=${secret}`);
      const password = page.getByLabel('New password', { exact: true });
      await password.fill('brand-new-77');
      await page.getByLabel('Confirm new password').fill('brand-new-77');
      await page.getByRole('button', { name: 'Set password' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Reset link not valid');
      await expect(alert).toContainText('This password reset link is wrong, used or expired. Please ask for a new link.');
      await expect(password).toHaveValue('brand-new-77');
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: 'Set password' })).toBeFocused();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    });
  }

  test('given the failing e-mail provider, when a reset is asked for, then Email service error shows', async ({ page }) => {
    await page.goto('resetPws');
    await page.getByLabel('E-mail').fill('mailfail@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();

    await expect(page.getByRole('alert')).toContainText('There was an error sending the email. Please try again later.');
  });

  test('given a partner that asks for its terms of use, when its learner signs in, then the terms overlay shows the partner\'s page within a hairline edge until Got it is pressed', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: ASKS_FOR_TERMS });
    await signIn(page, LEARNER);

    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
    // The partner's page is the partner's: scan the overlay around it (a script-less frame cannot be entered).
    const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ iframes: false }).setLegacyMode().analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    // The partner's page has the sheet's width within a hairline edge, not a second frame of its own.
    const edges = await page.getByTitle('Terms of use').evaluate((frame: HTMLElement) => frame.offsetWidth - frame.clientWidth);
    expect(edges).toBeLessThanOrEqual(2);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given a partner whose learners sign in through its identity provider, when one signs in, then the round trip ends signed in', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: SIGNS_IN_THROUGH_SSO });
    await page.goto('');
    await page.getByLabel('E-mail').fill(LEARNER);
    await page.getByRole('button', { name: 'Sign in' }).click();

    if (sandbox.origins) {
      // Across origins: the identity provider's own page, which leads back to the app.
      await expect(page).toHaveURL(new RegExp(`^${sandbox.origins.identityProvider}/authorize\\?`));
      await expect(page.getByText(`Continue as ${LEARNER}?`)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(/\/app\/welcomeBack$/);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given a partner whose learners sign in through its identity provider, while the sign-in page hands over, then it asks for no password: the address and the hand-over show, the password field and its link do not', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: SIGNS_IN_THROUGH_SSO });
    // The identity provider answers with nothing to show, so the page stays as it hands over.
    await page.route((url) => url.pathname.endsWith('/authorize') || url.searchParams.has('sso_code'), (route) => route.fulfill({ status: 204 }));
    await page.goto('');
    await page.getByLabel('E-mail').fill(LEARNER);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('status').filter({ hasText: "Taking you to your organisation's sign-in…" })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(LEARNER);
    await expect(page.getByLabel('Password')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('given the privacy policy, then it is readable signed out and signed in with its facts', async ({ page }) => {
    await page.goto('');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy | Sreo Learn');
    await expect(page.getByRole('link', { name: 'Back to Sign in' })).toBeInViewport();
    await expect(page.getByText('Last updated August 19, 2022')).toBeVisible();
    await expect(page.getByText(/not for people under 13/)).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await page.goto('privacy-policy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    // Reloaded with a stored session: the signed-in layout, and the configured contact (the sandbox's).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: "Back to Today's Cards" })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('given a signed-in learner, when they change the password in Settings, then it is changed', async ({ page }) => {
    await signIn(page, 'new@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    const drawerButton = page.getByRole('button', { name: 'Open menu' });
    if (await drawerButton.isVisible()) {
      await drawerButton.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Password' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveTitle('Settings | Sreo Learn');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: /Password/ }).click();
    }

    await expect(page).toHaveTitle('Password | Sreo Learn');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('changed-pass-9');
    await page.getByLabel('Confirm new password').fill('changed-pass-9');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
