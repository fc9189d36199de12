import type { Locator, Page } from '@playwright/test';
import { deck, recall, type TestWorld } from '@sreo/sandbox/testing';
import { expect, expectNoAxeViolations, givenTheWorld, serverAnswers, signIn, test, type SandboxMode } from './support/fixtures';
import { keptAnswersInPage } from './support/keptAnswers';
import { openInApp } from './support/menu';
import { answerByKeyboard } from './support/study';
import { FIRST_DAY, FIVE_DAYS_STUDIED, LEARNER } from './support/worlds';

/** Waits until the page's service worker is installed (its precache complete) and active. */
async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

/**
 * A new version is published: the browser installs another worker for the app's scope in the background
 * (under another address, as a test cannot rebuild the app; a new build's sw.js differs in its bytes).
 */
async function publishANewVersion(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.register('/app/sw.js?version=2', { scope: '/app' })));
}

/** Whether the app's typeface (Inter, shipped with the app) is in use: each of its faces' load status, once the page's fonts are settled. */
async function appTypefaceStatus(): Promise<string[]> {
  await document.fonts.ready;
  return [...document.fonts].filter((face) => face.family === 'Inter').map((face) => face.status);
}

/**
 * Given `world`, its learner signed in on Today's Cards with the app's worker installed (its precache
 * complete): the installed app, as the tests below begin. Answers Today's Cards' heading.
 */
async function installedOnTodaysCards(page: Page, sandbox: SandboxMode, world: TestWorld = FIRST_DAY): Promise<Locator> {
  await givenTheWorld(page, sandbox, world);
  await signIn(page, LEARNER);
  const heading = page.getByRole('heading', { name: "Today's Cards" });
  await expect(heading).toBeVisible();
  expect(await serviceWorkerReady(page)).toMatch(/\/app\/sw\.js$/);
  return heading;
}

/**
 * The installed app: only the build against a backend (the server-mode projects) is installable; the
 * demo build's scope belongs to the in-page sandbox's worker (installable.spec.ts checks both).
 */
test('given one visit and an answer given offline, when the app is opened again with no connection, then it opens signed in on Today’s Cards from the device, offline, with the answer waiting, and sends it once when the connection returns', async ({
  page,
  context,
  sandbox,
}) => {
  test.setTimeout(60_000);
  const heading = await installedOnTodaysCards(page, sandbox);
  const mainLeft = await page.getByRole('listitem').filter({ hasText: 'Main' }).textContent();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('#card-question')).toBeFocused();

  // The connection drops mid-session: the answer is kept on the device.
  await context.setOffline(true);
  await answerByKeyboard(page);
  await expect(page.getByRole('alert')).toContainText('Your answer is saved on this device');
  const onDevice = await page.evaluate(keptAnswersInPage);
  expect(onDevice).toHaveLength(1);
  const token = await page.evaluate(() => localStorage.getItem('sreo.session.token'));
  expect(token).toBeTruthy();

  // Opened again with no connection: the document and every script come from the device, and the learner
  // is in, on Today's Cards as they were kept, told they are offline and that the answer waits.
  await page.reload();
  await expect(heading).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/welcomeBack');
  const kept = page.getByRole('region', { name: 'You are offline' });
  await expect(kept).toContainText(/These are your cards as of .+, kept on this device\./);
  await expect(kept).toContainText('Your answer is saved on this device and will be sent as soon as the connection is back.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Main' })).toHaveText(mainLeft ?? '');
  await expect(page.getByRole('heading', { name: 'Your streak' })).toBeVisible();
  // The app's typeface came from the device too: the text is set in Inter, not in the system's face.
  expect(await page.evaluate(appTypefaceStatus)).toEqual(['loaded']);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/app\/sw\.js$/);
  expect(await page.evaluate(() => localStorage.getItem('sreo.session.token'))).toBe(token);
  await expectNoAxeViolations(page);
  expect(await serverAnswers(page, sandbox, LEARNER)).toEqual([]);

  // Studying needs the backend: no Start that would only fail, the tour offered instead, and the answer stays where it is.
  await expect(kept).toContainText('Start is back by itself');
  await expect(page.getByRole('button', { name: /^(Start|Continue studying)$/ })).toHaveCount(0);
  await expect(kept.getByRole('button', { name: 'Take the tour' })).toBeVisible();
  expect((await page.evaluate(keptAnswersInPage)).map((answer) => answer.id)).toContain(onDevice[0]!.id);

  // The connection returns: the session is confirmed, the answer reaches the server once, and Today's
  // Cards comes from the backend.
  await context.setOffline(false);
  await expect(kept).toBeHidden();
  await expect(heading).toBeVisible();
  await expect
    .poll(async () => (await serverAnswers(page, sandbox, LEARNER)).map((answer) => `${answer.cardId} ${answer.id}`))
    .toEqual(onDevice.map((answer) => `${answer.cardId} ${answer.id}`));
  await expect.poll(() => page.evaluate(keptAnswersInPage)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Continue studying' })).toBeVisible();
  // Nothing is sent twice, even once the screens that also send have had their turn.
  await page.getByRole('button', { name: 'Continue studying' }).click();
  await expect(page.locator('#card-question')).toBeFocused();
  expect((await serverAnswers(page, sandbox, LEARNER)).map((answer) => answer.id)).toEqual(onDevice.map((answer) => answer.id));
});

test('given the installed app and a signed-in learner whose connection drops, when Today’s Cards opens, then it says so, in the catalogue’s words and that they are offline, and loads by itself once the connection is back', async ({ page, context, sandbox }) => {
  await givenTheWorld(page, sandbox, FIRST_DAY);
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible();
  await openInApp(page, '/tour');
  await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await openInApp(page, '/welcomeBack');
  const panel = page.getByRole('alert');
  await expect(panel.getByRole('heading', { name: 'Server error' })).toBeVisible();
  await expect(panel).toContainText('There was an error connecting to the server. Please try again soon.');
  await expect(panel.getByText('You are offline. Nothing you have done is lost. Try again once the connection is back.')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('given the installed app, when it is opened at /app without its slash with no connection, then it opens, at /app/', async ({ page, context, sandbox }) => {
  const heading = await installedOnTodaysCards(page, sandbox);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(/\/app$/);
  // Today's Cards kept on the device, as it is once it has loaded: what the app opens offline.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sreo.session.profile'))).not.toBeNull();

  await context.setOffline(true);
  await page.goto('/app');

  await expect(heading).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/welcomeBack');
});

test('given a learner mid-card, when a new version of the app is published, then it is offered and applied only when they accept', async ({ page, sandbox }) => {
  await installedOnTodaysCards(page, sandbox);
  // The learner's next visit: the installed version runs the page.
  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/app\/sw\.js$/);
  await page.getByRole('button', { name: /Start|Continue studying/ }).click();
  await expect(page.locator('#card-question')).toBeFocused();
  const cardOnScreen = await page.locator('article[data-card-id]').getAttribute('data-card-id');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  await publishANewVersion(page);

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
  // (The reloaded app registers /app/sw.js again, which in this test is another address than the running
  // version's, so it may be offered once more: an artefact of publishing under another address.)
});

test('given a phone with nothing left to study, so that the tab bar shows, when a new version is published, then the offer stands above the tab bar, every tab in reach @phone', async ({ page, sandbox }) => {
  await givenTheWorld(page, sandbox, { decks: [], newCardsPerDay: 0 });
  await signIn(page, LEARNER);
  await expect(page.getByRole('heading', { name: 'No cards yet' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs).toBeVisible();
  expect(await serviceWorkerReady(page)).toMatch(/\/app\/sw\.js$/);
  await page.reload();
  await expect(tabs).toBeVisible();

  await publishANewVersion(page);

  const offer = page.getByRole('region', { name: 'New version' });
  await expect(offer).toBeVisible();
  const offerBox = (await offer.boundingBox())!;
  const tabsBox = (await tabs.boundingBox())!;
  expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(tabsBox.y);
});

test('given a phone on Today’s Cards, when a new version is offered, then the page scrolls on past the offer, so the last of the day’s groups shows above it @phone', async ({ page, sandbox }) => {
  await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
  await signIn(page, LEARNER);
  const groups = page.getByRole('region', { name: 'Due today' }).getByRole('listitem');
  await expect(groups.last()).toBeVisible();
  expect(await serviceWorkerReady(page)).toMatch(/\/app\/sw\.js$/);
  await page.reload();
  await expect(groups.last()).toBeVisible();

  await publishANewVersion(page);
  const offer = page.getByRole('region', { name: 'New version' });
  await expect(offer).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const offerBox = (await offer.boundingBox())!;
  const lastBox = (await groups.last().boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(offerBox.y);
  await expectNoAxeViolations(page);
});

/** A learner's one new card, whose answer runs longer than a phone's screen: the answer bar stays at the screen's foot. */
const LONG_ANSWER: TestWorld = {
  decks: [
    deck(
      'recovery-position',
      [
        recall(
          'How do you put someone into the recovery position?',
          'Kneel beside them and straighten their legs. Place the arm nearest you at a right angle to their body, elbow bent and palm up. ' +
            'Bring the far arm across their chest and hold the back of their hand against the cheek nearest you. ' +
            'With your other hand, lift the far knee until the foot is flat on the ground. ' +
            'Keeping their hand pressed against their cheek, pull on the far knee to roll them towards you onto their side. ' +
            'Adjust the upper leg so that both the hip and the knee are bent at right angles. ' +
            'Tilt their head back and lift the chin to keep the airway open, and check that they are breathing normally. ' +
            'Stay with them and keep checking their breathing until help arrives.',
        ),
      ],
      'First Aid',
    ),
  ],
  newCardsPerDay: 1,
};

test('given a phone mid-card, when a new version is offered, then the answer bar rises above the offer, every grade in reach @phone', async ({ page, sandbox }) => {
  await installedOnTodaysCards(page, sandbox, LONG_ANSWER);
  await page.reload();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('#card-question')).toBeFocused();
  await page.keyboard.press('Space');
  const grades = page.getByRole('group', { name: 'How well did you know it?' });
  await expect(grades).toBeVisible();

  await publishANewVersion(page);
  const offer = page.getByRole('region', { name: 'New version' });
  await expect(offer).toBeVisible();

  const offerBox = (await offer.boundingBox())!;
  for (const grade of await grades.getByRole('button').all()) {
    const gradeBox = (await grade.boundingBox())!;
    expect(gradeBox.y + gradeBox.height).toBeLessThanOrEqual(offerBox.y);
  }
  await expectNoAxeViolations(page);
});

test('given a phone on the sign-in page, when a new version is offered, then the page scrolls on past the offer, so its last link shows above it @phone', async ({ page }) => {
  await page.goto('');
  const lastLink = page.getByRole('link', { name: 'Privacy Policy' });
  await expect(lastLink).toBeVisible();
  expect(await serviceWorkerReady(page)).toMatch(/\/app\/sw\.js$/);
  await page.reload();
  await expect(lastLink).toBeVisible();

  await publishANewVersion(page);
  const offer = page.getByRole('region', { name: 'New version' });
  await expect(offer).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const offerBox = (await offer.boundingBox())!;
  const lastBox = (await lastLink.boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(offerBox.y);
  await expectNoAxeViolations(page);
});

test('given the installed app, when it is reloaded, then the partner’s logo is drawn from the page’s own copy on the device, not from a request the service worker answers', async ({ page, sandbox }) => {
  await installedOnTodaysCards(page, sandbox);
  await page.reload();

  const logo = page.getByRole('banner').getByRole('img', { name: /logo$/ });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('given the installed app and the partner’s logo no longer on the device, when Today’s Cards opens while the logo’s server drops the connection, then the top bar leaves the logo out', async ({ page, context, sandbox }) => {
  const heading = await installedOnTodaysCards(page, sandbox);
  await page.reload();
  await expect(page.locator('header img')).toBeVisible();

  await context.route('**/app/media/**', (route) => route.abort('connectionreset'));
  await page.evaluate(async () => void (await caches.delete('sreo-media')));
  const cutOff: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/app/media/')) cutOff.push(request.resourceType());
  });
  await page.reload();

  await expect(heading).toBeVisible();
  // No copy to be had: the top bar tried the logo's own address, which failed, and left no broken picture.
  await expect.poll(() => cutOff).toContain('image');
  await expect(page.locator('header img')).toHaveCount(0);
});
