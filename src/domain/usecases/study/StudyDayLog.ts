import { inject, injectable } from 'inversify';
import { Mode, type NextStep, type StudyCycle, type StudyDayRecord, type StudyDaySummary } from '../../entities';
import { ANALYTICS, BROWSER, CLOCK, STUDY_DAY_STORE, type Analytics, type AnalyticsProperties, type Browser, type Clock, type StudyDayStore } from '../../../ports';

/** Each cycle's analytics event name and its fields' prefix (docs/product.md, analytics). */
const CYCLE_EVENTS: Readonly<Record<StudyCycle['kind'], { readonly name: string; readonly prefix: string }>> = {
  study: { name: 'study cycle', prefix: 'main_cycle' },
  survey: { name: 'survey cycle', prefix: 'survey_cycle' },
  reviewMore: { name: 'review 10 more', prefix: 'review_more_cycle' },
};

/** Before this learner has answered anything on this device: seconds per card. */
export const DEFAULT_SECONDS_PER_CARD = 15;
/** An answer left on screen longer than this (the learner walked away) counts as this long. */
const LONGEST_ANSWER_MS = 2 * 60_000;
const SAMPLE_SIZE = 30;
const NO_ANSWERS: StudyDaySummary = { answered: 0, marked: 0, right: 0, spentMs: 0 };

/**
 * What this learner did today on this device, how long an answer takes them, and their analytics cycle:
 * one value per learner (a sign-out removes it), read once and held, written and its events captured after
 * the next frame (docs/answering.md), each event's duration taken when it happens.
 */
@injectable('Singleton')
export class StudyDayLog {
  readonly #held = new Map<number, StudyDayRecord | null>();
  readonly #unsaved = new Set<number>();
  /** How many sign-outs this tab has seen: what was asked for before the last one counts for no one. */
  signOuts = 0;

  constructor(
    @inject(STUDY_DAY_STORE) private readonly store: StudyDayStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(BROWSER) private readonly browser: Browser,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {
    store.onChangeElsewhere(() => {
      for (const userId of this.#held.keys()) if (!this.#unsaved.has(userId)) this.#held.delete(userId);
    });
  }

  /** Notes an answer (`tta`: its time, ms; `correct`: null where the learner grades themselves), in memory until `saveAfterPaint`. */
  record(userId: number, { tta, correct }: { tta: number; correct: boolean | null }): void {
    const today = this.today(userId);
    const time = Math.min(Math.max(0, tta), LONGEST_ANSWER_MS);
    this.change(userId, {
      day: this.localDay(),
      answered: today.answered + 1,
      marked: today.marked + (correct === null ? 0 : 1),
      right: today.right + (correct === true ? 1 : 0),
      spentMs: today.spentMs + time,
      recent: [...(this.held(userId)?.recent ?? []), time].slice(-SAMPLE_SIZE),
    });
  }

  /** Today's answers so far (none on a new day). */
  today(userId: number): StudyDaySummary {
    const stored = this.held(userId);
    return stored?.day === this.localDay() ? stored : NO_ANSWERS;
  }

  /** The median of this learner's latest answer times, in seconds; the default before there are any. */
  secondsPerCard(userId: number): number {
    const recent = [...(this.held(userId)?.recent ?? [])].sort((a, b) => a - b);
    const half = recent.length / 2;
    // The middle time, or the mean of the two middle times when their number is even, in seconds.
    return recent.length === 0 ? DEFAULT_SECONDS_PER_CARD : (recent[Math.ceil(half) - 1]! + recent[Math.floor(half)]!) / 2000;
  }

  /**
   * After a study step: `answered` answers were recorded by it; `reviewMore` when it began "review 10 more";
   * `asked`: `signOuts` when it was asked for (a step asked for before a sign-out counts for no one).
   */
  follow(userId: number, step: NextStep, { answered = 0, reviewMore = false, asked = this.signOuts } = {}): void {
    if (asked !== this.signOuts) return;
    const events: [string, AnalyticsProperties?][] = [];
    let cycle = this.held(userId)?.cycle ?? null;
    if (cycle && answered > 0) cycle = { ...cycle, length: cycle.length + answered };
    const kind = !step.card ? null : step.mode === Mode.Survey ? 'survey' : reviewMore || (cycle?.kind === 'reviewMore' && step.mode === Mode.Review) ? 'reviewMore' : 'study';
    if (cycle && cycle.kind !== kind) {
      events.push(this.completed(cycle, true));
      cycle = null;
    }
    if (kind && !cycle) {
      cycle = { kind, startedAt: this.clock.now(), length: 0 };
      events.push([`${CYCLE_EVENTS[kind].name} attempted`]);
    }
    this.change(userId, { cycle });
    this.saveAfterPaint();
    if (events.length > 0) this.browser.afterPaint(() => events.forEach((event) => this.analytics.capture(...event)));
  }

  /** `userId` signs out: their cycle under way is completed false, at once, as theirs (another's goes unsaid: decision 0215); nothing is held after. */
  abandon(userId: number | null): void {
    const cycle = userId === null ? null : this.held(userId)?.cycle;
    if (cycle) this.analytics.capture(...this.completed(cycle, false));
    this.#held.clear();
    this.#unsaved.clear();
    this.signOuts += 1;
  }

  /** Writes what changed once the next frame is on screen (or the page is left). */
  saveAfterPaint(): void {
    this.browser.afterPaint(() => {
      for (const userId of this.#unsaved) this.store.write(userId, this.#held.get(userId)!);
      this.#unsaved.clear();
    });
  }

  private completed({ kind, length, startedAt }: StudyCycle, completed: boolean): [string, AnalyticsProperties] {
    const { name, prefix } = CYCLE_EVENTS[kind];
    const duration = Math.max(0, this.clock.now() - startedAt);
    return [`${name} completed`, { [`${prefix}_length`]: length, [`${prefix}_completed`]: completed, [`${prefix}_duration`]: duration }];
  }

  /** Changes what is held for the learner (a first answer starts a day of none), to be written after the paint. */
  private change(userId: number, changes: Partial<StudyDayRecord>): void {
    this.#held.set(userId, { ...NO_ANSWERS, day: this.localDay(), recent: [], ...this.held(userId), ...changes });
    this.#unsaved.add(userId);
  }

  /** What is held for the learner, read from the device the first time; null when none reads back. */
  private held(userId: number): StudyDayRecord | null {
    if (!this.#held.has(userId)) this.#held.set(userId, this.store.read(userId));
    return this.#held.get(userId)!;
  }

  private localDay(): string {
    return new Date(this.clock.now() + this.clock.utcOffsetMinutes() * 60_000).toISOString().slice(0, 10);
  }
}
