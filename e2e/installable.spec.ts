import { expect, test } from './support/fixtures';

test.describe('the installable app', () => {
  test('given the build, then the right worker owns the scope: the app\'s own against a backend, only the sandbox\'s in the demo build', async ({ page, sandbox }) => {
    await page.goto('signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // One registration on the app's scope, and its worker's script (polled: a worker moving from installing
    // to active is briefly in neither slot).
    const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? ''));
    const own = sandbox.name === 'server' ? /\/app\/sw\.js$/ : /\/app\/mockServiceWorker\.js$/;
    await expect.poll(workers).toEqual([expect.stringMatching(own)]);
    if (sandbox.name === 'server') {
      const manifest = await (await page.request.get('manifest.webmanifest')).json();
      expect(manifest).toMatchObject({ name: 'Sreo Learn', start_url: '/app/', scope: '/app/', display: 'standalone', theme_color: '#1f5f8b' });
      expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
    } else {
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    }
  });
});
