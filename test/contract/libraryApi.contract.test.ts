import { failureOf } from '../adapters/http/harness';
import { studiedLibrary } from '../support/world';
import { portContract, signedIn } from './portContract';

/** A library of a deck the learner studied, one they have not, and a resource. */
portContract('LibraryApi', studiedLibrary(), (ports) => {
  it('given a learner with history, when the library is read, then decks with TKL or null, a deck\'s cards, a card and the resources', async () => {
    await signedIn(ports());
    const { library } = ports();

    const decks = await library.decks();
    const items = await library.deckCards(decks[0]?.deckId ?? '');
    const card = await library.card(items[0]?.id ?? '');
    const resources = await library.extraResources();

    expect(decks.some((deck) => deck.tkl === null) && decks.some((deck) => deck.tkl !== null)).toBe(true);
    expect(items[0]).toEqual({ id: expect.any(String), name: expect.any(String), content: expect.any(String) });
    expect(card.deckName).toBe(decks[0]?.deckName);
    expect(resources[0]?.url).toMatch(/^https:\/\//);
  });

  it('given a deck id the library does not know, then the call fails with the catalogue error', async () => {
    await signedIn(ports());

    const error = await failureOf(ports().library.deckCards('no-such-deck'));

    expect(error.title).toBe('Server error');
    expect(error.status).toBe(404);
  });

  it('given a partner without the library, when the decks are asked for, then the server refuses', async () => {
    await signedIn(ports(), 'basic@demo.test');

    expect((await failureOf(ports().library.decks())).status).toBe(403);
  });
});
