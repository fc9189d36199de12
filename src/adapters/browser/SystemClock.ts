import { injectable } from 'inversify';
import type { Clock } from '../../ports';

@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  utcOffsetMinutes(): number {
    return -new Date().getTimezoneOffset();
  }
}
