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
});
