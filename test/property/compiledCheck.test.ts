import fc from 'fast-check';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { compile } from '../../src/adapters/http/compiledCheck';
import { WIRE_SHAPES } from '../adapters/http/wireFixtures';
import { mutated } from './mutations';

/**
 * The reference: what class-validator alone says of a JSON object, as parseResponse configures it, but
 * for the one deliberate difference: a list directly inside a list, which class-validator lets through
 * in a nested list and no DTO can map, is refused.
 */
function classValidatorAccepts(dto: ClassConstructor<object>, value: Record<string, unknown>): boolean {
  return validateSync(plainToInstance(dto, value), { forbidUnknownValues: true }).length === 0 && !hasListInList(value);
}

function hasListInList(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => Array.isArray(item) || hasListInList(item));
  if (value && typeof value === 'object') return Object.values(value).some(hasListInList);
  return false;
}

describe.each(WIRE_SHAPES.map((shape) => [shape.dto.name, shape] as const))('the compiled check of %s', (_name, { dto, valid }) => {
  const compiled = compile(dto);

  it('given the DTO, when compiled, then every decorator it uses is understood', () => {
    expect(compiled).toBeDefined();
  });

  it('given a valid answer mutated at random, when both checks run, then they agree', () => {
    fc.assert(
      fc.property(mutated(valid()), (value) => {
        expect(compiled!.check(value)).toBe(classValidatorAccepts(dto, value));
      }),
      { numRuns: 1500 },
    );
  });

  // JSON.parse makes only plain objects: no null-prototype dictionaries.
  it('given any JSON object, when both checks run, then they agree', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 6, noNullPrototype: true }), (value) => {
        expect(compiled!.check(value)).toBe(classValidatorAccepts(dto, value));
      }),
      { numRuns: 500 },
    );
  });

  it('given an accepted answer, when built, then it maps to the same entity as class-transformer’s instance', () => {
    fc.assert(
      fc.property(mutated(valid()), (value) => {
        fc.pre(compiled!.check(value));
        const reference = plainToInstance(dto, value) as { toDomain(): unknown };
        const built = compiled!.build(value) as { toDomain(): unknown };
        expect(built).toBeInstanceOf(dto);
        expect(built.toDomain()).toEqual(reference.toDomain());
      }),
      { numRuns: 500 },
    );
  });
});
