import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { invalidResponseFormat } from '../../domain/errors';
import { compile } from './compiledCheck';

/**
 * The one place that checks a server answer against a DTO's decorators. Unknown extra fields are
 * allowed (and not copied); a nested plain object with no DTO is not (forbidUnknownValues), so every
 * shape that is checked says what it expects. The check is the DTO's decorators compiled into plain JS
 * (compiledCheck.ts: a 10,000-row deck list must not stall the screen); class-validator's validateSync
 * runs only to describe what is wrong, or for a DTO the compiler does not handle.
 */
const OPTIONS = { forbidUnknownValues: true, whitelist: false, forbidNonWhitelisted: false } as const;

/** One object of the DTO's shape, or InvalidResponseFormatError. */
export function parseOne<T extends object>(dto: ClassConstructor<T>, data: unknown): T {
  if (!isRecord(data)) throw invalidResponseFormat({ dto: dto.name, reason: 'expected an object', data });
  return parseRecord(dto, data);
}

/** A list of objects of the DTO's shape, or InvalidResponseFormatError. */
export function parseList<T extends object>(dto: ClassConstructor<T>, data: unknown): T[] {
  if (!Array.isArray(data)) throw invalidResponseFormat({ dto: dto.name, reason: 'expected a list', data });
  const items: T[] = new Array<T>(data.length);
  for (let index = 0; index < data.length; index++) {
    const item: unknown = data[index];
    if (!isRecord(item)) throw invalidResponseFormat({ dto: dto.name, index, reason: 'expected an object' });
    items[index] = parseRecord(dto, item, index);
  }
  return items;
}

/** The check as class-validator alone does it: kept for DTOs the compiler declines, and for the bench. */
export function parseWithValidateSync<T extends object>(dto: ClassConstructor<T>, data: Record<string, unknown>, index?: number): T {
  const instance = plainToInstance(dto, data);
  const errors = validateSync(instance, OPTIONS);
  if (errors.length > 0) throw invalidResponseFormat({ dto: dto.name, ...(index === undefined ? {} : { index }), errors: describe(errors) });
  return instance;
}

function parseRecord<T extends object>(dto: ClassConstructor<T>, data: Record<string, unknown>, index?: number): T {
  const compiled = compile(dto);
  if (compiled?.check(data)) return compiled.build(data);
  // Invalid (or not compiled): class-validator says what is wrong, for the error's cause.
  const instance = parseWithValidateSync(dto, data, index);
  if (compiled) {
    throw invalidResponseFormat({ dto: dto.name, ...(index === undefined ? {} : { index }), reason: 'rejected by the compiled check' });
  }
  return instance;
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
