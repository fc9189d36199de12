/**
 * Remind time: the server keeps whole UTC hours, the learner sees whole local hours.
 *
 * `offsetMinutes` is the local zone's offset east of UTC (that is, -Date#getTimezoneOffset()). With a
 * zone whose offset is not whole hours (India, +5:30), reading floors and saving ceils, so that what is
 * read and saved back unchanged is the same UTC hour.
 */
export const NO_REMIND_HOUR = -1;

function wrapHour(hour: number): number {
  return ((hour % 24) + 24) % 24;
}

function parseHour(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** UTC hour from the server -> local hour 0..23, or -1 when absent. */
export function remindHourFromServer(remindHourUtc: string | number | null | undefined, offsetMinutes: number): number {
  const utc = parseHour(remindHourUtc);
  if (utc === undefined || utc < 0) return NO_REMIND_HOUR;
  return wrapHour(Math.floor((utc * 60 + offsetMinutes) / 60));
}

/** Local hour -> UTC hour 0..23 for the server, or null when missing or negative. */
export function remindHourToServer(localHour: number | null | undefined, offsetMinutes: number): number | null {
  if (localHour === null || localHour === undefined || !Number.isFinite(localHour) || localHour < 0) return null;
  return wrapHour(Math.ceil((localHour * 60 - offsetMinutes) / 60));
}
