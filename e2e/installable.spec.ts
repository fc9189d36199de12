import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';

/** Waits until the page's service worker is installed (its precache complete) and active. */
async function serviceWorkerReady(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test.describe('the installable app', () => {
  test('given the build, then the right worker owns the scope: the app\'s own against a backend, only the sandbox\'s in the demo build', async ({ page, sandbox }) => {
    await page.goto('signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    const workers = await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '')))
      .toHaveLength(1)
      .then(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '')));
    if (sandbox.name === 'server') {
      expect(workers[0]).toMatch(/\/app\/sw\.js$/);
      const manifest = await (await page.request.get('manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ name: 'Sreo Learn', start_url: '/app/', scope: '/app/', display: 'standalone', theme_color: '#1f5f8b' });
      expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
    } else {
      expect(workers[0]).toMatch(/\/app\/mockServiceWorker\.js$/);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    }
  });

  test('given one visit, when the connection is gone and the app is opened again, then it opens from the device', async ({ page, context, sandbox }) => {
    test.skip(sandbox.name !== 'server', 'the in-browser sandbox build is a demo: MSW owns its scope, nothing is installed');
    await signIn(page, 'learner@demo.test');
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    expect(await serviceWorkerReady(page)).toMatch(/\/app\/sw\.js$/);

    await context.setOffline(true);
    await page.reload();

    // The document and every script came from the device: the app runs and shows a screen of its own.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/app\/sw\.js$/);
    await context.setOffline(false);
  });
});

test('given a learner mid-card, when a new version of the app is published, then it is offered and applied only when they accept', async ({ page, sandbox }) => {
  test.skip(sandbox.name !== 'server', 'the in-browser sandbox build is a demo: MSW owns its scope, nothing is installed');
  await signIn(page, 'learner@demo.test');
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  expect(await serviceWorkerReady(page)).toMatch(/\/app\/sw\.js$/);
  // The learner's next visit: the installed version runs the page.
  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/app\/sw\.js$/);
  await page.getByRole('button', { name: /Start|Continue studying/ }).click();
  await expect(page.locator('#card-question')).toBeFocused();
  const cardOnScreen = await page.locator('article[data-card-id]').getAttribute('data-card-id');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  // A new version is published: the browser installs another worker for the app's scope in the background
  // (here under another address, as a test cannot rebuild the app; a new build's sw.js differs in its bytes).
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/app/sw.js?version=2', { scope: '/app/' })));

  const offer = page.getByRole('region', { name: 'New version' });
  await expect(offer).toContainText('A new version is available.');
  // Offered, not forced: the same page, the same card, the focus where it was.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator('article[data-card-id]')).toHaveAttribute('data-card-id', cardOnScreen ?? '');
  await expect(page.locator('#card-question')).toBeFocused();
  await expectNoAxeViolations(page);

  await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Reload now' }).click()]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/app\/sw\.js\?version=2$/);
  await expect(page.getByRole('region', { name: 'New version' })).toHaveCount(0);
});
