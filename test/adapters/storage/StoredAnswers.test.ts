import { jest } from '@jest/globals';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory';
import { StoredAnswers } from '../../../src/adapters/storage/StoredAnswers';
import { Mode, type AnswerRecord } from '../../../src/domain/entities';

const EARLIER_KEY = 'sreo.study.pendingAnswers';
const answer = (id: string, userId = 7): AnswerRecord => ({ id, userId, deckId: 2, cardId: 20003, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 900, answer: 1, mode: Mode.Main });
const earlier = (id: string, uId = 7) => ({ id, uId, dId: 2, cId: 20003, dt: '2025-03-10T09:00:00.000Z', tta: 900, ans: 1, mode: Mode.Main });

describe('StoredAnswers', () => {
  it('given answers written, then the device holds them under the learner\'s key in the domain\'s names with a version, and none leaves no key', () => {
    const storage = new MemoryKeyValueStorage();
    const store = new StoredAnswers(storage);

    store.write(7, [answer('a-1')]);
    expect(JSON.parse(storage.get('sreo.answers.7') ?? 'null')).toEqual({ version: 2, answers: [answer('a-1')] });
    expect(store.read(7)).toEqual([answer('a-1')]);

    store.write(7, []);
    expect(storage.keys()).toEqual([]);
  });

  it('given an earlier version kept the learner\'s answers in the wire\'s names, when they are read, then they come before the learner\'s own, moved under the learner\'s key', () => {
    const storage = new MemoryKeyValueStorage({ [EARLIER_KEY]: JSON.stringify([earlier('a-1'), earlier('a-2', 8)]), 'sreo.answers.7': JSON.stringify({ version: 2, answers: [answer('a-3')] }) });
    const store = new StoredAnswers(storage);

    expect(store.read(7).map(({ id }) => id)).toEqual(['a-1', 'a-3']);
    expect(store.read(7)[0]).toEqual(answer('a-1'));
    expect(JSON.parse(storage.get(EARLIER_KEY) ?? 'null')).toEqual([earlier('a-2', 8)]);
  });

  it.each([
    ['text that does not parse', '{not json', []],
    ['another version', JSON.stringify({ version: 3, answers: [answer('a-1')] }), []],
    ['entries that are not answers', JSON.stringify({ version: 2, answers: [null, 4, { no: 'id' }, answer('a-1')] }), ['a-1']],
  ])('given the learner\'s entry holds %s, when it is read, then it reads as the answers it still holds and nothing throws', (_case, value, ids) => {
    const store = new StoredAnswers(new MemoryKeyValueStorage({ 'sreo.answers.7': value, [EARLIER_KEY]: JSON.stringify([null, 'x', earlier('a-2', 8)]) }));

    expect(store.read(7).map(({ id }) => id)).toEqual(ids);
  });

  it('given another tab changes a learner\'s answers or an earlier version\'s, then the store tells; a change to another value does not', () => {
    const storage = new MemoryKeyValueStorage();
    const told = jest.fn();
    new StoredAnswers(storage).onChangeElsewhere(told);

    storage.changeElsewhere('sreo.learner.7.studyDay', '{}');
    expect(told).not.toHaveBeenCalled();
    storage.changeElsewhere('sreo.answers.7', null);
    storage.changeElsewhere(EARLIER_KEY, null);
    expect(told).toHaveBeenCalledTimes(2);
  });
});
