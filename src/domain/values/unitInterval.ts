/**
 * A number from 0 to 1 inclusive, or undefined. Booleans become 0 or 1 and strings are parsed as
 * decimals (docs/product.md section 5).
 */
export function toUnitInterval(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'boolean') n = value ? 1 : 0;
  else if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) n = Number.parseFloat(value);
  else return undefined;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined;
}
