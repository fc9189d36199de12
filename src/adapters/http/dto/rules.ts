import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';

const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

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

/** A finite number or a decimal string: how a TKL may arrive (SPEC.md section 5). */
export function IsNumberOrDecimalString(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumberOrDecimalString',
      validator: {
        validate: (value: unknown) => isFiniteNumber(value) || isDecimalString(value),
        defaultMessage: buildMessage((each) => `${each}$property must be a number or a decimal string`, options),
      },
    },
    options,
  );
}

/** A TKL as the domain holds it: a decimal string parsed, null (or absent) as null. */
export function tklFromWire(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number.parseFloat(value);
}

/** The numeric members of a TypeScript numeric enum, for @IsIn. */
export function enumValues(enumObject: Record<string, string | number>): number[] {
  return Object.values(enumObject).filter((value): value is number => typeof value === 'number');
}

/** `{[key]: value}` when the value is there, `{}` when it is null or absent: optional domain fields. */
export function present<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return (value === null || value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
