import { inject, injectable } from 'inversify';
import { Mode, type NextStep } from '../../entities';
import { ANALYTICS, CLOCK, KEY_VALUE_STORAGE, type Analytics, type Clock, type KeyValueStorage } from '../../../ports';

export type CycleKind = 'study' | 'survey' | 'reviewMore';

interface CycleRecord {
  readonly kind: CycleKind;
  readonly startedAt: number;
  readonly length: number;
}

const CYCLE_KEY = 'sreo.study.cycle';

/** Analytics event names and fields of each cycle (docs/product.md sections 2, 4 and 9). */
const CYCLE_EVENTS: Readonly<Record<CycleKind, { readonly name: string; readonly prefix: string }>> = {
  study: { name: 'study cycle', prefix: 'main_cycle' },
  survey: { name: 'survey cycle', prefix: 'survey_cycle' },
  reviewMore: { name: 'review 10 more', prefix: 'review_more_cycle' },
};

/**
 * The NextStep follow-up: after every study step it keeps the analytics cycles (an attempted event when
 * a cycle starts, a completed event with its length, completion and duration when it ends) and the
 * cycle under way, which it stores so that a reload mid-session continues the same cycle.
 */
@injectable()
export class StudyCycles {
  constructor(
    @inject(ANALYTICS) private readonly analytics: Analytics,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
  ) {}

  /** After a step: `answered` answers were recorded by it; `reviewMore` when it began "review 10 more". */
  follow(step: NextStep, { answered = 0, reviewMore = false }: { answered?: number; reviewMore?: boolean } = {}): void {
    let cycle = this.current();
    if (cycle && answered > 0) cycle = { ...cycle, length: cycle.length + answered };
    const kind = this.kindOf(step, cycle, reviewMore);
    if (cycle && cycle.kind !== kind) {
      this.complete(cycle, true);
      cycle = null;
    }
    if (kind && !cycle) {
      cycle = { kind, startedAt: this.clock.now(), length: 0 };
      this.analytics.capture(`${CYCLE_EVENTS[kind].name} attempted`);
    }
    this.save(cycle);
  }

  /** The learner left a cycle unfinished (signed out, or started another): completed false. */
  abandon(): void {
    const cycle = this.current();
    if (cycle) this.complete(cycle, false);
    this.save(null);
  }

  private kindOf(step: NextStep, cycle: CycleRecord | null, reviewMore: boolean): CycleKind | null {
    if (!step.card) return null;
    if (step.mode === Mode.Survey) return 'survey';
    if (reviewMore || (cycle?.kind === 'reviewMore' && step.mode === Mode.Review)) return 'reviewMore';
    return 'study';
  }

  private complete(cycle: CycleRecord, completed: boolean): void {
    const { name, prefix } = CYCLE_EVENTS[cycle.kind];
    this.analytics.capture(`${name} completed`, {
      [`${prefix}_length`]: cycle.length,
      [`${prefix}_completed`]: completed,
      [`${prefix}_duration`]: Math.max(0, this.clock.now() - cycle.startedAt),
    });
  }

  private current(): CycleRecord | null {
    try {
      const value = JSON.parse(this.storage.get(CYCLE_KEY) ?? 'null') as CycleRecord | null;
      return value && typeof value.kind === 'string' && typeof value.startedAt === 'number' ? value : null;
    } catch {
      return null;
    }
  }

  private save(cycle: CycleRecord | null): void {
    if (cycle) this.storage.set(CYCLE_KEY, JSON.stringify(cycle));
    else this.storage.remove(CYCLE_KEY);
  }
}
