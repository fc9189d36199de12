import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { DayProgress } from './studyText';

/**
 * "Review more"'s extra round, one for the app: whose it is and how many of the day's cards were done when
 * it began, set by the screen that starts it and read by the study session, whose progress line then
 * counts the round alone ("3 of 10"), not the whole day. Kept for its learner only, as every per-learner
 * state follows `LearnerSession.learnerId`: another learner on the device never meets it. A singleton by its
 * own decorator, not bound on start-up: it is bundled with the study screens, off the sign-in page's first load.
 */
@injectable('Singleton')
export class ReviewRound {
  /** The learner whose round it is and the day's cards done when it began; null outside a round. */
  private round: { readonly learner: number; readonly doneBefore: number } | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** `learner`'s round begins on the day's progress `day` as the server answered Review more: what is left is the round. */
  begin(learner: number, day: DayProgress): void {
    this.round = { learner, doneBefore: day.done };
  }

  end(): void {
    this.round = null;
  }

  /** `learner`'s progress line: their round's own while one is under way (one count, no groups), else the day's `day`. */
  progressOf(learner: number | null, day: DayProgress): DayProgress {
    if (this.round?.learner !== learner || day.done < this.round.doneBefore) return day;
    const before = this.round.doneBefore;
    const round = { done: day.done - before, total: day.total - before };
    return { ...round, groups: [], label: 'Review more' };
  }
}
