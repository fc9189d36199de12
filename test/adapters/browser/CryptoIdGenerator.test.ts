import { CryptoIdGenerator } from '../../../src/adapters/browser/CryptoIdGenerator';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('answer ids from the browser', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
  });

  it('given a page without crypto.randomUUID (plain http on another host), when ids are made, then each is a fresh version 4 UUID', () => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    const ids = new CryptoIdGenerator();

    const made = Array.from({ length: 200 }, () => ids.newId());

    for (const id of made) expect(id).toMatch(UUID_V4);
    expect(new Set(made).size).toBe(200);
  });

  it('given a secure context, then the browser\'s own randomUUID makes them', () => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: () => '00000000-0000-4000-8000-000000000001', configurable: true });

    expect(new CryptoIdGenerator().newId()).toBe('00000000-0000-4000-8000-000000000001');
  });
});
