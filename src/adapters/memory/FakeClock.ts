import { injectable } from 'inversify';
import type { Clock } from '../../ports';

/** Monday 10 March 2025, 09:00 UTC: a fixed "now" so that tests do not depend on the day they run. */
export const FAKE_CLOCK_START = Date.UTC(2025, 2, 10, 9, 0, 0);

/** A clock that only moves when told to. */
@injectable()
export class FakeClock implements Clock {
  private time: number;
  private offsetMinutes: number;

  constructor(start: number = FAKE_CLOCK_START, utcOffsetMinutes = 0) {
    this.time = start;
    this.offsetMinutes = utcOffsetMinutes;
  }

  now(): number {
    return this.time;
  }

  utcOffsetMinutes(): number {
    return this.offsetMinutes;
  }

  set(time: number | Date): void {
    this.time = typeof time === 'number' ? time : time.getTime();
  }

  advance(ms: number): void {
    this.time += ms;
  }

  setUtcOffsetMinutes(offsetMinutes: number): void {
    this.offsetMinutes = offsetMinutes;
  }
}
