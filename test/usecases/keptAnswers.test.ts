import { createTestContainer } from '../../src/di/createTestContainer';
import { Mode } from '../../src/domain/entities';
import { AnswerQueue } from '../../src/domain/usecases/study/AnswerQueue';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../src/ports';

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

  it('given an answer kept now, then the device holds it as earlier versions did, so a rollback still reads it', () => {
    const { container } = createTestContainer();
    container.get(AnswerQueue).add({ id: 'a-2', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 1, mode: Mode.Review });

    expect(JSON.parse(container.get<KeyValueStorage>(KEY_VALUE_STORAGE).get(KEY) ?? '[]')).toEqual([
      { id: 'a-2', uId: 7, dId: 2, cId: 20003, dt: '2025-03-10T09:00:00.000Z', tta: 900, ans: 1, mode: 1 },
    ]);
  });

  it('given the queue was read, when another tab keeps an answer and then a damaged value is written, then each read sees the device as it is now', () => {
    const { container } = createTestContainer();
    const storage = container.get<KeyValueStorage>(KEY_VALUE_STORAGE);
    const queue = container.get(AnswerQueue);
    queue.add({ id: 'a-3', userId: 7, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 1, mode: Mode.Main });
    expect(queue.of(7).map((answer) => answer.id)).toEqual(['a-3']);

    const fromOtherTab = { id: 'a-4', uId: 7, dId: 2, cId: 20004, dt: '2025-03-10T09:01:00.000Z', tta: 1200, ans: 2, mode: 0 };
    storage.set(KEY, JSON.stringify([...JSON.parse(storage.get(KEY) ?? '[]'), fromOtherTab]));
    expect(queue.of(7).map((answer) => answer.id)).toEqual(['a-3', 'a-4']);

    storage.set(KEY, '{not json');
    expect(queue.of(7)).toEqual([]);
  });
});
