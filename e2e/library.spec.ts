import type { Locator, Page } from '@playwright/test';
import { answeredOnPastDays, audioCard, deck, recall, type TestWorld } from '@sreo/sandbox/testing';
import { expect, expectNoAxeViolations, givenTheWorld, serverAnswers, signIn, test, type SandboxMode } from './support/fixtures';
import { openInApp } from './support/menu';
import { cardsInDeck } from './support/deck';

async function signInTo(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/welcomeBack$/);
  await openInApp(page, path);
}

/** Thirty countries, France first and Japan among them: a card list longer than a phone's screen. */
const COUNTRIES: readonly (readonly [string, string])[] = [
  ['France', 'Paris'], ['Peru', 'Lima'], ['Japan', 'Tokyo'], ['Kenya', 'Nairobi'], ['Chile', 'Santiago'], ['Egypt', 'Cairo'],
  ['Canada', 'Ottawa'], ['Ghana', 'Accra'], ['Norway', 'Oslo'], ['Spain', 'Madrid'], ['Italy', 'Rome'], ['Greece', 'Athens'],
  ['Poland', 'Warsaw'], ['Austria', 'Vienna'], ['Ireland', 'Dublin'], ['Portugal', 'Lisbon'], ['Hungary', 'Budapest'], ['Finland', 'Helsinki'],
  ['Sweden', 'Stockholm'], ['Denmark', 'Copenhagen'], ['Mexico', 'Mexico City'], ['Cuba', 'Havana'], ['Colombia', 'Bogotá'], ['Thailand', 'Bangkok'],
  ['Vietnam', 'Hanoi'], ['Nepal', 'Kathmandu'], ['Morocco', 'Rabat'], ['Senegal', 'Dakar'], ['Australia', 'Canberra'], ['Argentina', 'Buenos Aires'],
];
const capitals = deck('capitals', COUNTRIES.map(([country, city]) => recall(`What is the capital of ${country}?`, city)), 'World Capitals');

/** Four decks, World Capitals studied on the last two days and the others not yet; Human Anatomy ends on an audio card. */
const LIBRARY: TestWorld = {
  decks: [
    deck('spanish-basics', [recall('"To speak", in Spanish?', 'hablar')], 'Spanish Verbs'),
    capitals,
    deck('airport', [recall('Liquids in hand luggage: the largest container?', '100 ml')], 'Airport Security Rules'),
    deck('anatomy', [recall('The largest organ?', 'The skin'), audioCard()], 'Human Anatomy'),
  ],
  pastAnswers: answeredOnPastDays(capitals, 2),
};

/** The same decks, none studied yet. */
const NOT_STUDIED: TestWorld = { ...LIBRARY, pastAnswers: [] };

/** The learner of that library, signed in, on `path`. */
async function inTheLibrary(page: Page, sandbox: SandboxMode, path: string, world: TestWorld = LIBRARY): Promise<void> {
  await givenTheWorld(page, sandbox, world);
  await signInTo(page, 'new@demo.test', path);
}

function deckRows(page: Page) {
  return page.getByRole('table', { name: 'Content decks' }).getByRole('row').filter({ has: page.getByRole('cell') });
}

async function deckNames(page: Page): Promise<string[]> {
  return deckRows(page).getByRole('link').allTextContents();
}

test.describe('library deck list', () => {
  test('given a learner who studied one of four decks, when the library opens, then the decks show with TKL or N/A and no axe violations', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');

    await expect(page.getByRole('heading', { name: 'Content Decks' })).toBeVisible();
    await expect(page.getByText('Click on any deck to review')).toBeVisible();
    await expect(page).toHaveTitle('Library Deck List | Sreo Learn');
    await expect(deckRows(page)).toHaveCount(4);
    await expect(deckRows(page).filter({ hasText: 'Spanish Verbs' })).toContainText('N/A');
    await expect(deckRows(page).filter({ hasText: 'World Capitals' })).toContainText(/\d+%/);
    await expect(page.getByRole('columnheader', { name: /Deck/ })).toHaveAttribute('aria-sort', 'ascending');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'What is TKL?' }).click();
    await expect(page.getByText(/score you would be predicted to get on a pop quiz/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('given the library, then “Content Decks” is said once, as the heading with its subtext, and the other list is one link away', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');

    await expect(page.getByRole('heading', { name: 'Content Decks', level: 1 })).toBeVisible();
    await expect(page.getByText('Click on any deck to review')).toBeVisible();
    await expect(page.getByRole('main').getByText('Content Decks', { exact: true })).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Extra Resources' }).click();
    await expect(page.getByRole('heading', { name: 'Extra Resources', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Extra Resources', { exact: true })).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Content Decks' }).click();
    await expect(page.getByRole('heading', { name: 'Content Decks', level: 1 })).toBeVisible();
  });

  test('given decks with and without a TKL, then each TKL shows as a bar filled to its percentage beside it, and N/A stands alone', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');

    const capitals = deckRows(page).filter({ hasText: 'World Capitals' });
    const percent = Number((await capitals.getByRole('cell').nth(1).textContent())?.match(/(\d+)%/)?.[1]);
    const bar = capitals.locator('[data-tkl-bar]');
    await expect(bar).toBeVisible();
    const [track, fill] = await Promise.all([bar.boundingBox(), bar.locator('span').boundingBox()]);
    expect(fill!.width / track!.width).toBeCloseTo(percent / 100, 1);
    await expect(deckRows(page).filter({ hasText: 'Spanish Verbs' }).locator('[data-tkl-bar]')).toHaveCount(0);
    await expect(deckRows(page).filter({ hasText: 'Spanish Verbs' })).toContainText('N/A');
  });

  test('given decks with and without a TKL, then N/A reads quieter than a percentage: lighter and in another colour', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');

    const look = (deckName: string, text: string | RegExp) =>
      deckRows(page).filter({ hasText: deckName }).getByText(text).evaluate((element) => ({ weight: Number(getComputedStyle(element).fontWeight), colour: getComputedStyle(element).color }));
    const none = await look('Spanish Verbs', 'N/A');
    const figure = await look('World Capitals', /^\d+%$/);
    expect(none.weight).toBeLessThan(figure.weight);
    expect(none.colour).not.toBe(figure.colour);
  });

  test('given decks with and without a TKL at 1366x657, then a bar is long enough to read as a figure beside its number, and N/A is set a step smaller than a percentage', { tag: '@desktop' }, async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 1366, height: 657 });
    await inTheLibrary(page, sandbox, '/library');

    const bar = deckRows(page).filter({ hasText: 'World Capitals' }).locator('[data-tkl-bar]');
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(150);
    const size = (deckName: string, text: string | RegExp) =>
      deckRows(page).filter({ hasText: deckName }).getByText(text).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(await size('Spanish Verbs', 'N/A')).toBeLessThan(await size('World Capitals', /^\d+%$/));
  });

  test('given the deck list, then its search box shows a magnifying glass at its start, before the placeholder', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');

    const search = page.getByRole('searchbox', { name: 'Search decks' });
    const glass = page.locator('[data-search-icon]');
    await expect(glass).toBeVisible();
    const [field, icon, textStart] = await Promise.all([
      search.boundingBox(),
      glass.boundingBox(),
      search.evaluate((input) => input.getBoundingClientRect().left + parseFloat(getComputedStyle(input).paddingLeft)),
    ]);
    expect(icon!.x).toBeGreaterThan(field!.x);
    expect(icon!.y).toBeGreaterThan(field!.y);
    expect(icon!.y + icon!.height).toBeLessThan(field!.y + field!.height);
    expect(icon!.x + icon!.width).toBeLessThanOrEqual(textStart);
  });

  test('given a short screen, when the library opens, then the list area is capped at the viewport height minus 330px', async ({ page, sandbox }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 420 });
    await inTheLibrary(page, sandbox, '/library');
    await expect(deckRows(page).first()).toBeVisible();

    const rowGroup = page.getByRole('table', { name: 'Content decks' }).getByRole('rowgroup').filter({ has: page.getByRole('cell') });
    const box = await rowGroup.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(420 - 330);
  });

  test('given the decks, when the learner searches, then only matches show, and a miss shows None Found with the way back to every deck', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');
    const search = page.getByPlaceholder('search');

    await search.fill('CAPITAL');
    await expect(deckRows(page)).toHaveCount(1);
    await expect(deckRows(page)).toContainText('World Capitals');

    await search.fill('spanish-');
    await expect(deckRows(page)).toContainText('Spanish Verbs');

    await search.fill('no such deck');
    await expect(deckRows(page)).toHaveCount(0);
    await expect(page.getByText('None Found')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(deckRows(page)).toHaveCount(4);
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  });

  test('given the decks, when the headers are used by keyboard, then both sorts toggle and aria-sort follows', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');
    const deckHeader = page.getByRole('columnheader', { name: /Deck/ });
    const tklHeader = page.getByRole('columnheader', { name: /TKL/ });
    await expect(deckRows(page)).toHaveCount(4);
    expect((await deckNames(page))[0]).toBe('Airport Security Rules');

    await deckHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(deckHeader).toHaveAttribute('aria-sort', 'descending');
    expect((await deckNames(page))[0]).toBe('World Capitals');

    await tklHeader.getByRole('button', { name: 'TKL', exact: true }).press('Enter');
    await expect(tklHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(deckHeader).toHaveAttribute('aria-sort', 'none');
    await expect(deckRows(page).first()).toContainText('N/A');

    await tklHeader.getByRole('button', { name: 'TKL', exact: true }).press('Space');
    await expect(tklHeader).toHaveAttribute('aria-sort', 'descending');
    const tkls = (await deckRows(page).getByRole('cell').allTextContents()).filter((_, i) => i % 2 === 1);
    const values = tkls.map((text) => (text === 'N/A' ? 0 : Number.parseInt(text, 10)));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(deckRows(page).last()).toContainText('N/A');
  });

  test('given the decks, when a row is clicked, then its deck opens with its cards', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library');

    await deckRows(page).filter({ hasText: 'Human Anatomy' }).click();

    await expect(page).toHaveURL(/\/app\/library\/deck\/anatomy$/);
    await expect(page.getByRole('heading', { name: 'Human Anatomy', level: 1 })).toBeVisible();
    await expect((await cardsInDeck(page)).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('given a partner without the library, when the library is asked for, then the learner is sent to Today\'s Cards', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library', { ...NOT_STUDIED, partner: { enableLibrary: false } });

    await expect(page).toHaveURL(/welcomeBack$/);
  });
});

test.describe('library deck detail', () => {
  test('given a deck\'s page, then its two modes stand together in a tinted panel under the deck\'s name, and the page\'s two sections are named alike, well under the name', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    const modes = page.getByRole('region', { name: 'Choose a mode' });
    for (const mode of ['Browse the cards', 'Quiz me']) await expect(modes.getByRole('button', { name: mode })).toBeVisible();

    const look = await modes.evaluate((panel) => {
      const size = (element: Element | null) => parseFloat(getComputedStyle(element!).fontSize);
      return {
        panel: getComputedStyle(panel).backgroundColor,
        body: getComputedStyle(document.body).backgroundColor,
        name: size(document.querySelector('main h1')),
        modes: size(panel.querySelector('h2')),
        cards: size(document.querySelector('main summary')),
      };
    });
    // Its own colour, apart from the page's.
    expect(look.panel).not.toBe(look.body);
    expect(look.panel).not.toMatch(/rgba\(0, 0, 0, 0\)/);
    expect(look.modes).toBe(look.cards);
    expect(look.name).toBeGreaterThanOrEqual(1.5 * look.modes);
    await expectNoAxeViolations(page);

    // The panel's tint reads as well in the dark theme (a full load starts on Today's Cards).
    await page.evaluate(() => window.localStorage.setItem('sreo.theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { name: "Today's Cards" })).toBeVisible();
    await openInApp(page, '/library/deck/capitals');
    await expect(modes).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
  });

  test('given a deck, when the learner browses, then each card shows in full and Next steps through them', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    // A page name, then the product name: one separator (docs/product.md section 1).
    await expect(page).toHaveTitle('World Capitals | Sreo Learn');

    await page.getByRole('button', { name: 'Browse the cards' }).click();

    // The focus goes on from the first card's heading, not the top of the page.
    await expect(page.getByRole('heading', { name: /Card 1 of \d+/ })).toBeFocused();
    await expect(page.getByText('Answer', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: /Card 2 of \d+/ })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the deck' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Browse the cards' })).toBeFocused();
  });

  test('given a deck browsed by keyboard, then its heading shows the focus ring, a bar says where the learner is in the deck, and the arrow keys move on and back', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    await page.getByRole('button', { name: 'Browse the cards' }).focus();
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: `Card 1 of ${capitals.cards.length}` });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    const bar = page.getByRole('region', { name: /Card \d+ of/ }).locator('progress');
    await expect(bar).toHaveAttribute('value', '1');
    await expect(bar).toHaveAttribute('max', String(capitals.cards.length));
    await expect(page.getByRole('button', { name: 'Next, key →' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: `Card 2 of ${capitals.cards.length}` })).toBeVisible();
    await expect(page.getByText('What is the capital of Peru?', { exact: true })).toBeVisible();
    await expect(bar).toHaveAttribute('value', '2');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: `Card 1 of ${capitals.cards.length}` })).toBeVisible();
    await expect(page.getByText('What is the capital of France?', { exact: true })).toBeVisible();
  });

  test('given a deck, when a card is browsed, then its question stands out over its answer, as on the study screen', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    await page.getByRole('button', { name: 'Browse the cards' }).click();
    const question = page.getByText('What is the capital of France?', { exact: true });
    const answer = page.getByText('Paris', { exact: true });
    await expect(answer).toBeVisible();

    const look = (text: typeof question) => text.evaluate((element) => ({ size: parseFloat(getComputedStyle(element).fontSize), weight: Number(getComputedStyle(element).fontWeight) }));
    const [asked, answered] = [await look(question), await look(answer)];
    expect(asked.size).toBeGreaterThan(answered.size);
    expect(asked.weight).toBeGreaterThan(answered.weight);
  });

  test(`given a deck of ${capitals.cards.length} cards on a phone, whose card list is longer than the screen, when it opens, then the page ends on the first screen with the modes, and its cards open from their count`, { tag: '@phone' }, async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    await expect(page.getByRole('button', { name: 'Quiz me' })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)).toBe(0);
    await expect(page.getByRole('list', { name: 'Cards in this deck' })).toBeHidden();
    await page.getByText(`Cards in this deck (${capitals.cards.length})`).click();
    await expect(page.getByRole('list', { name: 'Cards in this deck' }).locator(':scope > li')).toHaveCount(capitals.cards.length);
    // Opened, the list is what makes the page scroll.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)).toBeGreaterThan(0);

    // Opened, the list stays open while the learner browses one of its cards and comes back.
    await page.getByRole('button', { name: 'What is the capital of Japan?' }).click();
    await page.getByRole('button', { name: 'Back to the deck' }).click();
    await expect(page.getByRole('list', { name: 'Cards in this deck' })).toBeVisible();
  });

  test(`given a deck of ${capitals.cards.length} cards at 1366x657, when its page opens, then each card is one line of its list, its answer beside its question`, { tag: '@desktop' }, async ({ page, sandbox }) => {
    await page.setViewportSize({ width: 1366, height: 657 });
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    const items = page.getByRole('list', { name: 'Cards in this deck' }).locator(':scope > li');
    await expect(items).toHaveCount(capitals.cards.length);

    for (const [country, city] of [COUNTRIES[0]!, COUNTRIES.at(-1)!]) {
      const item = items.filter({ hasText: `What is the capital of ${country}?` });
      const question = (await item.getByRole('button').boundingBox())!;
      const answer = (await item.getByText(city, { exact: true }).boundingBox())!;
      // Beside it on its line, not under it.
      expect(answer.x, city).toBeGreaterThan(question.x + question.width / 2);
      expect(Math.abs(answer.y + answer.height / 2 - (question.y + question.height / 2)), city).toBeLessThan(question.height / 2);
      expect((await item.boundingBox())!.height, city).toBeLessThan(56);
    }
  });

  test('given a deck with an audio card, when that card is opened, then the sandbox\'s heartbeat loads in an audio player with controls', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/anatomy', NOT_STUDIED);

    await (await cardsInDeck(page)).getByRole('button', { name: /Listen to the heartbeat/ }).click();

    const audio = page.locator('audio[controls]');
    await expect(audio).toBeVisible();
    await expect(audio).toHaveAttribute('src', /\/media\/heart-sounds\.wav$/);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeCloseTo(2.5, 1);
    await expectNoAxeViolations(page);
  });

  test('given a deck\'s quiz, when the learner stops it after two cards, then its end gives the score of those two, and with no answer Stop goes back to the deck', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    await page.getByRole('button', { name: 'Quiz me' }).click();
    await page.getByRole('group', { name: 'Quiz length' }).getByRole('button', { name: '10 cards' }).click();
    await page.getByRole('button', { name: 'Stop the quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a mode' })).toBeVisible();

    await page.getByRole('button', { name: 'Quiz me' }).click();
    await page.getByRole('group', { name: 'Quiz length' }).getByRole('button', { name: '10 cards' }).click();
    for (const n of [1, 2]) {
      await expect(page.getByRole('heading', { name: `Quiz: card ${n} of 10` })).toBeVisible();
      await page.getByRole('button', { name: /^Show answer/ }).click();
      await page.getByRole('button', { name: n === 1 ? /^Good/ : /^Again/ }).click();
    }
    await expect(page.getByRole('heading', { name: 'Quiz: card 3 of 10' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop the quiz' }).click();

    const score = page.getByRole('heading', { name: '1 of 2 right' });
    await expect(score).toBeVisible();
    await expect(page.getByText('You answered 2 of 10 cards.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry missed' })).toBeVisible();
    // The score is the end's figure, set as Today's Cards sets one, and drawn as a bar of the right answers (the words say it to a screen reader).
    const { figure, body } = await score.evaluate((heading) => ({ figure: parseFloat(getComputedStyle(heading).fontSize), body: parseFloat(getComputedStyle(document.body).fontSize) }));
    expect(figure).toBeGreaterThanOrEqual(2 * body);
    const bar = page.getByRole('region', { name: '1 of 2 right' }).locator('progress');
    await expect(bar).toHaveAttribute('value', '1');
    await expect(bar).toHaveAttribute('max', '2');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    // One right of two is no feat: the end's tick is for a quiz answered all right.
    await expect(page.getByRole('region', { name: '1 of 2 right' }).locator(':scope > svg')).toHaveCount(0);
  });

  test('given a deck, when the learner takes a quiz by pointer, then each answer is recorded in mode 3', async ({ page, sandbox }) => {
    await inTheLibrary(page, sandbox, '/library/deck/capitals', NOT_STUDIED);
    await page.getByRole('button', { name: 'Quiz me' }).click();
    await page.getByRole('group', { name: 'Quiz length' }).getByRole('button', { name: /^All \d+ cards$/ }).click();

    for (let n = 1; n <= 3; n += 1) {
      await expect(page.getByRole('heading', { name: new RegExp(`Quiz: card ${n} of`) })).toBeVisible();
      const reveal = page.getByRole('button', { name: 'Show answer' });
      const options = page.getByRole('group', { name: 'Choose an answer' });
      const typed = page.getByLabel('Your answer');
      await expect(reveal.or(options).or(typed)).toBeVisible();
      if (n === 1) await expectNoAxeViolations(page);
      if (await reveal.isVisible()) {
        await reveal.click();
        // A grade goes straight on to the next card.
        await page.getByRole('button', { name: 'Good' }).click();
        continue;
      }
      if (await options.isVisible()) {
        await options.getByRole('button').first().click();
      } else {
        await typed.fill('Paris');
        await typed.press('Enter');
      }
      await page.getByRole('button', { name: 'Next, key Enter' }).click();
    }

    await expect.poll(async () => (await serverAnswers(page, sandbox, 'new@demo.test')).map((answer) => answer.mode)).toEqual([3, 3, 3]);
  });
});

test.describe('library quiz end', () => {
  test('given a deck not studied yet, when its quiz ends, then the deck\'s TKL above the score counts the answers just given', async ({ page, sandbox }) => {
    const pair = deck('pair', [recall('Capital of Chile?', 'Santiago'), recall('Capital of Ghana?', 'Accra')], 'Pair');
    await inTheLibrary(page, sandbox, '/library/deck/pair', { decks: [pair] });
    const tkl = page.getByText(/^2 cards · TKL/);
    await expect(tkl).toContainText('N/A');

    await page.getByRole('button', { name: 'Quiz me' }).click();
    for (let n = 1; n <= 2; n += 1) {
      await expect(page.getByRole('heading', { name: `Quiz: card ${n} of 2` })).toBeVisible();
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: 'Good' }).click();
    }

    await expect(page.getByRole('heading', { name: '2 of 2 right' })).toBeVisible();
    // All right: the end shows its tick.
    await expect(page.getByRole('region', { name: '2 of 2 right' }).locator(':scope > svg')).toBeVisible();
    await expect(tkl).toContainText(/\d+%/);
    await page.getByRole('button', { name: 'Back to the deck' }).click();
    await expect(tkl).toContainText(/\d+%/);
  });
});

test.describe('extra resources', () => {
  test('given the resources, when one is clicked, then it opens in a new tab without an opener', async ({ page, context }) => {
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Resource</title><p>Resource</p>' }),
    );
    await signInTo(page, 'new@demo.test', '/library/resources');

    await expect(page.getByRole('heading', { name: 'Extra Resources' })).toBeVisible();
    await expect(page.getByText('Click on any item to review content')).toBeVisible();
    const links = page.getByRole('list', { name: 'Extra resources' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    await expectNoAxeViolations(page);

    const titles = await links.allTextContents();
    await page.getByRole('button', { name: /Sort by name/ }).click();
    expect(await links.allTextContents()).toEqual([...titles].reverse());

    const first = links.first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^https:\/\//);
    const [popup] = await Promise.all([context.waitForEvent('page'), first.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe('extra resources at a glance', () => {
  test('given the resources, then each is a row of the list as a deck is, in the text\'s colour and not underlined, with a drawn sign that it opens elsewhere', async ({ page }) => {
    await signInTo(page, 'new@demo.test', '/library/resources');
    const first = page.getByRole('list', { name: 'Extra resources' }).getByRole('link').first();
    await expect(first).toBeVisible();

    const look = await first.evaluate((link) => ({ line: getComputedStyle(link).textDecorationLine, color: getComputedStyle(link).color, text: getComputedStyle(document.body).color }));
    expect(look.line).toBe('none');
    expect(look.color).toBe(look.text);
    // The sign is for the eye; a screen reader hears "(opens in a new tab)" in the link's name.
    await expect(first.locator('svg[aria-hidden="true"]')).toBeVisible();
    await expect(first).toHaveAccessibleName(/\(opens in a new tab\)$/);
  });

  test('given the resources, when the first and the last row are hovered, then each row\'s background keeps the list\'s rounded corners', { tag: '@desktop' }, async ({ page }) => {
    await signInTo(page, 'new@demo.test', '/library/resources');
    const list = page.getByRole('list', { name: 'Extra resources' });
    const links = list.getByRole('link');
    await expect(links.first()).toBeVisible();
    // Inside the list's border, a row's corner is the list's corner less that border.
    const inner = await list.evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius) - parseFloat(getComputedStyle(element).borderTopWidth));
    expect(inner).toBeGreaterThan(0);
    const corners = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, corners: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius].map(parseFloat) };
    };

    await links.first().hover();
    const first = await links.first().evaluate(corners);
    expect(first.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(first.corners.slice(0, 2)).toEqual([inner, inner]);
    await links.last().hover();
    const last = await links.last().evaluate(corners);
    expect(last.corners.slice(2)).toEqual([inner, inner]);
  });
});

test.describe('a tap on a touch screen', () => {
  /** The backgrounds of a list's first row, once the pointer of a tap rests over it, and of its last row. */
  async function tappedAndOther(rows: Locator): Promise<[string, string]> {
    const background = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
    await rows.first().hover();
    return [await background(rows.first()), await background(rows.last())];
  }

  test('given a touch screen, when a deck row and a resource row were tapped (the pointer still over them), then each keeps the background of the rows around it, no hover left on as if chosen', { tag: '@phone' }, async ({ page }) => {
    await signInTo(page, 'new@demo.test', '/library');
    await expect(deckRows(page).first()).toBeVisible();
    const [deck, otherDeck] = await tappedAndOther(deckRows(page));
    expect(deck).toBe(otherDeck);

    await openInApp(page, '/library/resources');
    const resources = page.getByRole('list', { name: 'Extra resources' }).getByRole('link');
    await expect(resources.first()).toBeVisible();
    const [resource, otherResource] = await tappedAndOther(resources);
    expect(resource).toBe(otherResource);
  });
});

test.describe('library tour', () => {
  test('given a learner who has not seen the tour, when they finish it, then the library opens and the tour is not shown again', async ({ page }) => {
    await signInTo(page, 'new@demo.test', '/library_tour');

    // Each step shows a small picture of what it describes, as the app tour does.
    const pictures = [/the Library, its Content Decks/, /a TKL of 64% drawn as a bar/, /the search box/, /Browse the cards and Quiz me/];
    for (const [index, picture] of pictures.entries()) {
      await expect(page.getByText(`Step ${index + 1} of 4`)).toBeVisible();
      await expect(page.getByRole('img', { name: picture })).toBeVisible();
      if (index === 0) await expectNoAxeViolations(page);
      if (index < pictures.length - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Go to the Library' }).click();

    await expect(page).toHaveURL(/\/app\/library$/);
    await expect(page.getByRole('heading', { name: 'Content Decks' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/welcomeBack$/);
    await openInApp(page, '/library_tour');
    await expect(page).toHaveURL(/\/app\/library$/);
    await expect(page.getByRole('heading', { name: 'Content Decks' })).toBeVisible();
  });
});
