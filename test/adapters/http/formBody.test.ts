import { formBody } from '../../../src/adapters/http';

describe('form encoding', () => {
  test('leaves undefined out, sends null empty, joins lists with commas, writes booleans as words', () => {
    const body = formBody({ a: 'x y', b: undefined, c: null, d: [1, 2, 3], e: false, f: 0, g: [] });

    expect(body.toString()).toBe('a=x+y&c=&d=1%2C2%2C3&e=false&f=0&g=');
  });
});
