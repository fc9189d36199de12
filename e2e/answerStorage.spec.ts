import type { Page } from '@playwright/test';
import { expect, givenTheWorld, signIn, test } from './support/fixtures';
import { answerByKeyboard, card, currentCardId, waitForChange } from './support/study';
import { FIRST_DAY, LEARNER } from './support/worlds';

type StorageCall = [method: 'getItem' | 'setItem' | 'removeItem', key: string];

/** From the page's first script on, every getItem, setItem and removeItem the page makes, in order. */
async function recordStorageCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: [string, string][] = [];
    Object.assign(window, { storageCalls: calls });
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      const original = Storage.prototype[method] as (...args: unknown[]) => unknown;
      Object.defineProperty(Storage.prototype, method, {
        configurable: true,
        writable: true,
        value: function (this: Storage, ...args: unknown[]) {
          calls.push([method, String(args[0])]);
          return original.apply(this, args);
        },
      });
    }
  });
}

/** The app's own calls since the last `forgetStorageCalls` (the in-browser sandbox backend's state aside: it is the server). */
function appStorageCalls(page: Page): Promise<StorageCall[]> {
  return page.evaluate(() => (window as unknown as { storageCalls: StorageCall[] }).storageCalls.filter(([, key]) => !key.startsWith('sreo.sandbox.')));
}

/**
 * Waits until the work the app puts off until after a paint is done: no answer waits on the device and the
 * day's log is there. The opening step's day's log is such work; on a busy machine its idle time can come
 * after a quick grade, and its write would then be counted as the grade's.
 */
async function workAfterPaintDone(page: Page): Promise<void> {
  const done = () => {
    const keys = Object.keys(localStorage);
    return !keys.some((key) => /^sreo\.answers\.\d+$/.test(key)) && keys.some((key) => /^sreo\.learner\.\d+\.studyDay$/.test(key));
  };
  await expect.poll(() => page.evaluate(done)).toBe(true);
}

function forgetStorageCalls(page: Page): Promise<void> {
  return page.evaluate(() => void ((window as unknown as { storageCalls: StorageCall[] }).storageCalls.length = 0));
}

test('given a recall card on screen, when it is graded, then the answer costs at most four storage calls, the answer written before it is sent and let go after', async ({ page, sandbox }) => {
  await givenTheWorld(page, sandbox, FIRST_DAY);
  await recordStorageCalls(page);
  await signIn(page, LEARNER);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(card(page)).toBeVisible();
  // One answer first: the day's first step names no card after, and the counted grade is one the screen goes on from at the key.
  for (let answered = 0; answered === 0 || (await card(page).getAttribute('data-question-type')) !== '0'; answered += 1) {
    if (answered > 20) throw new Error('no recall card came');
    const id = await currentCardId(page);
    await answerByKeyboard(page);
    await waitForChange(page, id);
  }
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Answer' })).toBeVisible();
  const graded = await currentCardId(page);
  await workAfterPaintDone(page);
  await forgetStorageCalls(page);

  await page.keyboard.press('3');
  await waitForChange(page, graded);
  // The day's log goes last, once the next card is on screen.
  await expect.poll(async () => (await appStorageCalls(page)).some(([method, key]) => method === 'setItem' && key.endsWith('.studyDay'))).toBe(true);

  const calls = await appStorageCalls(page);
  expect(calls.length).toBeLessThanOrEqual(4);
  expect(calls).toEqual([
    ['setItem', expect.stringMatching(/^sreo\.answers\.\d+$/)],
    ['getItem', 'sreo.session.token'],
    ['removeItem', calls[0]![1]],
    ['setItem', expect.stringMatching(/^sreo\.learner\.\d+\.studyDay$/)],
  ]);
});
