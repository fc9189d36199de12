import type { Locator } from '@playwright/test';
import { clearCookiesButTestWorld, expect, expectNoAxeViolations, givenTheWorld, signIn, test } from './support/fixtures';
import { LEARNER, OTHER_PARTNER_LEARNER } from './support/worlds';

const isPhone = (width: number | undefined) => (width ?? 1280) < 1024;

test.describe('the app shell', () => {
  test('given a partner with the library and performance off, then no Library or My Performance is offered and their paths lead to Today\'s Cards', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: { enableLibrary: false, enableUserPerformance: false } });
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    await expect(page.getByRole('link', { name: /Library/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Performance/ })).toHaveCount(0);
    await page.goto('library');
    await expect(page).toHaveURL(/\/app\/welcomeBack$/);
    await page.goto('performance');
    await expect(page).toHaveURL(/\/app\/welcomeBack$/);
  });

  test('given a partner with showFeedbackAlways, then Feedback is in the top bar; for a learner of a partner without it, it is not', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: { showFeedbackAlways: true }, partnerOf: { [OTHER_PARTNER_LEARNER]: { showFeedbackAlways: false } } });
    await signIn(page, LEARNER);
    const topBarFeedback = page.getByRole('banner').getByRole('link', { name: 'Feedback' });
    await expect(topBarFeedback).toBeVisible();
    await topBarFeedback.click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(topBarFeedback).toHaveCount(0);

    await clearCookiesButTestWorld(page.context());
    await page.evaluate(() => window.localStorage.removeItem('sreo.session.token'));
    await signIn(page, OTHER_PARTNER_LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Feedback' })).toHaveCount(0);
  });

  test('given a signed-in learner, when an unknown path is opened, then they land on /welcomeBack', async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    await page.goto('no/such/page');

    await expect(page).toHaveURL(/\/app\/welcomeBack$/);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  });

  test('given a signed-in learner, when the page is reloaded, then the session is kept and the partner logo shows, named for the partner', async ({ page, sandbox }) => {
    await givenTheWorld(page, sandbox, { partner: { n: 'Harbour Police Academy', l: 'demo-academy' } });
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    await page.reload();

    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Harbour Police Academy logo' })).toBeVisible();
  });

  test('given the learner\'s device, then the menu is a collapsible side menu on desktop, a drawer and tab bar on the phone', async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

    if (isPhone(page.viewportSize()?.width)) {
      // The learner has cards left today, so the tab bar keeps out of the way (it returns when none remain).
      await expect(page.getByText(/left of/).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      const open = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link')).toHaveText(['Start', 'Preferences', 'Tour', 'Password', 'Feedback', 'Logout']);
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      // The drawer's head covers the top bar in line with it: Close where Open menu was, on the same line.
      expect((await page.getByRole('button', { name: 'Close menu' }).boundingBox())!.y).toBe(open.y);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Shift+Tab');
      await expect(drawer.getByRole('link', { name: 'Logout' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.getByRole('link', { name: 'Password' }).click();
      await expect(page).toHaveURL(/\/app\/updatePws$/);
      await expect(drawer).toBeHidden();
    } else {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link')).toHaveText(["Today's Cards", 'My Performance', 'Library', 'Tour', 'Feedback', 'Settings', 'Logout']);
      await expect(menu.getByRole('link', { name: "Today's Cards" })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Tabs' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The menu button's icon stands in the column of the menu's icons.
      const middle = async (icon: Locator) => ((box) => box.x + box.width / 2)((await icon.boundingBox())!);
      const menuIcon = await middle(menu.getByRole('link', { name: "Today's Cards" }).locator('svg'));
      expect(Math.abs((await middle(page.getByRole('button', { name: 'Collapse menu' }).locator('svg'))) - menuIcon)).toBeLessThanOrEqual(1);

      await page.getByRole('button', { name: 'Collapse menu' }).click();
      await expect(menu).toHaveCSS('width', '58px');
      await page.getByRole('button', { name: 'Expand menu' }).click();
      await expect(menu).toHaveCSS('width', '200px');

      await menu.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/app\/settings$/);
      await page.getByRole('link', { name: /Password/ }).click();
      await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('given a touch screen, when a menu item was tapped (the pointer still over it), then it keeps the background of the items around it, no hover left on as if chosen', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const items = page.getByRole('dialog', { name: 'Menu' }).getByRole('link');
    const background = (item: Locator) => item.evaluate((element) => getComputedStyle(element).backgroundColor);
    const untouched = await background(items.filter({ hasText: 'Feedback' }));

    await items.filter({ hasText: 'Tour' }).hover();

    expect(await background(items.filter({ hasText: 'Tour' }))).toBe(untouched);
  });

  test('given the dark and grey themes, then the shell and Today\'s Cards pass the contrast scan', async ({ page }) => {
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    const drawerButton = page.getByRole('button', { name: 'Open menu' });

    for (const theme of ['dark', 'grey']) {
      await page.evaluate((name) => (document.documentElement.dataset.theme = name), theme);
      if (await drawerButton.isVisible()) await drawerButton.click();
      await expectNoAxeViolations(page);
      if (await page.getByRole('button', { name: 'Close menu' }).isVisible()) await page.keyboard.press('Escape');
    }
  });
});

/** The logo's plate and filter as drawn, and whether the plate is light (a relative luminance over 0.6). */
function logoLook(logo: Locator) {
  return logo.evaluate((img) => {
    const style = getComputedStyle(img);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = style.backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, alpha] = [...canvas.getImageData(0, 0, 1, 1).data].map((channel) => channel / 255) as [number, number, number, number];
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return {
      plate: alpha === 0 ? 'none' : 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) > 0.6 ? 'light' : 'dark',
      filter: style.filter,
    };
  });
}

test.describe('the partner logo in the top bar', () => {
  test('given the dark theme, then the logo stands in the dark bar on no plate, its lightness turned over so dark lettering reads light; in the light theme it is drawn as it is', async ({ page, sandbox }) => {
    // A logo whose lettering is dark, as most partners' are.
    await givenTheWorld(page, sandbox, { partner: { n: 'Harbour Police Academy', l: 'demo-academy' } });
    await signIn(page, LEARNER);
    const logo = page.getByRole('banner').getByRole('img', { name: 'Harbour Police Academy logo' });
    await expect(logo).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await logoLook(logo)).toEqual({ plate: 'none', filter: expect.stringMatching(/^invert\(1\) hue-rotate\(180deg\)/) });
    await expectNoAxeViolations(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await logoLook(logo)).toEqual({ plate: 'none', filter: 'none' });
    await expectNoAxeViolations(page);
  });
});

test.describe('the top bar on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Two partners' logos, of different shapes, the first beside Feedback in the top bar.
  for (const { name, logoId, feedback } of [
    { name: 'Harbour Police Academy', logoId: 'demo-academy', feedback: true },
    { name: 'Westside Hospital', logoId: 'riverside-clinic', feedback: false },
  ]) {
    test(`given ${name}'s logo ${logoId}${feedback ? ' and Feedback' : ''}, then the product name is on one line and the partner logo is whole and inside the top bar`, async ({ page, sandbox }) => {
      await givenTheWorld(page, sandbox, { partner: { n: name, l: logoId, showFeedbackAlways: feedback } });
      await signIn(page, LEARNER);
      await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
      const logo = page.getByRole('banner').getByRole('img', { name: `${name} logo` });
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const layout = await page.getByRole('banner').evaluate((header) => {
        const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        const name = [...header.querySelectorAll('span')].find((span) => span.textContent === 'Sreo Learn');
        const text = document.createRange();
        text.selectNodeContents(name!);
        const img = header.querySelector('img')!;
        return {
          header: box(header),
          nameLines: new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size,
          name: box(name!),
          logo: box(img),
          logoFit: getComputedStyle(img).objectFit,
          logoNatural: { width: img.naturalWidth, height: img.naturalHeight },
          viewportWidth: document.documentElement.clientWidth,
          pageWidth: document.documentElement.scrollWidth,
        };
      });

      expect(layout.nameLines).toBe(1);
      expect(layout.logo.left).toBeGreaterThanOrEqual(layout.name.right);
      expect(layout.logo.left).toBeGreaterThanOrEqual(layout.header.left);
      expect(layout.logo.right).toBeLessThanOrEqual(Math.min(layout.header.right, layout.viewportWidth));
      expect(layout.logo.top).toBeGreaterThanOrEqual(layout.header.top);
      expect(layout.logo.bottom).toBeLessThanOrEqual(layout.header.bottom);
      // Whole: scaled to fit inside its box (never cropped), and drawn large enough to read.
      const natural = layout.logoNatural;
      if (layout.logoFit !== 'contain') expect(layout.logo.width / layout.logo.height).toBeCloseTo(natural.width / natural.height, 1);
      const drawnHeight = natural.height * Math.min(layout.logo.width / natural.width, layout.logo.height / natural.height);
      expect(drawnHeight).toBeGreaterThanOrEqual(30);
      expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewportWidth);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Feedback' })).toHaveCount(feedback ? 1 : 0);
    });
  }
});
