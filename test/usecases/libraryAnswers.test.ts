import { jest } from '@jest/globals';
import { Mode, errorForNoResponse, errorFromServer, type StudyCard } from '../../src/domain';
import { AnswerCard, AnswerQueue } from '../../src/domain/usecases';
import { LIBRARY_API, STUDY_API, type LibraryApi, type StudyApi } from '../../src/ports';
import { LEARNER, deck, givenALearner, recall } from '../support/world';

/** A learner with nothing studied, a day of one new card, and a library deck of three cards as the library shows them. */
async function libraryLearner() {
  const { user, ...context } = await givenALearner({ today: [recall()], decks: [deck('capitals', [recall(), recall('Capital of Peru?', 'Lima'), recall('Capital of Chile?', 'Santiago')])] });
  const library = context.container.get<LibraryApi>(LIBRARY_API);
  const items = await library.deckCards('capitals');
  const cards: StudyCard[] = await Promise.all(items.map((item) => library.card(item.id)));
  const answerCard = context.container.get(AnswerCard);
  const queue = context.container.get(AnswerQueue);
  const sendKept = async () => answerCard.outcomeOf(await queue.send(user.id), user.id, Mode.Library);
  const answer = (card: StudyCard) => answerCard.execute({ userId: user.id, card, mode: Mode.Library, shownAt: context.clock.now(), answer: 3 });
  return { ...context, user, cards, sendKept, answer, queue };
}

describe('library quiz answers go through the kept-until-sent answer queue', () => {
  it('given the learner is offline, when quiz answers are given, then they are kept on this device, with the catalogue’s offline text, and nothing is sent', async () => {
    const { connectivity, sandbox, cards, answer, queue, user } = await libraryLearner();
    connectivity.goOffline();

    expect(await answer(cards[0]!)).toEqual({ status: 'kept', waiting: 1, failure: errorForNoResponse(false) });
    expect(await answer(cards[1]!)).toEqual({ status: 'kept', waiting: 2, failure: errorForNoResponse(false) });

    expect(queue.of(user.id).map((record) => [record.cardId, record.mode])).toEqual([
      [cards[0]!.cardId, Mode.Library],
      [cards[1]!.cardId, Mode.Library],
    ]);
    expect(sandbox.answerLog(LEARNER)).toEqual([]);
  });

  it('given answers kept offline, when the connection returns and they are sent, then the server has each once, under the id it was given', async () => {
    const { connectivity, sandbox, cards, answer, sendKept, queue, user } = await libraryLearner();
    connectivity.goOffline();
    await answer(cards[0]!);
    await answer(cards[1]!);
    const keptIds = queue.of(user.id).map((record) => record.id);
    // Ids come from the ID_GENERATOR port: the test container's counts from 1.
    expect(keptIds).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']);

    connectivity.goOnline();
    expect(await sendKept()).toEqual({ status: 'sent', step: null });

    expect(sandbox.answerLog(LEARNER).map(({ id, mode }) => ({ id, mode }))).toEqual(keptIds.map((id) => ({ id, mode: Mode.Library })));
    expect(queue.of(user.id)).toEqual([]);
  });

  it('given the server fails once, when the answer is sent again, then the same record (same id) is sent and counted once', async () => {
    const { container, sandbox, cards, answer, sendKept } = await libraryLearner();
    const api = container.get<StudyApi>(STUDY_API);
    const step = jest.spyOn(api, 'step').mockRejectedValueOnce(errorFromServer({ status: 503 }));

    const first = await answer(cards[0]!);
    expect(first).toMatchObject({ status: 'kept', waiting: 1, failure: { title: 'Account blocked' } });
    expect(await sendKept()).toEqual({ status: 'sent', step: null });

    const sentIds = step.mock.calls.map(([request]) => request.answer?.id);
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    expect(sandbox.answerLog(LEARNER)).toHaveLength(1);
  });

  it('given two sends at once (a quiz answer and a reconnect), then each waiting answer reaches the server exactly once', async () => {
    const { container, connectivity, cards, answer, sendKept, user } = await libraryLearner();
    const step = jest.spyOn(container.get<StudyApi>(STUDY_API), 'step');
    connectivity.goOffline();
    await answer(cards[0]!);
    connectivity.goOnline();

    const outcomes = await Promise.all([answer(cards[1]!), sendKept(), container.get(AnswerQueue).send(user.id)]);

    expect(outcomes[0]).toEqual({ status: 'sent', step: null });
    expect(step.mock.calls.map(([request]) => request.answer?.cardId)).toEqual([cards[0]!.cardId, cards[1]!.cardId]);
  });

  it('given library answers kept offline, when the learner opens the study session online, then they are sent first and the session shows its own card', async () => {
    const { container, connectivity, sandbox, cards, answer, user } = await libraryLearner();
    connectivity.goOffline();
    await answer(cards[0]!);
    connectivity.goOnline();

    const outcome = await container.get(AnswerCard).open({ userId: user.id });

    expect(sandbox.answerLog(LEARNER).map((entry) => entry.mode)).toEqual([Mode.Library]);
    expect(outcome.status === 'sent' && outcome.step?.mode).toBe(Mode.Main);
    expect(outcome.status === 'sent' && outcome.step?.card).toBeDefined();
  });

  it('given the backend refuses the answer outright, when it is sent, then it is dropped and the learner reads why', async () => {
    const { container, cards, answer, queue, user } = await libraryLearner();
    jest.spyOn(container.get<StudyApi>(STUDY_API), 'step').mockRejectedValueOnce(errorFromServer({ status: 404, type: 'NotFound', message: 'cId is not a card.' }));

    await expect(answer(cards[0]!)).rejects.toMatchObject({ title: 'Server error', text: 'cId is not a card.' });
    expect(queue.of(user.id)).toEqual([]);
  });
});
