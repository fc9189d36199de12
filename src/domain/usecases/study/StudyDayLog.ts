import { inject, injectable } from 'inversify';
import { BROWSER, CLOCK, KEY_VALUE_STORAGE, type Browser, type Clock, type KeyValueStorage } from '../../../ports';
import { LEARNER_KEY_PREFIX } from '../auth/learnerKeys';

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

/** An analytics cycle under way (`StudyCycles`): its kind, when it began, how many answers it has. */
export interface CycleRecord {
  readonly kind: 'study' | 'survey' | 'reviewMore';
  readonly startedAt: number;
  readonly length: number;
}

interface StoredDay extends StudyDaySummary {
  /** The local calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** The latest answers' times, newest last: the estimate's sample. */
  readonly recent: readonly number[];
  readonly cycle?: CycleRecord | null;
}

/** Before this learner has answered anything on this device: seconds per card. */
export const DEFAULT_SECONDS_PER_CARD = 15;
/** An answer left on screen longer than this (the learner walked away) counts as this long. */
const LONGEST_ANSWER_MS = 2 * 60_000;
const SAMPLE_SIZE = 30;
const NO_ANSWERS: StudyDaySummary = { answered: 0, marked: 0, right: 0, spentMs: 0 };
const KEY_SUFFIX = '.studyDay';

/**
 * What this learner did today on this device, how long an answer takes them, and their analytics cycle
 * under way: one value per learner through the storage port (under `LEARNER_KEY_PREFIX`, so a sign-out
 * removes it). One for the app (a singleton): read once and held, another tab's change dropping what is
 * held; a change is written once the next frame is on screen (`save`, which the answering engine asks
 * for after the next card), so an answer's day and cycle cost one write between them.
 */
@injectable('Singleton')
export class StudyDayLog {
  readonly #held = new Map<number, StoredDay | null>();
  readonly #unsaved = new Set<number>();

  constructor(
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(BROWSER) private readonly browser: Browser,
  ) {
    storage.onChangeElsewhere(() => {
      for (const userId of this.#held.keys()) if (!this.#unsaved.has(userId)) this.#held.delete(userId);
    });
  }

  /** Notes an answer (in memory: `save` writes it). */
  record(userId: number, { tta, correct }: TimedAnswer): void {
    const stored = this.held(userId);
    const today = this.todayOf(stored);
    const time = Math.min(Math.max(0, tta), LONGEST_ANSWER_MS);
    this.change(userId, {
      ...stored,
      day: this.localDay(),
      answered: today.answered + 1,
      marked: today.marked + (correct === null ? 0 : 1),
      right: today.right + (correct === true ? 1 : 0),
      spentMs: today.spentMs + time,
      recent: [...(stored?.recent ?? []), time].slice(-SAMPLE_SIZE),
    });
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

  cycleOf(userId: number): CycleRecord | null {
    return this.held(userId)?.cycle ?? null;
  }

  /** Keeps the learner's cycle under way (null: none), written once the next frame is on screen. */
  keepCycle(userId: number, cycle: CycleRecord | null): void {
    this.change(userId, { ...(this.held(userId) ?? { ...NO_ANSWERS, day: this.localDay(), recent: [] }), cycle });
    this.saveAfterPaint();
  }

  /** Every learner's cycle under way on this device. */
  cycles(): [number, CycleRecord][] {
    const learners = this.storage.keys().filter((key) => key.startsWith(LEARNER_KEY_PREFIX) && key.endsWith(KEY_SUFFIX));
    const ids = new Set([...this.#held.keys(), ...learners.map((key) => Number(key.slice(LEARNER_KEY_PREFIX.length, -KEY_SUFFIX.length)))]);
    return [...ids].flatMap((userId): [number, CycleRecord][] => {
      const cycle = this.cycleOf(userId);
      return cycle ? [[userId, cycle]] : [];
    });
  }

  /** Writes what changed once the next frame is on screen (or the page is left). */
  saveAfterPaint(): void {
    this.browser.afterPaint(() => this.save());
  }

  /** Nothing held or waiting to be written: a sign-out removes what is kept. */
  forget(): void {
    this.#held.clear();
    this.#unsaved.clear();
  }

  private save(): void {
    for (const userId of this.#unsaved) this.storage.set(keyOf(userId), JSON.stringify(this.#held.get(userId)));
    this.#unsaved.clear();
  }

  private change(userId: number, day: StoredDay): void {
    this.#held.set(userId, day);
    this.#unsaved.add(userId);
  }

  /** What is held for the learner, read from the device the first time. */
  private held(userId: number): StoredDay | null {
    return this.#held.has(userId) ? this.#held.get(userId)! : this.read(userId);
  }

  /** What is kept, read afresh unless a change waits to be written; null when nothing is or it does not read back. */
  private read(userId: number): StoredDay | null {
    if (this.#unsaved.has(userId)) return this.#held.get(userId)!;
    let day: StoredDay | null = null;
    try {
      const value: unknown = JSON.parse(this.storage.get(keyOf(userId)) ?? 'null');
      day = isStoredDay(value) ? value : null;
    } catch {
      // An older or damaged value starts afresh.
    }
    this.#held.set(userId, day);
    return day;
  }

  private todayOf(stored: StoredDay | null): StudyDaySummary {
    if (!stored || stored.day !== this.localDay()) return NO_ANSWERS;
    const { answered, marked, right, spentMs } = stored;
    return { answered, marked, right, spentMs };
  }

  private localDay(): string {
    return new Date(this.clock.now() + this.clock.utcOffsetMinutes() * 60_000).toISOString().slice(0, 10);
  }
}

function keyOf(userId: number): string {
  return `${LEARNER_KEY_PREFIX}${userId}${KEY_SUFFIX}`;
}

function isStoredDay(value: unknown): value is StoredDay {
  if (typeof value !== 'object' || value === null) return false;
  const day = value as Record<string, unknown>;
  const counts = ['answered', 'marked', 'right', 'spentMs'].every((key) => Number.isFinite(day[key]));
  return typeof day.day === 'string' && counts && Array.isArray(day.recent) && day.recent.every(Number.isFinite);
}
