import { after, before, describe, test } from 'node:test';
import { ASKS_FOR_TERMS, SIGNS_IN_THROUGH_SSO, type TestWorld } from '@sreo/sandbox/testing';
import { appBaseUrl, modes, sandboxModes, type SandboxModeName } from '../support/sandboxModes';
import { FIRST_DAY, FIVE_DAYS_STUDIED } from '../support/worlds';
import type { EngineDriver, EngineName, EngineOptions, Viewport } from './EngineDriver';
import { startFirefox, stopFirefox } from './firefoxDriver';
import { givenTheWorld, type NamedWorld } from './givenTheWorld';
import { beyondTheDay, LIBRARY_AND_RESOURCES } from './beyondTheDay';
import { learnersDay, singleSignOn, wipedStorage } from './learnersDay';
import { answersKeptWhileServersStopped } from './offlineDay';
import { Screen } from './Screen';
import { SuiteServers } from './servers';
import { startWebKit } from './webkitDriver';
import { startXvfb } from './xvfb';

/**
 * The learner's day in Firefox and WebKit (`npm run test:e2e` runs it after the Chromium suite; docs/testing.md
 * "Every engine"), at desktop and phone size, in both sandbox modes. One set of steps (learnersDay.ts,
 * beyondTheDay.ts, offlineDay.ts) over one driver interface (EngineDriver.ts). Each test gets a fresh browser (empty
 * storage; in Firefox a fresh context of the run's one browser, decision 0275) in a test world of its own
 * (e2e/support/worlds.ts), in either mode; any console error fails it.
 */
/** Each engine's fresh browser, and the end of what the engine keeps for the run (Firefox's one browser). */
const engines: Readonly<Record<EngineName, { start(options: EngineOptions): Promise<EngineDriver>; stop(): Promise<void> }>> = {
  firefox: { start: startFirefox, stop: stopFirefox },
  webkit: { start: startWebKit, stop: async () => undefined },
};
const only = process.env.ENGINES?.split(',') as EngineName[] | undefined;
const allSizes: Readonly<Record<string, Viewport>> = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const onlySizes = process.env.ENGINES_SIZES?.split(',');
const sizes = Object.fromEntries(Object.entries(allSizes).filter(([size]) => !onlySizes || onlySizes.includes(size)));
/** Each test's own limit (a suite's would be shared by its tests, however many they are). */
const TEST_TIMEOUT_MS = 240_000;

let display = '';
let servers: SuiteServers;
let stopXvfb: () => Promise<void> = async () => undefined;

before(async () => {
  const xvfb = await startXvfb();
  display = xvfb.display;
  stopXvfb = () => xvfb.stop();
  servers = await SuiteServers.start();
});

after(async () => {
  await servers?.stop();
  await stopXvfb();
});

/**
 * A fresh browser of the engine, in the test world given (null: the sandbox server's persistent world,
 * from the seed). Console errors fail the test, but for those `expected` matches.
 */
async function withBrowser(
  engine: EngineName,
  viewport: Viewport,
  mode: SandboxModeName,
  world: NamedWorld | null,
  steps: (screen: Screen) => Promise<void>,
  expected: RegExp | null = null,
): Promise<void> {
  const driver = await engines[engine].start({ viewport, display });
  try {
    if (world !== null) await givenTheWorld(driver, mode, world);
    await steps(new Screen(driver));
    const errors = (await driver.consoleErrors()).filter((error) => !expected?.test(error));
    if (errors.length > 0) throw new Error(`${engine} reported console errors:\n${errors.join('\n')}`);
  } finally {
    await driver.close();
  }
}

for (const engine of (Object.keys(engines) as EngineName[]).filter((name) => !only || only.includes(name))) {
  describe(engine, () => {
    after(() => engines[engine].stop());

    for (const [size, viewport] of Object.entries(sizes)) {
      for (const mode of modes) {
        const appBase = appBaseUrl[mode];
        const world = (name: string, given: TestWorld): NamedWorld => ({ id: `engines-${engine}-${size}-${name}-${Date.now()}`, world: given });
        describe(`${size}, ${mode} mode`, () => {
          test("given a learner who studied on the last five days, when they sign in, set preferences from the menu and Settings, study a whole day by keys, review ten more, browse the library and performance, and sign out, then every step works and the app moves focus visibly", { timeout: TEST_TIMEOUT_MS }, () =>
            withBrowser(engine, viewport, mode, world('day', FIVE_DAYS_STUDIED), (screen) => learnersDay(screen, appBase)));

          test("given a library with resources, when a learner reads the privacy policy signed out and in, signs up past a taken e-mail, a weak password and an expired code, is told a wrong and an expired reset link are not valid, resets a forgotten password past a failing e-mail, walks both tours, sorts the resources and checks their links, browses a deck's cards, ends a quiz, sends feedback and changes the password, then every screen works", { timeout: TEST_TIMEOUT_MS }, () =>
            withBrowser(engine, viewport, mode, world('beyond', LIBRARY_AND_RESOURCES), (screen) => beyondTheDay(screen, appBase)));

          test("given a learner whose partner asks for its terms, when they accept them and the device's storage is wiped while the app is open or between visits, then they are back on sign-in cleanly", { timeout: TEST_TIMEOUT_MS }, () =>
            withBrowser(engine, viewport, mode, world('wiped', { ...FIRST_DAY, partner: ASKS_FOR_TERMS }), (screen) => wipedStorage(screen, appBase)));

          if (mode === 'server') {
            test('given a partner that signs in through single sign-on, when its learner signs in, then the identity provider round trip ends signed in', { timeout: TEST_TIMEOUT_MS }, () =>
              withBrowser(engine, viewport, mode, world('sso', { ...FIRST_DAY, partner: SIGNS_IN_THROUGH_SSO }), (screen) => singleSignOn(screen, appBase)));

            test('given the installed app, when the servers stop mid-study, then the answer is kept, the app reopens with its logo, and the answer is delivered once when they are back', { timeout: TEST_TIMEOUT_MS }, async () => {
              // The answers must outlive a restart of the sandbox server, which keeps no test world: its
              // persistent world, from the seed, whose new@demo.test has studied nothing.
              await servers.resetSandbox();
              try {
                await withBrowser(
                  engine,
                  viewport,
                  mode,
                  null,
                  (screen) => answersKeptWhileServersStopped(screen, appBase, sandboxModes.server, { stop: () => servers.stopServerMode(), start: () => servers.restartServerMode() }),
                  // Firefox's own note of each call that found the API's server stopped.
                  /^uncaught: Cross-Origin Request Blocked: .* \(Reason: CORS request did not succeed\)/,
                );
              } finally {
                // A failure while they were stopped leaves the next tests their servers.
                await servers.restartServerMode();
              }
            });
          }
        });
      }
    }
  });
}
