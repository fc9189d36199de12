import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { TEST_WORLD_COOKIE } from '@sreo/contract/sandboxCalls';
import { WORLD_FLAG_KEY, type TestWorld, type WorldFlags } from '@sreo/sandbox/testing';
import { SANDBOX_CLIENT } from './sandboxCalls';
import type { SandboxMode } from './sandboxModes';

export { expect };
export type { SandboxMode };



/**
 * Every browser test imports `test` from here. `sandbox` says which mode the project runs in; in the
 * server mode each test's browser context gets a sandbox world of its own, from the seed, as the
 * in-browser sandbox starts from the seed in each fresh context.
 */
export const test = base.extend<{ sandbox: SandboxMode }>({
  sandbox: [{ name: 'browser', apiBase: '/sreo/v0.1' }, { option: true }],
  context: async ({ context, sandbox }, use, testInfo) => {
    if (sandbox.origins) {
      const world = `${testInfo.testId}-${testInfo.project.name}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(/[^A-Za-z0-9_-]/g, '_');
      await context.addCookies([{ name: TEST_WORLD_COOKIE, value: world, url: sandbox.origins.api }]);
    }
    await use(context);
  },
});

/** Clears the context's cookies, all but the one that keeps the test in its own sandbox world. */
export async function clearCookiesButTestWorld(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: new RegExp(`^(?!${TEST_WORLD_COOKIE}$)`) });
}

/**
 * Switches the sandbox's test-only modes on before the app loads: through localStorage for the
 * in-browser sandbox, through the sandbox server's PUT /sandbox/flags for this test's world. Chaos,
 * bench and world work in either mode; the backend quirks only on the sandbox server.
 */
export async function setSandboxFlags(page: Page, sandbox: SandboxMode, flags: WorldFlags): Promise<void> {
  if (sandbox.name === 'server') {
    const answer = await page.request.put(`${sandbox.apiBase}/sandbox/flags`, { data: flags, headers: SANDBOX_CLIENT });
    expect(answer.status()).toBe(204);
    return;
  }
  const { chaos, bench, world, ...serverOnly } = flags;
  if (Object.keys(serverOnly).length > 0) throw new Error(`Only the sandbox server has ${Object.keys(serverOnly).join(', ')}.`);
  const entries = { 'sreo.sandbox.chaos': chaos, 'sreo.sandbox.bench': bench, [WORLD_FLAG_KEY]: world };
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) if (value !== undefined) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

/**
 * Given this world (its learner `new@demo.test` unless it names one), before the app loads: the test
 * states the decks, the partner's name, logo and flags and the past answers it needs instead of meeting the seed's.
 */
export function givenTheWorld(page: Page, sandbox: SandboxMode, world: TestWorld): Promise<void> {
  return setSandboxFlags(page, sandbox, { world });
}

/** A sandbox-only call (GET /sandbox/answers and the like) as the page would make it, in either mode. */
async function sandboxGet<T>(page: Page, sandbox: SandboxMode, path: string): Promise<T> {
  if (sandbox.name === 'server') return (await (await page.request.get(`${sandbox.apiBase}${path}`, { headers: SANDBOX_CLIENT })).json()) as T;
  return page.evaluate(
    async ({ url, headers }) => (await (await fetch(url, { headers })).json()) as T,
    { url: `${sandbox.apiBase}${path}`, headers: SANDBOX_CLIENT },
  );
}

export const DEMO_PASSWORD = 'demo-pass-1';

/**
 * An axe-core scan of the page once its transitions have ended (a theme just switched fades a button's
 * background for 150 ms, and a colour caught halfway is no colour a learner reads; a spinner's endless
 * animation is not waited for); any violation fails
 * the test with its summary.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

export interface LoggedAnswer {
  readonly id: string;
  readonly cardId: number;
  readonly mode: number;
}

/** The sandbox's answer log for one learner (the sandbox-only GET /sandbox/answers), in either mode. */
export function serverAnswers(page: Page, sandbox: SandboxMode, email: string): Promise<LoggedAnswer[]> {
  return sandboxGet<LoggedAnswer[]>(page, sandbox, `/sandbox/answers?email=${encodeURIComponent(email)}`);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Every Content-Security-Policy violation the page reports from now on, as "directive blocked-address". */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
