import fc from 'fast-check';

/**
 * A valid server answer changed in one to three places: a field removed, set to another JSON value
 * (null, a number, a string, a list, an object), or a list emptied or given a foreign item. Paths reach
 * into nested objects and lists, so nested DTOs get the same treatment.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

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
  fc.constant(Number.NaN),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.constant<Json>([{}]),
  fc.constant<Json>(['x']),
  fc.constant<Json>([1]),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

function setAt(value: Json, path: (string | number)[], next: Json | undefined): Json | undefined {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const item = setAt(copy[head as number] as Json, rest, next);
    if (item === undefined) copy.splice(head as number, 1);
    else copy[head as number] = item;
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  const item = setAt(copy[head as string] as Json, rest, next);
  if (item === undefined) delete copy[head as string];
  else copy[head as string] = item;
  return copy;
}

export function mutated(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const base = valid as Json;
  const all = paths(base).filter((path) => path.length > 0);
  const one = fc.tuple(fc.constantFrom(...all), replacement);
  return fc.array(one, { minLength: 0, maxLength: 3 }).map((changes) => {
    let value: Json | undefined = base;
    for (const [path, next] of changes) value = setAt(value as Json, path, next) ?? {};
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  });
}
