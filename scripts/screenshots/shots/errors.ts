import type { Page, Route } from '@playwright/test';
import { openInApp } from '../../../e2e/support/menu';
import { settled, signIn, type Shot } from '../shot';

/* What a learner sees when something fails: a screen whose load failed, the connection lost, an answer the server refused, an unknown address, a session the server ended, a reset link not valid. */

/** The server's answer to a call, as a failing backend sends it: a status and the `{type, message}` body. */
function failWith(status: number, type: string, message: string) {
  return (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ type, message }) });
}

/** Calls to the API whose path ends with `path` (under the API base), whatever its origin. */
const api = (path: string) => new RegExp(`/sreo/v[\\d.]+${path}(\\?.*)?$`);

/** The day's step is PUT /app/study with no body; an answer is the same call with one. */
async function failStudy(page: Page, which: 'load' | 'answer', fail: (route: Route) => Promise<void>): Promise<void> {
  await page.route(api('/app/study'), async (route) => {
    const carriesAnswer = (route.request().postData() ?? '') !== '';
    if (carriesAnswer === (which === 'answer')) await fail(route);
    else await route.fallback();
  });
}

/** Signed in as the demo learner, on Today's Cards with cards due. */
async function signedInToToday(page: Page): Promise<void> {
  await signIn(page, 'learner@demo.test');
  await page.getByRole('heading', { name: 'Due today' }).waitFor();
}

export const shots: readonly Shot[] = [
  {
    name: 'failed-load',
    async take(screen) {
      const { page } = screen;
      await signedInToToday(page);
      await failStudy(page, 'load', failWith(500, 'InternalError', 'The study service is not answering.'));
      await openInApp(page, '/performance');
      await page.getByRole('heading', { name: 'My Performance' }).waitFor();
      await openInApp(page, '/welcomeBack');
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await screen.capture('1-todays-cards');
      await page.route(api('/app/performance'), failWith(500, 'InternalError', 'The performance service is not answering.'));
      await openInApp(page, '/performance');
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await screen.capture('2-performance');
    },
  },
  {
    name: 'offline',
    async take(screen) {
      const { page } = screen;
      await signedInToToday(page);
      // The screen's code is in before the connection goes: only its call to the server fails.
      await openInApp(page, '/performance');
      await page.getByRole('heading', { name: 'Learning measure' }).waitFor();
      await openInApp(page, '/welcomeBack');
      await page.getByRole('heading', { name: 'Due today' }).waitFor();
      await page.context().setOffline(true);
      await openInApp(page, '/performance');
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await screen.capture('1-performance-offline');
      await openInApp(page, '/welcomeBack');
      await page.getByRole('button', { name: 'Try again' }).or(page.getByRole('heading', { name: 'Due today' })).first().waitFor();
      await screen.capture('2-todays-cards-offline');
    },
  },
  {
    name: 'answer-refused',
    async take(screen) {
      const { page } = screen;
      await signIn(page, 'new@demo.test');
      await failStudy(page, 'answer', failWith(422, 'UnprocessableEntity', 'The answer was refused.'));
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: /^Show answer/ }).click();
      await page.getByRole('button', { name: /^Good/ }).click();
      await page.getByRole('alert').first().waitFor();
      await settled(page);
      await screen.capture('1-study');
    },
  },
  {
    name: 'not-found',
    async take(screen) {
      const { page } = screen;
      await page.goto('no-such-page');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await screen.capture('1-signed-out');
      await signIn(page, 'learner@demo.test');
      await page.goto('no-such-page');
      await page.waitForURL(/\/welcomeBack$/);
      await page.getByRole('heading', { name: 'Due today' }).waitFor();
      await screen.capture('2-signed-in');
    },
  },
  {
    name: 'session-expired',
    async take(screen) {
      const { page } = screen;
      await signedInToToday(page);
      await page.route(api('/app/performance'), failWith(403, 'SessionExpired', 'Your session has expired. Please sign in again.'));
      await openInApp(page, '/performance');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await settled(page);
      await screen.capture('1-sign-in');
    },
  },
  {
    name: 'reset-link-not-valid',
    async take(screen) {
      const { page } = screen;
      await page.goto('pws?secret=NO-SUCH-CODE');
      await page.getByLabel('New password', { exact: true }).fill('brand-new-77');
      await page.getByLabel('Confirm new password').fill('brand-new-77');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByRole('alert').waitFor();
      await settled(page);
      await screen.capture('1-alert');
    },
  },
];
