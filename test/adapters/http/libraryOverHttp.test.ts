import { Mode } from '../../../src/domain';
import { studiedLibrary } from '../../support/world';
import { useSandboxOverHttp } from './harness';

/** The library and performance calls through the real HTTP adapter (axios, DTO checks) against the sandbox over MSW. */
const { signedIn } = useSandboxOverHttp(studiedLibrary());

describe('performance and the library quiz over HTTP', () => {
  it('given a learner with history, when performance is asked over HTTP, then the sandbox answer passes the DTO checks whole', async () => {
    const { user } = await signedIn();

    const performance = await user.performance();

    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.leaderboard?.some((entry) => entry.isMe)).toBe(true);
    expect(performance.percentile).toEqual(expect.any(Number));
    expect(performance.users?.filter((entry) => entry.isMe)).toHaveLength(1);
  });

  it('given a partner with the comparisons off, when performance is asked over HTTP, then the gated parts are absent', async () => {
    const { user } = await signedIn('private@demo.test');

    const performance = await user.performance();

    expect(performance).not.toHaveProperty('leaderboard');
    expect(performance).not.toHaveProperty('percentile');
    expect(performance).not.toHaveProperty('users');
  });

  it('given a library card, when a quiz answer is sent over HTTP in mode 3, then it is accepted and the deck TKL appears', async () => {
    const { library, study, learner } = await signedIn();
    const [item] = await library.deckCards('unstudied');
    const card = await library.card(item!.id);

    const step = await study.step({
      answer: { id: 'quiz-1', userId: learner.id, deckId: card.deckId, cardId: card.cardId, answeredAt: new Date().toISOString(), timeToAnswerMs: 1200, answer: 3, mode: Mode.Library },
    });

    expect(step.mode).toBe(Mode.Library);
    const decks = await library.decks();
    expect(decks.find((deck) => deck.deckId === 'unstudied')?.tkl).toBeGreaterThan(0);
  });
});
