export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** The local zone's offset east of UTC in minutes, at the current time. */
  utcOffsetMinutes(): number;
}

export const CLOCK = Symbol.for('Clock');
