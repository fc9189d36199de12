import { openableHttpUrl } from '../../src/domain';
import type { LibraryDeck } from '../../src/domain';
import type { createTestContainer } from '../../src/di/createTestContainer';
import {
  ChooseLibraryMode,
  DEFAULT_DECK_SORT,
  FilterDecks,
  LoadDeckCards,
  LoadDecks,
  LoadPerformance,
  MarkLibraryTourShown,
  SignIn,
  SortDecks,
  SortResources,
  nextDeckSort,
  studyDaysSeries,
} from '../../src/domain/usecases';
import { LEARNER, answeredOnPastDays, deck, givenALearner, recall, type WorldSpec } from '../support/world';

const PASSWORD = 'demo-pass-1';

const decks: LibraryDeck[] = [
  { deckId: 'b', deckName: 'beta', tkl: 0.5 },
  { deckId: 'a', deckName: 'Alpha', tkl: null },
  { deckId: 'c', deckName: 'Gamma', tkl: 0.9 },
  { deckId: 'd', deckName: 'delta', tkl: 0 },
];

const ids = (list: readonly LibraryDeck[]) => list.map((deck) => deck.deckId);

const capitals = deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima'), recall('Capital of Kenya?', 'Nairobi')]);
const anatomy = deck('anatomy', [recall('The largest organ?', 'The skin')]);

/** A learner of a partner with the given flags, the two decks, and these answers on past days. */
function signedIn(spec: WorldSpec = {}) {
  return givenALearner({ decks: [capitals, anatomy], ...spec });
}

describe('SortDecks', () => {
  const sortDecks = new SortDecks();

  it('given no choice yet, when the list is sorted, then it is by name ascending, ignoring case', () => {
    expect(DEFAULT_DECK_SORT).toEqual({ column: 'name', direction: 'asc' });
    expect(ids(sortDecks.execute({ decks, sort: DEFAULT_DECK_SORT }))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('given name descending, when sorted, then Z comes first', () => {
    expect(ids(sortDecks.execute({ decks, sort: { column: 'name', direction: 'desc' } }))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('given TKL ascending, when sorted, then a null TKL counts as 0 and equal TKLs keep name order', () => {
    expect(ids(sortDecks.execute({ decks, sort: { column: 'tkl', direction: 'asc' } }))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('given TKL descending, when sorted, then the best known deck is first and the null TKL is with the zeros', () => {
    expect(ids(sortDecks.execute({ decks, sort: { column: 'tkl', direction: 'desc' } }))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('given a list, when sorted, then the list given is left as it was', () => {
    const before = ids(decks);
    sortDecks.execute({ decks, sort: { column: 'tkl', direction: 'desc' } });
    expect(ids(decks)).toEqual(before);
  });

  it('given each state, when a header is clicked, then Deck toggles name and TKL toggles TKL', () => {
    const nameAsc = DEFAULT_DECK_SORT;
    const nameDesc = nextDeckSort(nameAsc, 'name');
    expect(nameDesc).toEqual({ column: 'name', direction: 'desc' });
    expect(nextDeckSort(nameDesc, 'name')).toEqual(nameAsc);
    const tklAsc = nextDeckSort(nameDesc, 'tkl');
    expect(tklAsc).toEqual({ column: 'tkl', direction: 'asc' });
    const tklDesc = nextDeckSort(tklAsc, 'tkl');
    expect(tklDesc).toEqual({ column: 'tkl', direction: 'desc' });
    expect(nextDeckSort(tklDesc, 'tkl')).toEqual(tklAsc);
    expect(nextDeckSort(tklDesc, 'name')).toEqual(nameAsc);
  });
});

describe('FilterDecks', () => {
  const filterDecks = new FilterDecks();

  it('given an empty search or spaces, when filtered, then every deck stays', () => {
    expect(ids(filterDecks.execute({ decks, search: '' }))).toEqual(ids(decks));
    expect(ids(filterDecks.execute({ decks, search: '   ' }))).toEqual(ids(decks));
  });

  it('given a search in another case, when filtered, then names containing it match', () => {
    expect(ids(filterDecks.execute({ decks, search: 'ALP' }))).toEqual(['a']);
    expect(ids(filterDecks.execute({ decks, search: 'mm' }))).toEqual(['c']);
  });

  it('given a search matching a deckId only, when filtered, then that deck matches', () => {
    const list: LibraryDeck[] = [{ deckId: 'world-flags', deckName: 'Flags', tkl: null }, ...decks];
    expect(ids(filterDecks.execute({ decks: list, search: 'World-' }))).toEqual(['world-flags']);
  });

  it('given a search nothing contains, when filtered, then no deck is left', () => {
    expect(filterDecks.execute({ decks, search: 'zzz' })).toEqual([]);
  });
});

describe('SortResources and openable resource urls', () => {
  const resources = [
    { id: '1', title: 'b guide', url: 'https://b.test' },
    { id: '2', title: 'A guide', url: 'https://a.test' },
  ];

  it('given resources, when sorted forward and reverse, then by title either way', () => {
    const sortResources = new SortResources();
    expect(sortResources.execute({ resources, direction: 'asc' }).map((r) => r.id)).toEqual(['2', '1']);
    expect(sortResources.execute({ resources, direction: 'desc' }).map((r) => r.id)).toEqual(['1', '2']);
  });

  it.each([
    ['https://example.org/a', true],
    ['http://example.org', true],
    [' HTTPS://EXAMPLE.ORG ', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/relative/path', false],
    ['ftp://example.org', false],
    ['', false],
  ])('given the url %p, when checked, then openable is %p', (url, openable) => {
    expect(openableHttpUrl(url) !== null).toBe(openable);
  });
});

describe('library use cases over the sandbox', () => {
  it('given a learner who studied one deck, when the decks load, then each comes with its TKL, null for the one not studied', async () => {
    const { container } = await signedIn({ pastAnswers: answeredOnPastDays(capitals, 2) });

    const list = await container.get(LoadDecks).execute();

    expect(list.map((listed) => listed.deckId)).toEqual(['capitals', 'anatomy']);
    expect(list[0]?.tkl).toBeGreaterThan(0);
    expect(list[1]?.tkl).toBeNull();
  });

  it('given a deck, when its cards load, then they come in order, named by their fronts, with the deck as the list names it', async () => {
    const { container } = await signedIn();
    const [first] = await container.get(LoadDecks).execute();

    const contents = await container.get(LoadDeckCards).execute({ deckId: first!.deckId });

    expect(contents.deck).toEqual(first);
    expect(contents.cards.map(({ name, content }) => ({ name, content }))).toEqual([
      { name: 'Capital of France?', content: 'Paris' },
      { name: 'Capital of Peru?', content: 'Lima' },
      { name: 'Capital of Kenya?', content: 'Nairobi' },
    ]);
  });

  it('given a learner who has not seen the tour, when it is marked shown, then the server keeps libraryTourShown', async () => {
    const { container, user } = await signedIn();
    expect(user.libraryTourShown).toBe(false);

    const saved = await container.get(MarkLibraryTourShown).execute({ user });

    expect(saved.libraryTourShown).toBe(true);
    expect(saved.remindDays).toEqual(user.remindDays);
    const again = await createSignedInAgain(container, LEARNER);
    expect(again.libraryTourShown).toBe(true);
  });

  it('given a deck, when a mode is chosen, then analytics hears library mode with deck_name and mode', async () => {
    const { container, analytics } = await signedIn();

    container.get(ChooseLibraryMode).execute({ deckName: 'World Capitals', mode: 'quiz' });

    expect(analytics.captured('library mode')).toEqual([
      { kind: 'capture', event: 'library mode', properties: { deck_name: 'World Capitals', mode: 'quiz' } },
    ]);
  });
});

/** Every comparison with other learners turned off. */
const NO_COMPARISONS = { showLeaderboard: false, showMostKnowledgeableUsersPercentage: false, showFullUserKnowledgeList: false } as const;

describe('LoadPerformance over the sandbox', () => {
  it('given a learner who answered on four past days, when performance loads, then it has the overall TKL, history, decks and every gated part', async () => {
    const { container } = await signedIn({ pastAnswers: answeredOnPastDays(capitals, 4) });

    const performance = await container.get(LoadPerformance).execute();

    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.tklHistory.length).toBeGreaterThan(1);
    expect(performance.decks.map((listed) => listed.deckId)).toEqual(['capitals', 'anatomy']);
    expect(performance.streak).toBeGreaterThan(0);
    expect(performance.cardsStudied).toBe(3);
    expect(performance.studyDays.map((day) => day.count)).toEqual([1, 1, 1, 1]);
    expect(performance.leaderboard?.filter((entry) => entry.isMe)).toHaveLength(1);
    expect(performance.percentile).toEqual(expect.any(Number));
    expect(performance.users?.filter((entry) => entry.isMe)).toHaveLength(1);
  });

  it('given a partner with the comparisons off, when performance loads, then no leaderboard, percentile or user list comes', async () => {
    const { container } = await signedIn({ partner: NO_COMPARISONS, pastAnswers: answeredOnPastDays(capitals, 1) });

    const performance = await container.get(LoadPerformance).execute();

    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.leaderboard).toBeUndefined();
    expect(performance.percentile).toBeUndefined();
    expect(performance.users).toBeUndefined();
  });

  it('given a partner with performance off, when performance loads, then the server refuses (Server error)', async () => {
    const { container } = await signedIn({ partner: { enableUserPerformance: false } });

    await expect(container.get(LoadPerformance).execute()).rejects.toMatchObject({ title: 'Server error', status: 403 });
  });

  it('given a learner who has answered nothing, when performance loads, then TKL is null and there is no history yet', async () => {
    const { container } = await signedIn();

    const performance = await container.get(LoadPerformance).execute();

    expect(performance.tkl).toBeNull();
    expect(performance.tklHistory).toEqual([]);
    expect(performance.streak).toBe(0);
  });
});

describe('studyDaysSeries', () => {
  it('given a few study days, when the series is made, then every day up to today is there with 0 for the others', () => {
    expect(studyDaysSeries([{ date: '2024-05-02', count: 4 }], '2024-05-03', 3)).toEqual([
      { date: '2024-05-01', count: 0 },
      { date: '2024-05-02', count: 4 },
      { date: '2024-05-03', count: 0 },
    ]);
  });

  it('given a study day later than the learner\'s today (another zone), when the series is made, then it ends there', () => {
    expect(studyDaysSeries([{ date: '2024-05-04', count: 1 }], '2024-05-03', 2).map((day) => day.date)).toEqual(['2024-05-03', '2024-05-04']);
  });
});

async function createSignedInAgain(container: ReturnType<typeof createTestContainer>['container'], email: string) {
  return container.get(SignIn).execute({ email, password: PASSWORD });
}
