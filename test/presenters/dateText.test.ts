import { dateText } from '../../src/presenters/app/dateText';

describe('dateText: every date the app writes, one way', () => {
  const format = (options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat(undefined, options).format(date);

  it('given a calendar day from the backend, then it is written as that day (month short, day numeric), whatever the time zone', () => {
    expect(dateText('2026-11-19')).toBe(format({ day: 'numeric', month: 'short', timeZone: 'UTC' }, new Date(Date.UTC(2026, 10, 19))));
    expect(dateText('2026-11-19')).toMatch(/19/);
    expect(dateText('2026-11-19', { year: true })).toMatch(/2026/);
  });

  it('given an instant, then it is written in the same style with the year and the time where asked', () => {
    const instant = Date.UTC(2025, 2, 10, 9, 5);
    expect(dateText(instant, { year: true, time: true })).toBe(
      format({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }, new Date(instant)),
    );
    expect(dateText(instant, { year: true, time: true })).toMatch(/2025/);
  });

  it('given a calendar day, when the time is asked for, then none is made up', () => {
    expect(dateText('2026-11-19', { time: true })).toBe(dateText('2026-11-19'));
  });
});
