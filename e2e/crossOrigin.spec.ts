import { ASKS_FOR_TERMS, audioCard, deck, imageCard } from '@sreo/sandbox/testing';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, givenTheWorld, recordCspViolations, setSandboxFlags, signIn, test } from './support/fixtures';
import { openInApp } from './support/menu';
import { cardsInDeck } from './support/deck';
import { LEARNER } from './support/worlds';

/**
 * What only a deployment across origins shows: the app on one origin, the sandbox server's API, card
 * media, terms page and identity provider each on another (the server-mode projects run this file).
 */

/** A deck of one image card and a deck of one audio card, each of a file the sandbox serves. */
const MEDIA_DECKS = [deck('signs', [imageCard()], 'Signs'), deck('heartbeat', [audioCard()], 'Heartbeat')];

test('given a partner that asks for its terms of use, when the terms frame opens, then the partner page from its own origin reads, scrolls and opens its link in a new tab', async ({ page, context, sandbox }) => {
  const violations = await recordCspViolations(page);
  await givenTheWorld(page, sandbox, { partner: ASKS_FOR_TERMS });
  await signIn(page, LEARNER);

  const dialog = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(dialog).toBeVisible();
  const frameElement = dialog.locator('iframe[title="Terms of use"]');
  await expect(frameElement).toHaveAttribute('src', `${sandbox.origins!.terms}/terms/demo-terms.html`);
  const frame = page.frameLocator('iframe[title="Terms of use"]');
  await expect(frame.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();

  // The learner scrolls the frame to the last section.
  const lastSection = frame.getByRole('heading', { name: '6. Questions' });
  await expect(lastSection).not.toBeInViewport();
  await frameElement.hover();
  await page.mouse.wheel(0, 2000);
  await expect(lastSection).toBeInViewport();

  const [notice] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link', { name: 'data protection notice' }).click()]);
  await expect(notice).toHaveURL(`${sandbox.origins!.terms}/terms/data-protection.html`);
  await expect(notice.getByRole('heading', { name: 'Data protection notice' })).toBeVisible();
  await notice.close();

  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  expect(violations).toEqual([]);
});

test('given the library, when an image card and an audio card are opened, then both load from the media origin', async ({ page, sandbox }) => {
  const violations = await recordCspViolations(page);
  await givenTheWorld(page, sandbox, { decks: MEDIA_DECKS });
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

  await openInApp(page, '/library/deck/signs');
  await (await cardsInDeck(page)).getByRole('button', { name: 'What does this sign show?' }).click();
  const image = page.getByRole('img', { name: 'What does this sign show?' });
  await expect(image).toHaveAttribute('src', `${sandbox.origins!.media}/media/aed-sign.svg`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(120);

  await openInApp(page, '/library/deck/heartbeat');
  await (await cardsInDeck(page)).getByRole('button', { name: /Listen to the heartbeat/ }).click();
  const audio = page.locator('audio[controls]');
  await expect(audio).toHaveAttribute('src', `${sandbox.origins!.media}/media/heart-sounds.wav`);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeCloseTo(2.5, 1);
  expect(violations).toEqual([]);
});

test('given a backend that sends a card image as an address under the API, when the card is opened, then it loads from the API origin', async ({ page, sandbox }) => {
  const violations = await recordCspViolations(page);
  // The backend answers docs/product.md section 7's relative form (`/app/media/...` under the API base) instead of the media host.
  const mediaHost = `${sandbox.origins!.media}/media/`;
  await page.route(`${sandbox.apiBase}/app/**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(mediaHost, '/app/media/');
    await route.fulfill({ response, body });
  });
  await givenTheWorld(page, sandbox, { decks: MEDIA_DECKS });
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();

  await openInApp(page, '/library/deck/signs');
  await (await cardsInDeck(page)).getByRole('button', { name: 'What does this sign show?' }).click();
  const image = page.getByRole('img', { name: 'What does this sign show?' });
  await expect(image).toHaveAttribute('src', `${sandbox.apiBase}/app/media/aed-sign.svg`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(120);
  expect(violations).toEqual([]);
});

test('given a backend that sends no token on sign-up, when a learner signs up, then the sign-in that follows signs them in', async ({ page, sandbox }) => {
  await setSandboxFlags(page, sandbox, { signUpToken: false });
  await page.goto('signup');
  await page.getByLabel('Username').fill('newcomer');
  await page.getByLabel('E-mail').fill('newcomer@demo.test');
  await page.getByLabel('Password').fill('newcomer-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('given a backend that does not expose X-Auth-Token through CORS, when a learner signs in, then the error says what the server must do', async ({ page, sandbox }) => {
  await setSandboxFlags(page, sandbox, { exposeAuthToken: false });
  await signIn(page, LEARNER);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Server error');
  await expect(alert).toContainText('the sign-in answer carries no session token');
  await expect(alert).toContainText('expose it to this app (CORS)');
  await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  await expectNoAxeViolations(page);
});

for (const cors of [true, false]) {
  test(`given a single-sign-on gateway whose session ended and a login host ${cors ? 'with' : 'without'} CORS, when the app calls the API, then the page reloads instead of failing`, async ({ page, sandbox }) => {
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    // Start shows once the day has loaded, so no call of the page's own load meets the gateway.
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    // The gateway redirects the next call to the identity provider's login page (and, without CORS, the
    // app's plain GET that asks whether the API now redirects).
    await setSandboxFlags(page, sandbox, { ssoGateway: { calls: cors ? 1 : 2, cors } });
    const reloaded = page.waitForEvent('load');

    await page.getByRole('button', { name: 'Start' }).click();

    await reloaded;
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await expect(page.getByText("It's not you. It's us.")).toHaveCount(0);
  });
}

test('given the built app’s Content-Security-Policy, when a script from another origin is added, then it is refused', async ({ page, sandbox }) => {
  const violations = await recordCspViolations(page);
  await page.goto('');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, `${sandbox.origins!.media}/media/heart-sounds.wav`);

  // Reported once per policy the page has: the meta tag's and the same one sent as a header.
  await expect.poll(() => [...new Set(violations)]).toEqual([`script-src-elem ${sandbox.origins!.media}/media/heart-sounds.wav`]);
});
