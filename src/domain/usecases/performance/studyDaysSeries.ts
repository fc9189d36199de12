import type { StudyDay } from '../../entities';

const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD, of a time in milliseconds already shifted into the wanted zone. */
export function calendarDay(shiftedMs: number): string {
  return new Date(shiftedMs).toISOString().slice(0, 10);
}

/**
 * The last `count` calendar days, oldest first, each with the cards answered that day (0 for a day the
 * server did not list). The series ends today, or on the latest day the server listed when that is later
 * (the server may count days in another time zone than the learner's).
 */
export function studyDaysSeries(studyDays: readonly StudyDay[], today: string, count: number): StudyDay[] {
  const counts = new Map<string, number>();
  for (const day of studyDays) counts.set(day.date, (counts.get(day.date) ?? 0) + day.count);
  const latest = studyDays.reduce((last, day) => (day.date > last ? day.date : last), today);
  const end = Date.parse(`${latest}T00:00:00Z`);
  if (!Number.isFinite(end)) return [];
  return Array.from({ length: count }, (_, index) => {
    const date = calendarDay(end - (count - 1 - index) * DAY_MS);
    return { date, count: counts.get(date) ?? 0 };
  });
}
