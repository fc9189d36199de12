import fc from 'fast-check';

/**
 * A valid server answer changed in one to three places: a field removed, set to another JSON value
 * (null, a number, a string, a list, an object), or a list emptied or given a foreign item. Paths reach
 * into nested objects and lists, so nested DTOs get the same treatment.
 *
 * Answers come from JSON.parse, so every value made here is one JSON can carry: no NaN or Infinity, and
 * no sparse list (a change aimed past a list's end, after an earlier change shortened it, lands on its
 * end instead of leaving a hole).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];
export type Change = readonly [Path, Json | undefined];

function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => paths(item, [...prefix, index]))];
  if (value && typeof value === 'object') {
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]))];
  }
  return [prefix];
}

const replacement: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('0.5'),
  fc.constant('abc'),
  fc.constant(0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.constant<Json>([{}]),
  fc.constant<Json>(['x']),
  fc.constant<Json>([1]),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

function setAt(value: Json, path: Path, next: Json | undefined): Json | undefined {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    const index = Math.min(head as number, copy.length);
    const item = setAt(copy[index] as Json, rest, next);
    if (item === undefined) copy.splice(index, 1);
    else copy[index] = item;
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  const item = setAt(copy[head as string] as Json, rest, next);
  if (item === undefined) delete copy[head as string];
  else copy[head as string] = item;
  return copy;
}

/** The answer with the changes made one after the other (each path as the unchanged answer had it). */
export function withChanges(valid: Record<string, unknown>, changes: readonly Change[]): Record<string, unknown> {
  let value: Json | undefined = valid as Json;
  for (const [path, next] of changes) value = setAt(value as Json, path, next) ?? {};
  return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
}

export function mutated(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const all = paths(valid as Json).filter((path) => path.length > 0);
  const one: fc.Arbitrary<Change> = fc.tuple(fc.constantFrom(...all), replacement);
  return fc.array(one, { minLength: 0, maxLength: 3 }).map((changes) => withChanges(valid, changes));
}
