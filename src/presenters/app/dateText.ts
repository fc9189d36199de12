/**
 * Every date the app writes, written one way in the learner's language: "19 Nov", "19 Nov 2026",
 * "19 Nov 2026, 09:15" (the order and month names are the locale's). A calendar day from the backend
 * ("2026-11-19") is that day wherever the learner is; an instant (epoch milliseconds) is shown in the
 * learner's own time zone.
 */
export function dateText(when: string | number, { year = false, time = false }: { year?: boolean; time?: boolean } = {}): string {
  const calendarDay = typeof when === 'string';
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    ...(time && !calendarDay ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(calendarDay ? { timeZone: 'UTC' } : {}),
  }).format(calendarDay ? new Date(`${when}T00:00:00Z`) : new Date(when));
}
