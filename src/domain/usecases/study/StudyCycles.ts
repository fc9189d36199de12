import { inject, injectable } from 'inversify';
import { Mode, type NextStep } from '../../entities';
import { ANALYTICS, BROWSER, CLOCK, type Analytics, type AnalyticsProperties, type Browser, type Clock } from '../../../ports';
import { StudyDayLog, type CycleRecord } from './StudyDayLog';

type CycleKind = CycleRecord['kind'];

/** Analytics event names and fields of each cycle (docs/product.md, analytics). */
const CYCLE_EVENTS: Readonly<Record<CycleKind, { readonly name: string; readonly prefix: string }>> = {
  study: { name: 'study cycle', prefix: 'main_cycle' },
  survey: { name: 'survey cycle', prefix: 'survey_cycle' },
  reviewMore: { name: 'review 10 more', prefix: 'review_more_cycle' },
};

type CycleEvent = [name: string, properties?: AnalyticsProperties];

/**
 * The NextStep follow-up: after every study step it keeps the learner's analytics cycles (an attempted
 * event when a cycle starts, a completed event with its length, completion and duration when it ends)
 * and the cycle under way, kept with the learner's day (`StudyDayLog`) so that a reload mid-session
 * continues it. Each event's duration is taken when it happens; the events are sent, and the cycle
 * written, once the next frame is on screen.
 */
@injectable()
export class StudyCycles {
  constructor(
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(BROWSER) private readonly browser: Browser,
    @inject(StudyDayLog) private readonly days: StudyDayLog,
  ) {}

  /** After a step: `answered` answers were recorded by it; `reviewMore` when it began "review 10 more". */
  follow(userId: number, step: NextStep, { answered = 0, reviewMore = false }: { answered?: number; reviewMore?: boolean } = {}): void {
    const events: CycleEvent[] = [];
    let cycle = this.days.cycleOf(userId);
    if (cycle && answered > 0) cycle = { ...cycle, length: cycle.length + answered };
    const kind = kindOf(step, cycle, reviewMore);
    if (cycle && cycle.kind !== kind) {
      events.push(this.completed(cycle, true));
      cycle = null;
    }
    if (kind && !cycle) {
      cycle = { kind, startedAt: this.clock.now(), length: 0 };
      events.push([`${CYCLE_EVENTS[kind].name} attempted`]);
    }
    this.days.keepCycle(userId, cycle);
    if (events.length > 0) this.browser.afterPaint(() => events.forEach(([name, properties]) => this.analytics.capture(name, properties)));
  }

  /** The learners left their cycles unfinished (signing out): completed false, said at once. */
  abandon(): void {
    for (const [, cycle] of this.days.cycles()) {
      this.analytics.capture(...this.completed(cycle, false));
    }
    this.days.forget();
  }

  private completed(cycle: CycleRecord, completed: boolean): CycleEvent {
    const { name, prefix } = CYCLE_EVENTS[cycle.kind];
    return [
      `${name} completed`,
      {
        [`${prefix}_length`]: cycle.length,
        [`${prefix}_completed`]: completed,
        [`${prefix}_duration`]: Math.max(0, this.clock.now() - cycle.startedAt),
      },
    ];
  }
}

function kindOf(step: NextStep, cycle: CycleRecord | null, reviewMore: boolean): CycleKind | null {
  if (!step.card) return null;
  if (step.mode === Mode.Survey) return 'survey';
  if (reviewMore || (cycle?.kind === 'reviewMore' && step.mode === Mode.Review)) return 'reviewMore';
  return 'study';
}
