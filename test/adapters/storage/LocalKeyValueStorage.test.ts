import { jest } from '@jest/globals';
import { LocalKeyValueStorage } from '../../../src/adapters/storage/LocalKeyValueStorage';
import { FaultyStorage, blockedStorage } from '../../support/faultyStorage';

describe('LocalKeyValueStorage', () => {
  it('given working storage, then values are written to it and it is persistent', () => {
    const device = new FaultyStorage();
    const storage = new LocalKeyValueStorage(() => device);

    storage.set('a', '1');

    expect(device.getItem('a')).toBe('1');
    expect(storage.get('a')).toBe('1');
    expect(storage.isPersistent()).toBe(true);
  });

  it('given storage that throws on access (blocked), then values are kept in memory and listeners are told once', () => {
    const storage = new LocalKeyValueStorage(blockedStorage);
    const lost = jest.fn();
    storage.onPersistenceLost(lost);

    expect(storage.get('sreo.session.token')).toBeNull();
    storage.set('a', '1');
    storage.set('b', '2');
    storage.remove('b');

    expect(storage.get('a')).toBe('1');
    expect(storage.keys()).toEqual(['a']);
    expect(storage.isPersistent()).toBe(false);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('given storage whose writes fail (quota), then the value written is read back, earlier values stay, and listeners are told once', () => {
    const device = new FaultyStorage();
    device.setItem('sreo.session.token', 't-1');
    const storage = new LocalKeyValueStorage(() => device);
    const lost = jest.fn();
    storage.onPersistenceLost(lost);
    device.full = true;

    storage.set('sreo.study.pendingAnswers', '[{"id":"a-1"}]');
    storage.set('sreo.study.pendingAnswers', '[{"id":"a-1"},{"id":"a-2"}]');

    expect(storage.get('sreo.study.pendingAnswers')).toBe('[{"id":"a-1"},{"id":"a-2"}]');
    expect(storage.get('sreo.session.token')).toBe('t-1');
    expect(storage.isPersistent()).toBe(false);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('given storage that became full, when a key is removed, then it is removed from the device too, so a reload does not bring it back', () => {
    const device = new FaultyStorage();
    device.setItem('sreo.session.token', 't-1');
    const storage = new LocalKeyValueStorage(() => device);
    device.full = true;
    storage.set('x', 'y');

    storage.remove('sreo.session.token');

    expect(storage.get('sreo.session.token')).toBeNull();
    expect(device.getItem('sreo.session.token')).toBeNull();
  });
});
