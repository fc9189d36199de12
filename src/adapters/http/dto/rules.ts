import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { toUnitInterval } from '../../../domain/values';

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A string or a finite number (the user's remindDt). */
export function IsStringOrNumber(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isStringOrNumber',
      validator: {
        validate: (value: unknown) => typeof value === 'string' || isFiniteNumber(value),
        defaultMessage: buildMessage((each) => `${each}$property must be a string or a number`, options),
      },
    },
    options,
  );
}

/**
 * A TKL as the domain holds it: a number from 0 to 1 through docs/product.md section 5's helper, else null
 * ('N/A'). The wire's TKL is a string or a number; one that is not a 0-to-1 value ('72%', 72, '') reads
 * as no TKL for that row, so one odd row never fails a whole list.
 */
export function tklFromWire(value: string | number | null | undefined): number | null {
  return toUnitInterval(value) ?? null;
}

/** `{[key]: value}` when the value is there, `{}` when it is null or absent: optional domain fields. */
export function present<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
