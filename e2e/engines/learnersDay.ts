import { FIVE_DAYS_CARDS, FIVE_DAYS_STUDIED, LEARNER } from '../support/worlds';
import { Screen } from './Screen';
import { waitUntil } from './waitUntil';

/*
 * The learner's day as steps, written once and run in every engine (engines.test.ts). Steps reach the
 * screen by roles, names, labels and visible text, as the learner does, and read the names and counts
 * they expect from the test world engines.test.ts puts the browser in (e2e/support/worlds.ts).
 */

const DEMO_PASSWORD = 'demo-pass-1';
export const TODAY = { role: 'heading', name: "Today's Cards" } as const;
export const DESKTOP_WIDTH = 1024;

export async function signIn(screen: Screen, email: string, password = DEMO_PASSWORD): Promise<void> {
  await screen.fill('E-mail', email);
  await screen.fill('Password', password);
  await screen.click({ role: 'button', name: 'Sign in' });
}

/** Through the menu the learner sees: the side menu on desktop, the drawer below the desktop width. */
export async function openFromMenu(screen: Screen, item: string): Promise<void> {
  if ((await screen.driver.viewportWidth()) < DESKTOP_WIDTH) {
    await screen.click({ role: 'button', name: 'Open menu' });
    await screen.click({ role: 'link', name: item, within: { role: 'navigation', name: 'Drawer menu' } });
  } else {
    await screen.click({ role: 'link', name: item, within: { role: 'navigation', name: 'Main menu' } });
  }
}

/** A signed-in screen by its address, as a link inside the app would open it (no reload). */
export async function openInApp(screen: Screen, path: string): Promise<void> {
  await screen.driver.evaluate((to) => {
    window.history.pushState({}, '', `/app${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The element with the focus shows a focus ring (an outline the learner can see) while the learner uses
 * the keyboard, and none after a click (`ringed` false).
 */
async function expectFocusRing(screen: Screen, where: string, ringed = true): Promise<void> {
  const ring = await screen.driver.evaluate((wanted) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing has the focus';
    const style = getComputedStyle(active);
    const shown = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const name = `${active.tagName.toLowerCase()}#${active.id}`;
    if (shown === wanted) return '';
    return wanted ? `${name} has the focus with no ring (outline ${style.outlineStyle} ${style.outlineWidth})` : `${name} has a ring after a click (outline ${style.outlineStyle} ${style.outlineWidth})`;
  }, ringed);
  if (ring !== '') throw new Error(`${where}: ${ring}`);
}

/** The empty part of every progress bar is drawn in the theme's colours, not the engine's white. */
async function expectProgressTracksThemed(screen: Screen): Promise<void> {
  const tracks = await screen.driver.evaluate(() =>
    [...document.querySelectorAll('progress')].map((bar) => {
      const channels = (getComputedStyle(bar).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      const [red = 255, green = 255, blue = 255, alpha = 1] = channels;
      return { label: bar.getAttribute('aria-label') ?? '', opaque: alpha > 0.9 && getComputedStyle(bar).appearance === 'none', light: (red + green + blue) / 3 > 128 };
    }),
  );
  if (tracks.length === 0) throw new Error('no progress bar on screen');
  const wrong = tracks.filter((track) => !track.opaque || track.light);
  if (wrong.length > 0) throw new Error(`progress tracks not themed dark: ${wrong.map((track) => track.label).join('; ')}`);
}

async function card(screen: Screen): Promise<{ id: string; type: number } | null> {
  return screen.driver.evaluate(() => {
    const article = document.querySelector('article[data-card-id]');
    return article ? { id: article.getAttribute('data-card-id') ?? '', type: Number(article.getAttribute('data-question-type')) } : null;
  });
}

/** Answers the card on screen by keys alone, as its question type asks; every focus the app moves shows its ring. */
export async function answerByKeyboard(screen: Screen, type: number): Promise<void> {
  const next = { role: 'button', name: 'Next, key Enter' };
  switch (type) {
    case 0:
      await screen.press('Space');
      await screen.focused({ role: 'region', name: 'Answer' });
      await expectFocusRing(screen, 'the answer, after Space');
      await screen.press('3');
      break;
    case 1:
      await screen.press('1');
      await screen.focused(next);
      await expectFocusRing(screen, 'Next, after a choice by key');
      await screen.press('Enter');
      break;
    case 2:
      await screen.focused({ css: '#card-question' });
      await screen.type('my answer');
      await screen.see({ role: 'textbox', name: 'Your answer', value: 'my answer' });
      await screen.press('Enter');
      await screen.focused(next);
      await expectFocusRing(screen, 'Next, after a typed answer');
      await screen.press('Enter');
      break;
    default:
      await screen.press('4');
  }
}

/** Studies until the day is done; answers the question types met and how many cards were answered. */
async function studyTheDay(screen: Screen): Promise<{ types: Set<number>; answered: number }> {
  const types = new Set<number>();
  for (let answered = 0; ; answered += 1) {
    if (answered > 60) throw new Error('the day never ended');
    let shown: { id: string; type: number } | null = null;
    await waitUntil('a card or the end of the day', async () => {
      shown = await card(screen);
      return shown !== null || (await screen.path()).endsWith('/congratulation');
    });
    if (shown === null) return { types, answered };
    const { id, type } = shown;
    await screen.focused({ css: '#card-question' });
    // Start was clicked: no ring on the first question; every key since draws it on the focus the app moves.
    if (answered === 0) await expectFocusRing(screen, 'the question, after Start was clicked', false);
    else await expectFocusRing(screen, 'the question, moved to by the app after a key');
    await expectProgressTracksThemed(screen);
    await answerByKeyboard(screen, type);
    types.add(type);
    await waitUntil('the next card or the end', async () => (await card(screen))?.id !== id || (await screen.path()).endsWith('/congratulation'));
  }
}

/** The library's decks of the five days' world, by name: the first, and the last, which a search finds. */
const libraryDecks = (FIVE_DAYS_STUDIED.decks ?? []).filter((deck) => deck.deckType === 0).map((deck) => deck.name);
const [firstDeck = '', searchedDeck = ''] = [libraryDecks[0], libraryDecks.at(-1)];

/** The whole day of the learner of FIVE_DAYS_STUDIED, in either sandbox mode. */
export async function learnersDay(screen: Screen, appBase: string): Promise<void> {
  await screen.driver.open(`${appBase}signin`);
  await signIn(screen, LEARNER);
  await screen.see(TODAY);
  await screen.see({ role: 'heading', name: 'Your streak' });
  await screen.see({ text: `${FIVE_DAYS_CARDS.streak} days` });

  // Preferences from the menu, with the dark theme, saved and still there after a reload.
  if ((await screen.driver.viewportWidth()) < DESKTOP_WIDTH) await openFromMenu(screen, 'Preferences');
  else await preferencesFromSettings(screen, () => openFromMenu(screen, 'Settings'));
  await screen.fill('First name', 'Alexandra');
  await screen.click({ role: 'radio', name: 'Dark' });
  await screen.click({ role: 'button', name: 'Save preferences' });
  await screen.see({ role: 'status', text: 'Your preferences are saved.' });
  await expectLogoShown(screen, 'before the reload');
  await serviceWorkerInstalled(screen);
  await screen.driver.reload();
  await screen.see(TODAY);
  // Drawn again, from the service worker, before the next screen: a request for it still on its way is one
  // that Firefox, when it is cut off, reports as an error of the page.
  await expectLogoShown(screen, 'after the reload');
  // Settings by its address at either size: the phone's drawer goes straight to its entries.
  await preferencesFromSettings(screen, () => openInApp(screen, '/settings'));
  await screen.see({ label: 'First name', value: 'Alexandra' });
  await screen.waitFor('the dark theme', () => document.documentElement.dataset.theme === 'dark');

  // Today's Cards, started with the mouse, then a whole day by keys.
  await openInApp(screen, '/welcomeBack');
  await screen.click({ role: 'button', name: /^(Start|Continue studying)$/ });
  const { types, answered } = await studyTheDay(screen);
  if ([...types].sort().join() !== '0,1,2,3') throw new Error(`question types met: ${[...types].sort().join()}`);
  if (answered !== FIVE_DAYS_CARDS.total) throw new Error(`cards answered: ${answered} of the day's ${FIVE_DAYS_CARDS.total}`);
  await screen.see({ role: 'heading', name: 'Well done!' });

  // The day's end offers ten more reviews: a round of its own, counted apart from the day. Its figures
  // have loaded first (the page grows a line when they come, which may move the button from under a click).
  await screen.notSee({ text: 'Loading', within: { role: 'region', name: 'Your day' } });
  await screen.click({ role: 'button', name: 'Review 10 more' });
  await screen.see({ text: 'Review: cards you are about to forget' });
  await screen.see({ text: /^Review more 0 of \d+ done$/ });
  const reviewed = await card(screen);
  if (reviewed === null) throw new Error('Review 10 more showed no card');
  await screen.focused({ css: '#card-question' });
  await answerByKeyboard(screen, reviewed.type);
  await screen.see({ text: /^Review more 1 of \d+ done$/ });

  // The library (open in a review round): the decks, and a search.
  await openInApp(screen, '/library');
  await screen.see({ role: 'heading', name: 'Content Decks' });
  const decks = { role: 'table', name: 'Content decks' } as const;
  await screen.see({ role: 'link', name: firstDeck, within: decks });
  await screen.fill('Search decks', searchedDeck.toUpperCase());
  await screen.notSee({ role: 'link', name: firstDeck, within: decks });
  await screen.see({ role: 'link', name: searchedDeck, within: decks });

  // Performance, with its charts drawn.
  await openInApp(screen, '/performance');
  await screen.see({ role: 'heading', name: 'My Performance' });
  await screen.see({ css: 'svg.recharts-surface', within: { role: 'region', name: 'TKL over time' } });

  await signOut(screen);
}

/** The partner's logo drawn whole in the top bar: once it is, leaving the page cuts off no request for it. */
export async function expectLogoShown(screen: Screen, when: string): Promise<void> {
  await screen.waitFor(`the partner logo drawn ${when}`, () => {
    const logo = document.querySelector('header img');
    return logo instanceof HTMLImageElement && logo.complete && logo.naturalWidth > 0;
  });
}

/**
 * The service worker installed, its precache complete: a page load while it installs cuts off a
 * precache request, which Firefox reports as an error of the page.
 */
export async function serviceWorkerInstalled(screen: Screen): Promise<void> {
  await screen.driver.evaluate(async () => void (await navigator.serviceWorker.ready));
}

/** Preferences through the Settings page, which `openSettings` opens. */
async function preferencesFromSettings(screen: Screen, openSettings: () => Promise<void>): Promise<void> {
  await openSettings();
  await screen.see({ role: 'heading', name: 'Settings', level: 1 });
  await screen.click({ role: 'link', name: /^Preferences/ });
  await screen.see({ role: 'heading', name: 'Preferences', level: 1 });
}

/** The terms the learner's partner asks for, in their overlay, accepted with Got it. */
async function acceptTerms(screen: Screen): Promise<void> {
  await screen.see({ role: 'dialog', name: 'Terms of use' });
  await screen.focused({ role: 'button', name: 'Got it' });
  await screen.click({ role: 'button', name: 'Got it' });
  await screen.notSee({ role: 'dialog', name: 'Terms of use' });
  await screen.see(TODAY);
}

export async function signOut(screen: Screen): Promise<void> {
  await openFromMenu(screen, 'Logout');
  await screen.see({ role: 'heading', name: 'Sign in' });
  await screen.atPath(/\/app\/signin$/);
}

/** Single sign-on across origins, for a learner of a partner that signs in so: the identity provider's own page leads back, signed in. */
export async function singleSignOn(screen: Screen, appBase: string): Promise<void> {
  await screen.driver.open(appBase);
  await screen.fill('E-mail', LEARNER);
  await screen.click({ role: 'button', name: 'Sign in' });
  await screen.see({ text: new RegExp(`Continue as ${LEARNER.replace(/[.]/g, '\\.')}\\?`) });
  await screen.click({ role: 'link', name: 'Continue' });
  await screen.atPath(/\/app\/welcomeBack$/);
  await screen.see(TODAY);
}

/**
 * What a browser's eviction leaves (Safari's after seven days without a visit): the device's storage
 * wiped while the app is open, and between visits. Either way the learner is back on sign-in, cleanly.
 * Their partner asks for its terms, which the learner accepts once.
 */
export async function wipedStorage(screen: Screen, appBase: string): Promise<void> {
  await screen.driver.open(`${appBase}signin`);
  await signIn(screen, LEARNER);
  await acceptTerms(screen);
  await screen.driver.evaluate(() => localStorage.clear());
  await openInApp(screen, '/library');
  await screen.see({ role: 'heading', name: 'Sign in' });
  await screen.notSee({ role: 'heading', name: 'Content Decks' });

  // The terms were accepted: the next sign-in goes straight to the day.
  await signIn(screen, LEARNER);
  await screen.see(TODAY);
  // The day has loaded: a reload with its request still on the way would end it inside the demo's
  // service worker, which Firefox reports as an error of the page.
  await screen.see({ role: 'button', name: /^(Start|Continue studying)$/ });
  await screen.notSee({ role: 'dialog', name: 'Terms of use' });
  await screen.driver.evaluate(() => localStorage.clear());
  await screen.driver.reload();
  await screen.see({ role: 'heading', name: 'Sign in' });
  await screen.notSee(TODAY);
}
