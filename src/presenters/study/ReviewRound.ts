import { makeAutoObservable } from 'mobx';
import type { DayProgress } from './studyText';

/**
 * "Review more"'s extra round, one for the app: how many of the day's cards were done when it began, set
 * by the screen that starts it and read by the study session, whose progress line then counts the round
 * alone ("3 of 10"), not the whole day.
 */
export class ReviewRound {
  /** The day's cards done when the round began; null outside a round. */
  private doneBefore: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** The round begins on the day's progress `day` as the server answered Review more: what is left is the round. */
  begin(day: DayProgress): void {
    this.doneBefore = day.done;
  }

  end(): void {
    this.doneBefore = null;
  }

  /** The session's progress line: the round's own while one is under way (one count, no groups), else the day's `day`. */
  progressOf(day: DayProgress): DayProgress {
    const before = this.doneBefore;
    if (before === null || day.done < before) return day;
    const round = { done: day.done - before, total: day.total - before };
    return { ...round, groups: [], label: 'Review more' };
  }
}
