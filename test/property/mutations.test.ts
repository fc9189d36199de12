import fc from 'fast-check';
import { WIRE_SHAPES, wireUser } from '../adapters/http/wireFixtures';
import { mutated, withChanges } from './mutations';

/** What JSON.parse can give: finite numbers, lists with no holes and no extra keys, plain objects. */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return Object.keys(value).length === value.length && value.every(isJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJson);
  return false;
}

describe('mutated server answers', () => {
  it('given a list emptied and then changed past its end, then the list has no hole', () => {
    const changed = withChanges(wireUser(), [
      [['remindDays'], []],
      [['remindDays', 2], 0],
    ]);

    expect(changed.remindDays).toEqual([0]);
    expect(isJson(changed)).toBe(true);
  });

  it('given an object replaced by a list and then changed by key, then the value is still JSON', () => {
    const changed = withChanges(wireUser(), [
      [['partner'], []],
      [['partner', 'id'], 3],
    ]);

    expect(changed.partner).toEqual({ id: 3 });
    expect(isJson(changed)).toBe(true);
  });

  it.each(WIRE_SHAPES.map((shape) => [shape.what, shape] as const))('given mutations of %s, then every one is a value JSON can carry', (_what, { valid }) => {
    fc.assert(
      fc.property(mutated(valid()), (value) => isJson(value)),
      { numRuns: 3000 },
    );
  });
});
