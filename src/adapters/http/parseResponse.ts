import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { invalidResponseFormat } from '../../domain/errors';

/**
 * The one place that checks a server answer against a DTO's decorators. A faster checker (the deck
 * list must handle 10,000 rows) can replace the insides of these two functions without any caller
 * changing. Unknown extra fields are allowed; a nested plain object with no DTO is not
 * (forbidUnknownValues), so every shape that is checked says what it expects.
 */
const OPTIONS = { forbidUnknownValues: true, whitelist: false, forbidNonWhitelisted: false } as const;

/** One object of the DTO's shape, or InvalidResponseFormatError. */
export function parseOne<T extends object>(dto: ClassConstructor<T>, data: unknown): T {
  if (!isRecord(data)) throw invalidResponseFormat({ dto: dto.name, reason: 'expected an object', data });
  const instance = plainToInstance(dto, data);
  const errors = validateSync(instance, OPTIONS);
  if (errors.length > 0) throw invalidResponseFormat({ dto: dto.name, errors: describe(errors) });
  return instance;
}

/** A list of objects of the DTO's shape, or InvalidResponseFormatError. */
export function parseList<T extends object>(dto: ClassConstructor<T>, data: unknown): T[] {
  if (!Array.isArray(data)) throw invalidResponseFormat({ dto: dto.name, reason: 'expected a list', data });
  return data.map((item: unknown, index) => {
    if (!isRecord(item)) throw invalidResponseFormat({ dto: dto.name, index, reason: 'expected an object' });
    const instance = plainToInstance(dto, item);
    const errors = validateSync(instance, OPTIONS);
    if (errors.length > 0) throw invalidResponseFormat({ dto: dto.name, index, errors: describe(errors) });
    return instance;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Property paths and failed rules, for the error's cause (what error tracing would see). */
function describe(errors: readonly ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = `${prefix}${error.property}`;
    const own = Object.keys(error.constraints ?? {}).map((rule) => `${path}: ${rule}`);
    return [...own, ...describe(error.children ?? [], `${path}.`)];
  });
}
