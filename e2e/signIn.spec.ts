import { expect, expectNoAxeViolations, setSandboxFlags, signIn, test } from './support/fixtures';
import { onFirstScreen } from './support/onScreen';
import { FIRST_DAY, LEARNER } from './support/worlds';

test.describe('signing in', () => {
  test('given the sign-in page, when the learner signs in with a demo account, then Today\'s Cards greets them', async ({ page }) => {
    await page.goto('');
    await expect(page).toHaveTitle('Sign in | Sreo Learn');
    await expectNoAxeViolations(page);

    await signIn(page, 'learner@demo.test');

    await expect(page).toHaveURL(/\/app\/welcomeBack$/);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.getByText('Demo Academy')).toBeVisible();
    await expect(page).toHaveTitle("Today's Cards | Sreo Learn");
    await expectNoAxeViolations(page);
  });

  test('given the sign-in page, then "Forgot your password?" stands small at the end of the line under the password field, a 44px target, met after it, and "Sign up" on a line of its own under Sign in, after "New here?"', async ({ page }) => {
    await page.goto('signin');

    const password = page.getByLabel('Password');
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    const signUp = page.getByRole('link', { name: 'Sign up' });
    const field = (await password.boundingBox())!;
    const reset = (await forgot.boundingBox())!;
    const send = (await button.boundingBox())!;
    const join = (await signUp.boundingBox())!;
    expect(reset.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(reset.y + reset.height).toBeLessThanOrEqual(send.y);
    expect(Math.round(reset.x + reset.width)).toBe(Math.round(field.x + field.width));
    expect(reset.height).toBeGreaterThanOrEqual(44);
    const fontSize = (text: string) => page.getByText(text, { exact: true }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await fontSize('Forgot your password?')).toBeLessThan(await fontSize('Password'));
    expect(join.y).toBeGreaterThanOrEqual(send.y + send.height);
    await expect(signUp.locator('..')).toHaveText('New here? Sign up');

    await password.focus();
    await page.keyboard.press('Tab');
    await expect(forgot).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
  });

  test('given sign-up and the reset of a password, then "Back to Sign in" stands centred under the form\'s button, as "New here? Sign up" under sign-in\'s', async ({ page }) => {
    for (const [path, button, link] of [
      ['signin', 'Sign in', 'New here? Sign up'],
      ['signup', 'Sign up', 'Back to Sign in'],
      ['resetPws', 'Send reset link', 'Back to Sign in'],
    ] as const) {
      await page.goto(path);
      const send = (await page.getByRole('button', { name: button, exact: true }).boundingBox())!;
      const line = (await page.getByText(link, { exact: true }).boundingBox())!;

      expect(line.y).toBeGreaterThanOrEqual(send.y + send.height);
      expect(Math.abs(line.x + line.width / 2 - (send.x + send.width / 2))).toBeLessThanOrEqual(1);
    }
  });

  test('given the reset of a password, then a line under its heading says what it does, until the status says the link is on its way', async ({ page }) => {
    await page.goto('resetPws');
    const lead = page.getByText("Enter your account's e-mail address and we will send you a link to set a new password.");
    const heading = (await page.getByRole('heading', { name: 'Reset your password' }).boundingBox())!;
    const field = (await page.getByLabel('E-mail').boundingBox())!;
    const line = (await lead.boundingBox())!;
    expect(line.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    expect(line.y + line.height).toBeLessThanOrEqual(field.y);
    await expectNoAxeViolations(page);

    await page.getByLabel('E-mail').fill('new@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();

    await expect(page.getByRole('status')).toContainText('If an account uses new@demo.test');
    await expect(lead).toBeHidden();
  });

  test('given a slow server, while the learner signs in, then the button says "Signing in…" beside a turning ring, and Today\'s Cards follows', async ({ page, sandbox }) => {
    await setSandboxFlags(page, sandbox, { chaos: { delayMs: 3000 }, world: FIRST_DAY });
    await signIn(page, LEARNER);

    const button = page.getByRole('button', { name: 'Signing in…' });
    await expect(button).toBeVisible();
    const ring = await button.evaluate((element) => {
      const mark = getComputedStyle(element, '::before');
      return { animation: mark.animationName, width: parseFloat(mark.width), edge: mark.borderTopStyle };
    });
    expect(ring.animation).not.toBe('none');
    expect(ring.width).toBeGreaterThan(0);
    expect(ring.edge).toBe('solid');
    await expectNoAxeViolations(page);

    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible({ timeout: 30_000 });
  });

  test('given a wrong password, when the learner signs in, then they read "Login failed" and stay on sign-in', async ({ page }) => {
    await signIn(page, 'learner@demo.test', 'not-the-password-1');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Login failed');
    await expect(alert).toContainText('Username or password is incorrect.');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given a signed-in learner, when the page is reloaded, then the stored session signs them straight in', async ({ page }) => {
    await signIn(page, 'learner@demo.test');
    await expect(page).toHaveURL(/welcomeBack$/);

    await page.reload();

    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given the sandbox, when the learner picks a demo account, then the form is filled and signs in by keyboard', async ({ page }) => {
    await page.goto('');
    await page.getByRole('button', { name: /new@demo\.test/ }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue('new@demo.test');

    await page.getByLabel('Password').press('Enter');

    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given the sandbox on a desktop, when the sign-in page opens, then the brand stands at the page\'s corner above the card and the demo accounts beside the card, top to top, every one on the first screen @desktop', async ({ page }) => {
    await page.goto('');
    const card = (await page.getByRole('main').locator('> div').first().boundingBox())!;
    const brand = (await page.getByText('Sreo Learn', { exact: true }).boundingBox())!;
    const demo = page.getByRole('complementary', { name: 'Demo accounts (sandbox)' });
    const beside = (await demo.boundingBox())!;

    expect(brand.y + brand.height).toBeLessThanOrEqual(card.y);
    expect(brand.x).toBeLessThan(card.x);
    expect(beside.x).toBeGreaterThanOrEqual(card.x + card.width);
    expect(Math.round(beside.y)).toBe(Math.round(card.y));
    expect(await onFirstScreen(page, demo.getByRole('button').last())).toBe(true);
  });

  test('given a phone, when the sign-in and sign-up forms and the privacy policy open, then their words take the screen\'s width less a thumb\'s margin (the demo accounts\' and the policy\'s too), and the question above the ways to join lines up with the fields\' labels @phone', async ({ page }) => {
    await page.goto('');
    const field = (await page.getByLabel('E-mail').boundingBox())!;
    expect(field.width).toBeGreaterThanOrEqual(390 - 2 * 24);
    const demoAccount = (await page.getByRole('button', { name: /learner@demo\.test/ }).boundingBox())!;
    expect([Math.round(demoAccount.x), Math.round(demoAccount.width)]).toEqual([Math.round(field.x), Math.round(field.width)]);

    await page.getByRole('link', { name: 'Sign up' }).click();

    const legend = page.getByText('How are you joining?');
    const label = page.getByText('Username', { exact: true });
    expect(Math.round((await legend.boundingBox())!.x)).toBe(Math.round((await label.boundingBox())!.x));

    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    const policy = (await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).boundingBox())!;
    expect(policy.x).toBeLessThanOrEqual(24);
    const words = (await page.getByText('Last updated', { exact: false }).boundingBox())!;
    expect(words.width).toBeGreaterThanOrEqual(390 - 2 * 24);
  });
});
