import { expect, test } from './support/fixtures';

/**
 * The built app as `vite preview` serves it (docs/deployment.md, "Hosting the build"): with the security headers a
 * meta tag cannot send, so no other page can frame it, and without its source maps.
 */
test.describe('the built app as it is hosted', () => {
  test('given the app\'s page, then it comes with its security headers and its scripts without source maps', async ({ page }) => {
    const answer = await page.request.get('signin');
    const headers = answer.headers();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await answer.text())?.[1] ?? '';
    const script = await page.request.get(entry);
    const map = await page.request.get(`${entry}.map`);

    expect(headers['content-security-policy']).toMatch(/^default-src 'self'; .*; frame-ancestors 'self'$/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(script.ok()).toBe(true);
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect(map.headers()['content-type'] ?? '').not.toMatch(/json/);
    expect(await map.text()).not.toContain('"mappings"');
  });

  test('given a page of another origin that frames the app, then the browser refuses to show it there', async ({ page, baseURL }) => {
    const app = new URL('signin', baseURL).href;
    await page.route('http://framer.test/', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Framer</title><iframe title="The app" src="${app}"></iframe>` }));

    await page.goto('http://framer.test/');

    await expect.poll(() => page.frames().at(1)?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  });

  test('given the address /app without its slash, then it leads to the app at /app/', async ({ page, baseURL }) => {
    const bare = new URL('/app', baseURL).href;

    const answer = await page.request.get(bare, { maxRedirects: 0 });
    await page.goto(`${bare}?from=link`);

    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/app/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/app/');
  });
});
