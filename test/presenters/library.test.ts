import { jest } from '@jest/globals';
import { QuestionType, errorFromServer, invalidResponseFormat } from '../../src/domain';
import { AnswerQueue } from '../../src/domain/usecases';
import { AnswerOutbox } from '../../src/presenters/answering/AnswerOutbox';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { DeckDetailPresenter } from '../../src/presenters/library/DeckDetailPresenter';
import { DeckListPresenter } from '../../src/presenters/library/DeckListPresenter';
import { LibraryQuizPresenter } from '../../src/presenters/library/LibraryQuizPresenter';
import { LibraryTourPresenter } from '../../src/presenters/library/LibraryTourPresenter';
import { ResourcesPresenter } from '../../src/presenters/library/ResourcesPresenter';
import { LIBRARY_API, USER_API, type LibraryApi, type UserApi } from '../../src/ports';
import { LEARNER, answeredOnPastDays, deck, givenALearner, multipleChoice, recall, typedAnswer, type WorldSpec } from '../support/world';

const worldCapitals = deck('capitals-deck', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima'), recall('Capital of Kenya?', 'Nairobi')], 'World Capitals');

/** A library of three decks, one of them studied on past days, and two extra resources. */
const LIBRARY: WorldSpec = {
  decks: [
    worldCapitals,
    deck('anatomy-deck', [recall('The largest organ?', 'The skin')], 'Human Anatomy'),
    deck('first-aid-deck', [recall('Chest compressions a minute in CPR?', '100 to 120')], 'First Aid'),
  ],
  resources: [
    { id: 'res-first-aid', title: 'First aid (NHS)', url: 'https://www.nhs.uk/conditions/first-aid/' },
    { id: 'res-capitals', title: 'List of national capitals', url: 'https://en.wikipedia.org/wiki/List_of_national_capitals' },
  ],
  pastAnswers: answeredOnPastDays(worldCapitals, 2),
};

/** A learner who has not seen the library tour, in that library. */
async function signedIn() {
  const world = await givenALearner(LIBRARY);
  return { ...world, library: world.container.get<LibraryApi>(LIBRARY_API) };
}

/** A learner graded the one card of a quiz while offline, and left the quiz. */
async function oneAnswerKeptOffline() {
  const world = await givenALearner({ decks: [deck('quiz', [recall()])] });
  const quiz = world.container.get(LibraryQuizPresenter);
  await quiz.start(await world.container.get<LibraryApi>(LIBRARY_API).deckCards('quiz'));
  world.connectivity.goOffline();
  quiz.engine.reveal();
  await quiz.engine.grade(2);
  quiz.dispose();
  return world;
}

describe('DeckListPresenter', () => {
  it('given the list is opening, when the decks arrive, then it goes from loading to the rows by name', async () => {
    const { container } = await signedIn();
    const presenter = container.get(DeckListPresenter);
    expect(presenter.decks.status).toBe('loading');

    const loading = presenter.load();
    expect(presenter.decks.status).toBe('loading');
    await loading;

    expect(presenter.decks.status).toBe('data');
    const names = presenter.rows.map((deck) => deck.deckName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(presenter.ariaSort('name')).toBe('ascending');
    expect(presenter.ariaSort('tkl')).toBe('none');
  });

  it('given the decks, when the learner searches and sorts, then the rows follow and the headers say how', async () => {
    const { container } = await signedIn();
    const presenter = container.get(DeckListPresenter);
    await presenter.load();

    presenter.setSearch('CAPITAL');
    expect(presenter.rows.map((deck) => deck.deckName)).toEqual(['World Capitals']);

    presenter.setSearch('');
    presenter.sortBy('tkl');
    expect(presenter.ariaSort('tkl')).toBe('ascending');
    expect(presenter.rows[0]!.tkl).toBeNull();
    presenter.sortBy('tkl');
    expect(presenter.ariaSort('tkl')).toBe('descending');
    const tkls = presenter.rows.map((deck) => deck.tkl ?? 0);
    expect(tkls).toEqual([...tkls].sort((a, b) => b - a));
    presenter.sortBy('name');
    expect(presenter.ariaSort('name')).toBe('ascending');
    expect(presenter.ariaSort('tkl')).toBe('none');
  });

  it('given a search nothing matches, when filtered, then the list is empty (the empty state)', async () => {
    const { container } = await signedIn();
    const presenter = container.get(DeckListPresenter);
    await presenter.load();

    presenter.setSearch('no such deck');

    expect(presenter.isEmpty).toBe(true);
  });

  it('given the server fails, when the decks load, then the error state holds the catalogue error and retry recovers', async () => {
    const { container, library } = await signedIn();
    const presenter = container.get(DeckListPresenter);
    const decks = jest.spyOn(library, 'decks').mockRejectedValueOnce(invalidResponseFormat());

    await presenter.load();

    expect(presenter.decks).toMatchObject({ status: 'error', error: { title: 'Server error', text: 'Invalid data received' } });
    await presenter.load();
    expect(presenter.decks.status).toBe('data');
    expect(decks).toHaveBeenCalledTimes(2);
  });

  it('given a reload while the first load is still out, when the first answers last, then its stale decks are dropped', async () => {
    const { container, library } = await signedIn();
    const presenter = container.get(DeckListPresenter);
    let answerFirst: (decks: { deckId: string; deckName: string; tkl: number | null }[]) => void = () => undefined;
    jest
      .spyOn(library, 'decks')
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([{ deckId: 'fresh', deckName: 'Fresh deck', tkl: 0.5 }]);

    const first = presenter.load();
    await presenter.load();
    answerFirst([{ deckId: 'stale', deckName: 'Stale deck', tkl: null }]);
    await first;

    expect(presenter.rows.map((row) => row.deckName)).toEqual(['Fresh deck']);
  });

  it('given 5,000 decks, when searched, then the matching rows come back in order', async () => {
    const { container, library } = await signedIn();
    const many = Array.from({ length: 5000 }, (_, i) => ({ deckId: `d${i}`, deckName: `Deck ${5000 - i}`, tkl: i % 7 === 0 ? null : (i % 100) / 100 }));
    jest.spyOn(library, 'decks').mockResolvedValue(many);
    const presenter = container.get(DeckListPresenter);
    await presenter.load();

    presenter.setSearch('deck 499');

    expect(presenter.rows.map((deck) => deck.deckName)).toEqual(['Deck 499', ...Array.from({ length: 10 }, (_, i) => `Deck ${4990 + i}`)]);
  });
});

describe('ResourcesPresenter', () => {
  it('given resources, when loaded and reversed, then they are by title and only http(s) links can be opened', async () => {
    const { container, library } = await signedIn();
    jest.spyOn(library, 'extraResources').mockResolvedValue([
      { id: '1', title: 'Bravo', url: 'https://bravo.test/' },
      { id: '2', title: 'alpha', url: 'javascript:alert(1)' },
    ]);
    const presenter = container.get(ResourcesPresenter);

    await presenter.load();

    expect(presenter.rows).toEqual([
      { id: '2', title: 'alpha', href: null },
      { id: '1', title: 'Bravo', href: 'https://bravo.test/' },
    ]);
    presenter.toggleDirection();
    expect(presenter.rows.map((row) => row.title)).toEqual(['Bravo', 'alpha']);
  });

  it('given the partner\'s resources, when they load, then each shows by title with its link', async () => {
    const { container } = await signedIn();
    const presenter = container.get(ResourcesPresenter);

    await presenter.load();

    expect(presenter.rows).toEqual([
      { id: 'res-first-aid', title: 'First aid (NHS)', href: 'https://www.nhs.uk/conditions/first-aid/' },
      { id: 'res-capitals', title: 'List of national capitals', href: 'https://en.wikipedia.org/wiki/List_of_national_capitals' },
    ]);
  });

  it('given the server is down, when resources load, then the error state has the catalogue text', async () => {
    const { container, library } = await signedIn();
    jest.spyOn(library, 'extraResources').mockRejectedValue(errorFromServer({ status: 502 }));
    const presenter = container.get(ResourcesPresenter);

    await presenter.load();

    expect(presenter.resources).toMatchObject({ status: 'error', error: { title: 'Something went wrong' } });
    expect(presenter.rows).toEqual([]);
  });
});

describe('LibraryTourPresenter', () => {
  it('given a learner who has not seen the tour, when they step through and finish, then it is saved and the library opens', async () => {
    const { container, navigation } = await signedIn();
    const presenter = container.get(LibraryTourPresenter);
    expect(presenter.alreadyShown).toBe(false);

    while (!presenter.steps.isLast) presenter.steps.next();
    presenter.steps.next();
    expect(presenter.steps.current.title).toBe('Browse or quiz');
    await expect(presenter.finish()).resolves.toBe(true);

    expect(container.get(LearnerSession).user?.libraryTourShown).toBe(true);
    expect(navigation.currentPath()).toBe('/library');
    expect(container.get(LibraryTourPresenter).alreadyShown).toBe(true);
  });

  it('given Skip tour pressed twice quickly, then the tour is saved once and the library opens', async () => {
    const { container, navigation } = await signedIn();
    const save = jest.spyOn(container.get<UserApi>(USER_API), 'save');
    const presenter = container.get(LibraryTourPresenter);

    const first = presenter.finish();
    expect(presenter.submitting).toBe(true);
    const second = presenter.finish();

    expect([await first, await second]).toEqual([true, false]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(presenter.submitting).toBe(false);
    expect(navigation.currentPath()).toBe('/library');
  });

  it('given saving fails, when the tour is finished, then the failure is shown and the learner stays', async () => {
    const { container, navigation } = await signedIn();
    jest.spyOn(container.get<UserApi>(USER_API), 'save').mockRejectedValue(errorFromServer({ status: 500, message: 'Database down' }));
    const presenter = container.get(LibraryTourPresenter);
    const before = navigation.currentPath();

    await expect(presenter.finish()).resolves.toBe(false);

    expect(presenter.failure).toMatchObject({ title: 'Server error', text: 'Database down' });
    expect(navigation.currentPath()).toBe(before);
  });
});

describe('DeckDetailPresenter', () => {
  it('given a deck, when opened, then its cards and name load and analytics hears the deck was chosen', async () => {
    const { container, analytics } = await signedIn();
    const presenter = container.get(DeckDetailPresenter);

    await presenter.open('capitals-deck');

    expect(presenter.contents.status).toBe('data');
    expect(presenter.deckName).toBe('World Capitals');
    expect(presenter.cards.map((card) => card.name)).toEqual(['Capital of France?', 'Capital of Peru?', 'Capital of Kenya?']);
    expect(analytics.records).toContainEqual({ kind: 'screen', name: 'library mode', properties: { deck_name: 'World Capitals' } });
  });

  it('given an unknown deck, when opened, then the error state holds the server message', async () => {
    const { container } = await signedIn();
    const presenter = container.get(DeckDetailPresenter);

    await presenter.open('no-such-deck');

    expect(presenter.contents).toMatchObject({ status: 'error', error: { title: 'Server error', text: 'Deck not found.' } });
  });

  it('given the deck, when browse mode is chosen and the learner steps on, then each card shows in full', async () => {
    const { container, analytics } = await signedIn();
    const presenter = container.get(DeckDetailPresenter);
    await presenter.open('capitals-deck');

    presenter.chooseMode('browse');
    await presenter.showCardAt(0);
    expect(presenter.card).toMatchObject({ status: 'data', data: { deckName: 'World Capitals' } });
    await presenter.next();

    expect(presenter.position).toBe(1);
    expect(presenter.card.status === 'data' && String(presenter.card.data.cardId)).toBe(presenter.cards[1]!.id);
    expect(analytics.captured('library mode')).toEqual([
      { kind: 'capture', event: 'library mode', properties: { deck_name: 'World Capitals', mode: 'browse' } },
    ]);
  });
});

describe('LibraryQuizPresenter', () => {
  it('given a deck quiz, when every card is answered, then each answer is recorded in mode 3 and the TKL rises', async () => {
    const { container, sandbox } = await givenALearner({ decks: [deck('quiz', [recall(), multipleChoice('Madrid'), typedAnswer('Rome'), recall()])] });
    const detail = container.get(DeckDetailPresenter);
    await detail.open('quiz');
    expect(detail.tkl).toBeNull();
    const quiz = container.get(LibraryQuizPresenter);

    await quiz.start(detail.cards);
    while (quiz.engine.phase !== 'finished') {
      const { engine } = quiz;
      if (engine.card?.questionType === QuestionType.Recall) {
        engine.reveal();
        await engine.grade(4);
      } else if (engine.card?.questionType === QuestionType.MultipleChoice) {
        await engine.choose(engine.draft.options.indexOf('Madrid') + 1);
        expect(engine.draft.correct).toBe(true);
        await engine.next();
      } else {
        engine.setTyped(' ROME ');
        await engine.submitTyped();
        expect(engine.draft.correct).toBe(true);
        await engine.next();
      }
      expect(engine.failure).toBeNull();
    }

    expect([quiz.answered, quiz.score, quiz.missed]).toEqual([4, { right: 4, of: 4 }, []]);
    expect(sandbox.answerLog(LEARNER).map((answer) => answer.mode)).toEqual([3, 3, 3, 3]);
    await detail.open('quiz');
    expect(detail.tkl).toBeGreaterThan(0);
  });
});

describe('DeckDetailPresenter after a quiz', () => {
  /** A deck of two recall cards opened, and quizzed through with Good on each. */
  async function quizzed() {
    const world = await givenALearner({ decks: [deck('quiz', [recall(), recall()])] });
    const detail = world.container.get(DeckDetailPresenter);
    await detail.open('quiz');
    detail.chooseMode('quiz');
    const quiz = world.container.get(LibraryQuizPresenter);
    await quiz.start(detail.cards);
    while (quiz.engine.phase !== 'finished') {
      quiz.engine.reveal();
      await quiz.engine.grade(3);
    }
    return { ...world, detail };
  }

  it('given a quiz answered, when the TKL is read again, then the deck shows it risen and its cards as they were', async () => {
    const { detail } = await quizzed();
    const cards = detail.cards;
    expect(detail.tkl).toBeNull();

    await detail.refreshTkl();

    expect(detail.tkl).toBeGreaterThan(0);
    expect(detail.cards).toBe(cards);
    expect(detail.mode).toBe('quiz');
  });

  it('given a quiz ended and its TKL read as the score shows, when the learner goes back to the deck, then the deck list is not asked for again', async () => {
    const { detail, container } = await quizzed();
    const decks = jest.spyOn(container.get<LibraryApi>(LIBRARY_API), 'decks');
    await detail.refreshTkl();
    expect(decks).toHaveBeenCalledTimes(1);

    detail.leaveMode();

    expect(detail.mode).toBeNull();
    expect(decks).toHaveBeenCalledTimes(1);
    expect(detail.tkl).toBeGreaterThan(0);
  });
});

describe('LibraryQuizPresenter: its length, score and missed cards', () => {
  const recalls = (count: number) => Array.from({ length: count }, () => recall());

  it('given a deck of 25 cards, when its quiz opens, then 10, 20 or all 25 are offered and 10 takes the first 10', async () => {
    const { container } = await givenALearner({ decks: [deck('long', recalls(25))] });
    const quiz = container.get(LibraryQuizPresenter);
    const cards = await container.get<LibraryApi>(LIBRARY_API).deckCards('long');

    await quiz.open(cards);
    expect(quiz.choosing).toBe(true);
    expect(quiz.lengths).toEqual([10, 20, 25]);
    await quiz.chooseLength(10);

    expect(quiz.choosing).toBe(false);
    expect(quiz.items.map((item) => item.id)).toEqual(cards.slice(0, 10).map((item) => item.id));
    expect(quiz.engine.phase).toBe('question');
  });

  it('given a deck of 3 cards, when its quiz opens, then it starts on all 3 with no choice', async () => {
    const { container } = await givenALearner({ decks: [deck('short', recalls(3))] });
    const quiz = container.get(LibraryQuizPresenter);

    await quiz.open(await container.get<LibraryApi>(LIBRARY_API).deckCards('short'));

    expect(quiz.choosing).toBe(false);
    expect(quiz.total).toBe(3);
  });

  it('given a quiz of 4 with cards graded Good and Again and a third answered wrong on screen, when it stops, then its end shows the score of those three', async () => {
    const { container } = await givenALearner({ decks: [deck('four', [recall(), recall(), multipleChoice('Madrid'), recall()])] });
    const quiz = container.get(LibraryQuizPresenter);
    await quiz.open(await container.get<LibraryApi>(LIBRARY_API).deckCards('four'));
    expect(quiz.anyAnswered).toBe(false);
    quiz.engine.reveal();
    await quiz.engine.grade(3);
    quiz.engine.reveal();
    await quiz.engine.grade(1);
    await quiz.engine.choose(1);
    expect([quiz.ended, quiz.anyAnswered]).toEqual([false, true]);

    await quiz.stop();

    expect(quiz.ended).toBe(true);
    expect([quiz.answered, quiz.total]).toEqual([3, 4]);
    expect(quiz.score).toEqual({ right: 1, of: 3 });
    await quiz.start(quiz.items);
    expect([quiz.ended, quiz.answered]).toEqual([false, 0]);
  });

  it('given a quiz of 3 stopped with its first card marked on screen, when it stops, then no card is fetched beyond the one already fetched ahead', async () => {
    const { container } = await givenALearner({ decks: [deck('three', [multipleChoice('Madrid'), recall(), recall()])] });
    const quiz = container.get(LibraryQuizPresenter);
    const items = await container.get<LibraryApi>(LIBRARY_API).deckCards('three');
    const card = jest.spyOn(container.get<LibraryApi>(LIBRARY_API), 'card');
    await quiz.open(items);
    await quiz.engine.choose(1);

    await quiz.stop();

    expect([quiz.ended, quiz.answered]).toEqual([true, 1]);
    expect(card.mock.calls.map(([id]) => id)).toEqual([items[0]!.id, items[1]!.id]);
  });

  it('given recall cards graded Again, Hard, Good and Easy, when the quiz ends, then Good and Easy are right, and Retry missed quizzes the other two', async () => {
    const { container } = await givenALearner({ decks: [deck('four', recalls(4))] });
    const quiz = container.get(LibraryQuizPresenter);
    await quiz.open(await container.get<LibraryApi>(LIBRARY_API).deckCards('four'));

    for (const grade of [1, 2, 3, 4]) {
      quiz.engine.reveal();
      await quiz.engine.grade(grade);
    }

    expect(quiz.engine.phase).toBe('finished');
    expect(quiz.score).toEqual({ right: 2, of: 4 });
    const missed = quiz.missed.map((item) => item.id);
    expect(missed).toEqual(quiz.items.slice(0, 2).map((item) => item.id));
    await quiz.retryMissed();
    expect(quiz.items.map((item) => item.id)).toEqual(missed);
    expect([quiz.position, quiz.answered, quiz.engine.phase]).toEqual([0, 0, 'question']);
  });
});

describe('LibraryQuizPresenter offline', () => {
  it('given the connection drops mid-quiz, when cards are answered, then the quiz goes on, and the kept answers are sent once when it returns, by one send', async () => {
    const { container, sandbox, connectivity } = await givenALearner({ decks: [deck('quiz', [recall(), recall()])] });
    const quiz = container.get(LibraryQuizPresenter);
    await quiz.start(await container.get<LibraryApi>(LIBRARY_API).deckCards('quiz'));
    connectivity.goOffline();

    for (let n = 1; n <= 2; n += 1) {
      quiz.engine.reveal();
      await quiz.engine.grade(3);
      expect(quiz.engine.failure).toBeNull();
      expect(quiz.engine.outbox.kept?.waiting).toBe(n);
    }
    expect(quiz.engine.phase).toBe('finished');
    expect(quiz.answered).toBe(2);
    expect(sandbox.answerLog(LEARNER)).toEqual([]);

    const flush = jest.spyOn(container.get(AnswerQueue), 'send');
    connectivity.goOnline();
    expect(flush).toHaveBeenCalledTimes(1);
    await container.get(AnswerOutbox).send();

    expect(flush).toHaveBeenCalledTimes(1);
    expect(quiz.engine.outbox.kept).toBeNull();
    expect(sandbox.answerLog(LEARNER).map((entry) => entry.mode)).toEqual([3, 3]);
  });

  it('given answers kept offline and the quiz left behind, when the connection returns on another screen, then they are sent once', async () => {
    const { container, sandbox, connectivity } = await oneAnswerKeptOffline();
    const outbox = container.get(AnswerOutbox);
    expect(outbox.waiting).toBe(1);

    const flush = jest.spyOn(container.get(AnswerQueue), 'send');

    connectivity.goOnline();
    expect(flush).toHaveBeenCalledTimes(1);
    await outbox.send();

    expect(flush).toHaveBeenCalledTimes(1);
    expect(sandbox.answerLog(LEARNER).map((entry) => [entry.mode, entry.ans])).toEqual([[3, 2]]);
    expect(outbox.waiting).toBe(0);
  });

  it('given answers kept on this device from an earlier visit, when the learner is signed in online again, then they are sent once', async () => {
    const world = await oneAnswerKeptOffline();
    const session = world.container.get(LearnerSession);
    await session.signOut();
    world.connectivity.goOnline();
    expect(world.container.get(AnswerQueue).of(world.user.id)).toHaveLength(1);

    const flush = jest.spyOn(world.container.get(AnswerQueue), 'send');

    await world.signIn();
    expect(flush).toHaveBeenCalledTimes(1);
    await world.container.get(AnswerOutbox).send();
    expect(flush).toHaveBeenCalledTimes(1);

    expect(world.sandbox.answerLog(LEARNER).map((entry) => [entry.mode, entry.ans])).toEqual([[3, 2]]);
    expect(world.container.get(AnswerQueue).of(world.user.id)).toHaveLength(0);
  });
});
