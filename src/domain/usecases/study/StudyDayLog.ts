import { inject, injectable } from 'inversify';
import { CLOCK, KEY_VALUE_STORAGE, type Clock, type KeyValueStorage } from '../../../ports';
import { LEARNER_KEY_PREFIX } from '../auth/SignOut';

/** One answer as the day's summary and the time estimate need it. */
export interface TimedAnswer {
  /** Time to answer, milliseconds. */
  readonly tta: number;
  /** Whether the app marked it right; null where the learner grades themselves or answers a survey. */
  readonly correct: boolean | null;
}

/** The learner's study day on this device. */
export interface StudyDaySummary {
  readonly answered: number;
  /** Answers the app marked (multiple choice, typed), and how many of those were right. */
  readonly marked: number;
  readonly right: number;
  /** Time spent answering, milliseconds. */
  readonly spentMs: number;
}

interface StoredDay extends StudyDaySummary {
  /** The local calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** The latest answers' times, newest last: the estimate's sample. */
  readonly recent: readonly number[];
}

/** Before this learner has answered anything on this device: seconds per card. */
export const DEFAULT_SECONDS_PER_CARD = 15;
/** An answer left on screen longer than this (the learner walked away) counts as this long. */
const LONGEST_ANSWER_MS = 2 * 60_000;
const SAMPLE_SIZE = 30;
const NO_ANSWERS: StudyDaySummary = { answered: 0, marked: 0, right: 0, spentMs: 0 };

/**
 * What this learner did today on this device, and how long an answer takes them: kept per learner through
 * the storage port (under `LEARNER_KEY_PREFIX`, so a sign-out removes it), fed one answer at a time where
 * the answering engine knows an answer's outcome. Today's Cards estimates the day's minutes from it, and the
 * day's end sums the day up.
 */
@injectable()
export class StudyDayLog {
  constructor(
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  record(userId: number, { tta, correct }: TimedAnswer): void {
    const stored = this.read(userId);
    const today = this.todayOf(stored);
    const time = Math.min(Math.max(0, tta), LONGEST_ANSWER_MS);
    const next: StoredDay = {
      day: this.localDay(),
      answered: today.answered + 1,
      marked: today.marked + (correct === null ? 0 : 1),
      right: today.right + (correct === true ? 1 : 0),
      spentMs: today.spentMs + time,
      recent: [...(stored?.recent ?? []), time].slice(-SAMPLE_SIZE),
    };
    this.storage.set(keyOf(userId), JSON.stringify(next));
  }

  /** Today's answers so far (none on a new day). */
  today(userId: number): StudyDaySummary {
    return this.todayOf(this.read(userId));
  }

  /** The median of this learner's latest answer times, in seconds; the default before there are any. */
  secondsPerCard(userId: number): number {
    const recent = [...(this.read(userId)?.recent ?? [])].sort((a, b) => a - b);
    if (recent.length === 0) return DEFAULT_SECONDS_PER_CARD;
    const middle = Math.floor(recent.length / 2);
    const median = recent.length % 2 === 1 ? recent[middle]! : (recent[middle - 1]! + recent[middle]!) / 2;
    return median / 1000;
  }

  private todayOf(stored: StoredDay | null): StudyDaySummary {
    if (!stored || stored.day !== this.localDay()) return NO_ANSWERS;
    const { answered, marked, right, spentMs } = stored;
    return { answered, marked, right, spentMs };
  }

  private localDay(): string {
    return new Date(this.clock.now() + this.clock.utcOffsetMinutes() * 60_000).toISOString().slice(0, 10);
  }

  /** What is kept, or null when nothing is or it does not read back (an older or damaged value starts afresh). */
  private read(userId: number): StoredDay | null {
    try {
      const value: unknown = JSON.parse(this.storage.get(keyOf(userId)) ?? 'null');
      return isStoredDay(value) ? value : null;
    } catch {
      return null;
    }
  }
}

function keyOf(userId: number): string {
  return `${LEARNER_KEY_PREFIX}${userId}.studyDay`;
}

function isStoredDay(value: unknown): value is StoredDay {
  if (typeof value !== 'object' || value === null) return false;
  const day = value as Record<string, unknown>;
  const counts = ['answered', 'marked', 'right', 'spentMs'].every((key) => Number.isFinite(day[key]));
  return typeof day.day === 'string' && counts && Array.isArray(day.recent) && day.recent.every(Number.isFinite);
}
