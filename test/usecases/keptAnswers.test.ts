import { jest } from '@jest/globals';
import { createTestContainer } from '../../src/di/createTestContainer';
import { Mode } from '../../src/domain/entities';
import { AnswerQueue } from '../../src/domain/usecases/study/AnswerQueue';
import { KEY_VALUE_STORAGE, STUDY_API, type KeyValueStorage, type StudyApi } from '../../src/ports';

const KEY = 'sreo.study.pendingAnswers';

describe('answers kept on the device', () => {
  it('given an answer an earlier version kept on the device, when the queue is read, then it is the learner\'s answer in full', () => {
    const { container } = createTestContainer();
    const stored = { id: 'a-1', uId: 7, dId: 2, cId: 20003, dt: '2025-03-10T09:00:00.000Z', tta: 4200, ans: 3, rawAnswers: 'Paris', mode: 0 };
    container.get<KeyValueStorage>(KEY_VALUE_STORAGE).set(KEY, JSON.stringify([stored]));

    expect(container.get(AnswerQueue).of(7)).toEqual([
      { id: 'a-1', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 4200, answer: 3, rawAnswers: 'Paris', mode: Mode.Main },
    ]);
  });

  it('given an answer kept now, then the device holds it under its learner\'s own key, in the domain\'s names with a version', () => {
    const { container } = createTestContainer();
    const answer = { id: 'a-2', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 1, mode: Mode.Review };
    container.get(AnswerQueue).add(answer);

    expect(JSON.parse(container.get<KeyValueStorage>(KEY_VALUE_STORAGE).get('sreo.answers.7') ?? 'null')).toEqual({ version: 2, answers: [answer] });
  });

  it('given an earlier version kept two learners\' answers together, when one learner\'s are read, then they move under that learner\'s key and the other\'s stay', () => {
    const { container } = createTestContainer();
    const storage = container.get<KeyValueStorage>(KEY_VALUE_STORAGE);
    const earlier = (id: string, uId: number) => ({ id, uId, dId: 2, cId: 20003, dt: '2025-03-10T09:00:00.000Z', tta: 900, ans: 1, mode: 0 });
    storage.set(KEY, JSON.stringify([earlier('a-5', 7), earlier('a-6', 8)]));

    expect(container.get(AnswerQueue).of(7).map((answer) => answer.id)).toEqual(['a-5']);

    expect(JSON.parse(storage.get(KEY) ?? '[]')).toEqual([earlier('a-6', 8)]);
    expect(container.get(AnswerQueue).of(8).map((answer) => answer.id)).toEqual(['a-6']);
    expect(storage.get(KEY)).toBeNull();
  });

  it('given the queue was read, when another tab keeps an answer and then a damaged value is written, then each read sees the device as it is now', () => {
    const { container, storage } = createTestContainer();
    const queue = container.get(AnswerQueue);
    queue.add({ id: 'a-3', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 1, mode: Mode.Main });
    expect(queue.of(7).map((answer) => answer.id)).toEqual(['a-3']);

    const fromOtherTab = { id: 'a-4', userId: 7, deckId: 2, cardId: 20004, answeredAt: '2025-03-10T09:01:00.000Z', timeToAnswerMs: 1200, answer: 2, mode: Mode.Main };
    const stored = JSON.parse(storage.get('sreo.answers.7') ?? '{}') as { version: number; answers: unknown[] };
    storage.changeElsewhere('sreo.answers.7', JSON.stringify({ ...stored, answers: [...stored.answers, fromOtherTab] }));
    expect(queue.of(7).map((answer) => answer.id)).toEqual(['a-3', 'a-4']);

    storage.changeElsewhere('sreo.answers.7', '{not json');
    expect(queue.of(7)).toEqual([]);
  });

  it('given the next frame not yet painted, when the server takes a waiting answer, then the queue no longer lists it and the device lets it go once the frame is painted', async () => {
    const { container, storage, browser } = createTestContainer();
    const queue = container.get(AnswerQueue);
    const answer = { id: 'a-7', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 3, mode: Mode.Library };
    queue.add(answer);
    browser.holdFrames();
    // A library answer's reply is not a step of the daily queue: the server's 200 is all the queue reads.
    jest.spyOn(container.get<StudyApi>(STUDY_API), 'step').mockResolvedValue({} as Awaited<ReturnType<StudyApi['step']>>);

    await queue.send(7);

    expect(queue.of(7)).toEqual([]);
    // A tab closed before the frame sends it again, and the server counts it once (by its id).
    expect(storage.get('sreo.answers.7')).not.toBeNull();
    // Another tab's change meanwhile does not bring it back.
    storage.changeElsewhere('sreo.answers.7', storage.get('sreo.answers.7') ?? '');
    expect(queue.of(7)).toEqual([]);
    browser.paint();
    expect(storage.get('sreo.answers.7')).toBeNull();
  });

  it('given an answer the server took before the frame, when the frame is painted, then the device lets it go without telling the outbox of a change again', async () => {
    const { container, storage, browser } = createTestContainer();
    const queue = container.get(AnswerQueue);
    queue.add({ id: 'a-8', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 3, mode: Mode.Library });
    browser.holdFrames();
    jest.spyOn(container.get<StudyApi>(STUDY_API), 'step').mockResolvedValue({} as Awaited<ReturnType<StudyApi['step']>>);
    await queue.send(7);
    const told = jest.fn();
    queue.onChange = told;

    browser.paint();

    expect(storage.get('sreo.answers.7')).toBeNull();
    // What the queue holds changed, and was told, when the server took the answer: the observers do not redraw for the device's copy.
    expect(told).not.toHaveBeenCalled();
  });
});
