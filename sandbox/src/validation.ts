import { fail } from './types';

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters long and contain a letter and a digit.';

/** The sandbox's password rule (contract/openapi.yaml, 466): 8+ characters with a letter and a digit, else 466. */
export function checkPasswordRule(password: string): void {
  if (password.length < 8 || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    fail(466, 'PasswordRequirementsNotMet', PASSWORD_RULE_MESSAGE);
  }
}

/** Invalid input: 422 with a message naming what is wrong. */
export function invalid(message: string): never {
  return fail(422, 'ValidationError', message);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** C0 control characters and DEL: no key may hold one (SQLite engines differ on a NUL; logs and lookups on the rest). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A key (an answer id, a code, an address) holding a control character is refused with 422. */
export function checkKey(value: string, field: string): string {
  if (CONTROL_CHARACTER.test(value)) invalid(`${field} must not hold control characters.`);
  return value;
}

/** The address as the sandbox keys accounts: trimmed and lower case; 422 when missing or malformed. */
export function requireEmail(value: string | undefined, field = 'email'): string {
  const email = checkKey((value ?? '').trim().toLowerCase(), field);
  if (email === '') invalid(`${field} is required.`);
  if (!EMAIL_SHAPE.test(email)) invalid(`${field} is not a valid e-mail address.`);
  return email;
}

export function requireText(value: string | undefined, field: string, maxLength: number): string {
  const text = (value ?? '').trim();
  if (text === '') invalid(`${field} is required.`);
  if (text.length > maxLength) invalid(`${field} must be at most ${maxLength} characters long.`);
  return text;
}

/** A password field as sent: not trimmed (spaces may be part of it), only required. */
export function requirePassword(value: string | undefined, field = 'pws'): string {
  if (value === undefined || value === '') invalid(`${field} is required.`);
  return value;
}

/** Empty becomes null; otherwise trimmed text of at most maxLength characters. */
export function optionalText(value: string, field: string, maxLength: number): string | null {
  const text = value.trim();
  if (text.length > maxLength) invalid(`${field} must be at most ${maxLength} characters long.`);
  return text === '' ? null : text;
}

export function parseBoolean(value: string, field: string): boolean {
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return invalid(`${field} must be true or false.`);
}

/** An integer in [min, max]; anything else is 422. */
export function parseInteger(value: string, field: string, min: number, max: number): number {
  const v = value.trim();
  const n = /^[+-]?\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) invalid(`${field} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** A UTC hour 0..23, or null when empty. */
export function parseRemindHour(value: string): number | null {
  return value.trim() === '' ? null : parseInteger(value, 'remindDt', 0, 23);
}

/** A comma list of week days 0 (Sunday) to 6, as a sorted list without repeats. */
export function parseRemindDays(value: string): number[] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const days = parts.map((part) => parseInteger(part, 'remindDays', 0, 6));
  return [...new Set(days)].sort((a, b) => a - b);
}
