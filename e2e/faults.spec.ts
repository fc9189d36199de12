import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, givenTheWorld, serverAnswers, setSandboxFlags, signIn, test, type SandboxMode } from './support/fixtures';
import { watchFocusLeaving } from './support/focus';
import { openFromMenu, openInApp } from './support/menu';
import { answerByKeyboard, card, currentCardId, waitForChange } from './support/study';
import { FIRST_DAY, FIVE_DAYS_CARDS, FIVE_DAYS_STUDIED, LEARNER, OTHER_LEARNER } from './support/worlds';

/**
 * Faults injected into the built app in real Chromium: chunks that fail to load, storage the browser
 * refuses, start-up while offline, a flaky backend, and a shared device. Chunk faults are routes on the
 * browser context, which also sees the requests the sandbox's service worker passes on to the network.
 */

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?.*)?$`);

/** Fails the first request for each chunk matching `pattern` (a network blip); records every request. */
async function failOnce(context: BrowserContext, pattern: RegExp): Promise<string[]> {
  const requests: string[] = [];
  await context.route(pattern, async (route) => {
    requests.push(route.request().url());
    if (requests.length === 1) await route.abort('failed');
    else await route.fallback();
  });
  return requests;
}

/** The address of each picture on the page that has not loaded (a broken-image icon). */
const brokenPictures = (page: Page) => page.locator('img').evaluateAll((images: HTMLImageElement[]) => images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src));

const todaysCards = (page: Page) => page.getByRole('heading', { name: "Today's Cards", level: 1 });

test.describe('lazily loaded parts that fail', () => {
  test('given the HTTP adapters and the Tour chunk each fail to load once, when the learner signs in and opens Tour, then both arrive on the retry and the session survives a reload', async ({
    page,
    context,
    sandbox,
  }) => {
    const http = await failOnce(context, chunk('http'));
    const tour = await failOnce(context, chunk('TourPage'));

    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await expect(todaysCards(page)).toBeVisible();
    await openFromMenu(page, 'Tour');
    await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    expect(http.length).toBeGreaterThanOrEqual(2);
    expect(tour.length).toBeGreaterThanOrEqual(2);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeHidden();
    await expect(todaysCards(page)).toBeVisible();
  });

  test('given a browser that keeps a failed chunk (its address fails every time), when the screen opens, then the chunk is fetched anew under another address', async ({
    page,
    context,
    sandbox,
  }) => {
    const requests: string[] = [];
    await context.route(chunk('TourPage'), async (route) => {
      const url = route.request().url();
      requests.push(url);
      if (new URL(url).search === '') await route.abort('failed');
      else await route.fallback();
    });

    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await expect(todaysCards(page)).toBeVisible();
    await openFromMenu(page, 'Tour');

    // Every fetch of the plain address fails, so the screen came from another address. (Not "the last
    // fetch": the installable build's service worker also fetches the chunk, at its own pace, to keep it
    // for offline use.)
    await expect(page.getByRole('heading', { name: 'Tour', level: 1 })).toBeVisible();
    expect(requests.filter((url) => /\?retry=\d+$/.test(url))).not.toEqual([]);
  });
});

/* The seed's new learner: in the demo build a test's world is set through the storage these tests refuse. */
test.describe('storage the browser refuses', () => {
  test('given localStorage that throws on access, when the app opens, then it starts, says once that answers stay in this tab, and studying works', async ({ page, sandbox }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });

    await page.goto('signin');
    const warning = page.getByRole('alertdialog', { name: 'Answers kept in this tab only' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('answers that are not sent yet are lost if you close this tab');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Got it' }).click();

    await page.getByLabel('E-mail').fill('new@demo.test');
    await page.getByLabel('Password').fill('demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(todaysCards(page)).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    const answered = await answerOne(page);

    await expect(card(page)).toBeVisible();
    expect((await serverAnswers(page, sandbox, 'new@demo.test')).map((entry) => String(entry.cardId))).toEqual([answered]);
  });

  test('given localStorage whose writes fail (quota), when the learner signs in and studies, then each answer is sent, the next card shows, and the warning came once', async ({ page, sandbox }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });

    await signIn(page, 'new@demo.test');
    const warning = page.getByRole('alertdialog', { name: 'Answers kept in this tab only' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Got it' }).click();
    await expect(todaysCards(page)).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();

    const first = await answerOne(page);
    const second = await answerOne(page);

    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await serverAnswers(page, sandbox, 'new@demo.test')).map((entry) => String(entry.cardId))).toEqual([first, second]);
  });
});

/** Answers the card on screen by keyboard and waits for the next; answers the answered card's id. */
async function answerOne(page: Page): Promise<string | null> {
  await expect(card(page)).toBeVisible();
  const id = await currentCardId(page);
  await answerByKeyboard(page);
  await waitForChange(page, id);
  return id;
}

test.describe('start-up while offline', () => {
  /**
   * A learner with a streak whose Today's Cards loaded on this device (so the app kept what it needs to open offline),
   * then a reload where the browser says it is offline from the first script on and calls to the API
   * fail; `forgetKeptProfile` removes what was kept first, as on a device where Today's Cards never loaded.
   * Answers `online()`, which brings the connection back.
   */
  async function reopenedOffline(page: Page, context: BrowserContext, sandbox: SandboxMode, { forgetKeptProfile }: { forgetKeptProfile: boolean }) {
    await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
    await signIn(page, LEARNER);
    await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sreo.session.profile'))).not.toBeNull();
    await page.addInitScript((forget) => {
      const state = window as unknown as { __online: boolean };
      state.__online = false;
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => state.__online });
      if (forget) localStorage.removeItem('sreo.session.profile');
    }, forgetKeptProfile);
    let offline = true;
    await context.route(
      (url) => url.pathname.includes('/sreo/v0.1/'),
      (route) => (offline ? route.abort('internetdisconnected') : route.fallback()),
    );
    await page.reload();
    return async () => {
      offline = false;
      await page.evaluate(() => {
        (window as unknown as { __online: boolean }).__online = true;
        window.dispatchEvent(new Event('online'));
      });
    };
  }

  test('given a stored session and Today’s Cards kept on the device, when the app opens offline, then the learner is in on the kept Today’s Cards, told it is offline, and coming online brings it up to date', async ({
    page,
    context,
    sandbox,
  }) => {
    const online = await reopenedOffline(page, context, sandbox, { forgetKeptProfile: false });
    await expect(todaysCards(page)).toBeVisible();
    const kept = page.getByRole('region', { name: 'You are offline' });
    await expect(kept).toContainText(/These are your cards as of .+, kept on this device\./);
    await expect(page.getByRole('heading', { name: 'Your streak' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /cards? due/ })).toBeVisible();
    // Studying needs the connection: no Start that would only fail; what works offline is offered instead.
    await expect(kept).toContainText('Once you are back online they are brought up to date, and Start is back by itself.');
    await expect(page.getByRole('button', { name: /^(Start|Continue studying)$/ })).toHaveCount(0);
    await expect(kept.getByRole('button', { name: 'Take the tour' })).toBeVisible();
    await expectNoAxeViolations(page);

    await online();
    await expect(kept).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Due today' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Start|Continue studying)$/ })).toBeVisible();
  });

  test('given Today’s Cards kept on the device, when the app opens offline at 1366x657, then the notice is one paragraph with its actions beside it, and the day under it shows its first two groups on the first screen @desktop', async ({
    page,
    context,
    sandbox,
  }) => {
    await page.setViewportSize({ width: 1366, height: 657 });
    await reopenedOffline(page, context, sandbox, { forgetKeptProfile: false });
    const kept = page.getByRole('region', { name: 'You are offline' });
    const words = kept.locator('p');
    await expect(words).toHaveText([/^These are your cards as of .+, kept on this device\. Once you are back online they are brought up to date, and Start is back by itself\. The tour works meanwhile\.$/]);

    const [said, tryAgain] = [(await words.boundingBox())!, (await kept.getByRole('button', { name: 'Try again' }).boundingBox())!];
    expect(tryAgain.x).toBeGreaterThan(said.x + said.width);
    expect(tryAgain.y).toBeLessThan(said.y + said.height);
    for (const group of ['Main', 'Review']) {
      const row = (await page.getByRole('listitem').filter({ hasText: group }).boundingBox())!;
      expect(row.y + row.height, group).toBeLessThanOrEqual(657);
    }
    await expectNoAxeViolations(page);
  });

  test('given a stored session and nothing kept on the device, when the app opens offline, then the session is kept, the catalogue text shows, and coming online signs in', async ({
    page,
    context,
    sandbox,
  }) => {
    const online = await reopenedOffline(page, context, sandbox, { forgetKeptProfile: true });
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Server error');
    await expect(panel).toContainText('There was an error connecting to the server. Please try again soon.');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);

    await online();
    await expect(todaysCards(page)).toBeVisible();
  });
});

/** The menu's Logout: in the side menu on desktop, in the drawer on the phone. */
async function logOut(page: Page): Promise<void> {
  const drawerButton = page.getByRole('button', { name: 'Open menu' });
  if (await drawerButton.isVisible()) await drawerButton.click();
  await page.getByRole('link', { name: 'Logout' }).click();
}

test.describe('a shared device', () => {
  test('given learner A signed out mid-session, when learner B signs in on the same page, then B sees only their own state', async ({ page, sandbox }) => {
    test.setTimeout(60_000);
    await givenTheWorld(page, sandbox, FIVE_DAYS_STUDIED);
    await signIn(page, LEARNER);
    await expect(todaysCards(page)).toBeVisible();
    await page.getByRole('button', { name: /Start|Continue studying/ }).click();
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: new RegExp(`^Today: \\d+ of ${FIVE_DAYS_CARDS.total} cards done$`) })).toBeVisible();

    await logOut(page);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(OTHER_LEARNER);
    await page.getByLabel('Password').fill('demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(todaysCards(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    // B has studied nothing: their first day, none of A's streak.
    await expect(page.getByRole('heading', { name: 'Your first day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your streak' })).toHaveCount(0);
    // Not mid-session: the library opens for B instead of sending them back to Today's Cards.
    await openInApp(page, '/library');
    await expect(page.getByRole('heading', { name: 'Content Decks' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given an answer kept offline, when the learner logs out, then they are warned, with Send now and Sign out anyway apart, Send now delivers it once, and they are signed out', async ({ page, context, sandbox }) => {
    test.setTimeout(60_000);
    await givenTheWorld(page, sandbox, FIRST_DAY);
    await signIn(page, LEARNER);
    await expect(todaysCards(page)).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(card(page)).toBeVisible();
    await context.setOffline(true);
    const answered = await currentCardId(page);
    await answerByKeyboard(page);
    await expect(page.getByRole('alert')).toContainText('Your answer is saved on this device');

    await logOut(page);
    await expect(page.getByRole('heading', { name: 'Answers not sent yet' })).toBeVisible();
    await expect(page.getByText('1 answer has not been sent yet.')).toBeVisible();
    // The page was opened online and never reloaded: no picture on it is broken (the brand's logo included).
    await expect.poll(() => brokenPictures(page)).toEqual([]);
    // Its mark is drawn from the stylesheet the page already holds, with no request of its own.
    const mark = await page.getByText('Sreo Learn', { exact: true }).evaluate((brand) => getComputedStyle(brand, '::before').backgroundImage);
    expect(mark).toMatch(/^url\("data:image\/svg\+xml/);
    await expectNoAxeViolations(page);
    // The two ways on stand apart, as two buttons and not one bar.
    const sendNow = (await page.getByRole('button', { name: 'Send now' }).boundingBox())!;
    const signOutAnyway = (await page.getByRole('button', { name: 'Sign out anyway' }).boundingBox())!;
    const apart = signOutAnyway.y >= sendNow.y + sendNow.height ? signOutAnyway.y - sendNow.y - sendNow.height : signOutAnyway.x - sendNow.x - sendNow.width;
    expect(apart).toBeGreaterThanOrEqual(12);
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('alert')).toContainText('There was an error connecting to the server. Please try again soon.');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await serverAnswers(page, sandbox, LEARNER)).map((entry) => String(entry.cardId))).toEqual([answered]);
  });

  test('given an answer the backend dropped, when the learner logs out and Send now fails on a slow backend, then Send now keeps the focus through the wait and the failure, and pressed again signs out', async ({ page, sandbox }) => {
    await setSandboxFlags(page, sandbox, { world: FIRST_DAY, chaos: { delayMs: 300, faults: { '/app/study': ['drop', 500, 'ok'] }, onlyWithBody: true } });
    await signIn(page, LEARNER);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(card(page)).toBeVisible();
    await answerByKeyboard(page);
    await expect(page.getByRole('alert')).toContainText('saved on this device');
    await logOut(page);
    const sendNow = page.getByRole('button', { name: 'Send now' });
    await sendNow.focus();
    const focusLeft = await watchFocusLeaving(sendNow);

    await page.keyboard.press('Enter');

    await expect(page.getByRole('alert')).toContainText('The bench backend failed on purpose.');
    await expect(sendNow).toBeFocused();
    expect(await focusLeft()).toBe(0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
