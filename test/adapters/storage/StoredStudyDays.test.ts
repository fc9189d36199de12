import { jest } from '@jest/globals';
import { MemoryKeyValueStorage } from '../../../src/adapters/memory';
import { StoredStudyDays } from '../../../src/adapters/storage/StoredStudyDays';
import type { StudyDayRecord } from '../../../src/domain/entities';

const KEY = 'sreo.learner.7.studyDay';
const day: StudyDayRecord = { day: '2025-03-10', answered: 2, marked: 1, right: 1, spentMs: 9000, recent: [4000, 5000], cycle: { kind: 'study', startedAt: 1000, length: 2 } };

describe('StoredStudyDays', () => {
  it("given a learner's day written, then the device holds it under the learner's key, where it reads back, and another learner's reads as none", () => {
    const storage = new MemoryKeyValueStorage();
    const store = new StoredStudyDays(storage);

    store.write(7, day);

    expect(storage.keys()).toEqual([KEY]);
    expect(new StoredStudyDays(storage).read(7)).toEqual(day);
    expect(store.read(8)).toBeNull();
  });

  it.each([
    ['text that does not parse', '{not json'],
    ['a count that is not a number', JSON.stringify({ ...day, answered: 'many' })],
    ['no day', JSON.stringify({ ...day, day: undefined })],
    ['times that are not numbers', JSON.stringify({ ...day, recent: [4000, null] })],
    ['no list of times', JSON.stringify({ ...day, recent: 4000 })],
  ])("given the learner's entry holds %s (an older version's or damaged), when it is read, then none reads back and nothing throws", (_case, value) => {
    const store = new StoredStudyDays(new MemoryKeyValueStorage({ [KEY]: value }));

    expect(store.read(7)).toBeNull();
  });

  it("given another tab changes a learner's day, then the store tells; a change to another value does not", () => {
    const storage = new MemoryKeyValueStorage();
    const told = jest.fn();
    new StoredStudyDays(storage).onChangeElsewhere(told);

    storage.changeElsewhere('sreo.answers.7', '{}');
    storage.changeElsewhere('sreo.learner.7.theme', 'dark');
    expect(told).not.toHaveBeenCalled();
    storage.changeElsewhere(KEY, JSON.stringify(day));
    expect(told).toHaveBeenCalledTimes(1);
  });
});
