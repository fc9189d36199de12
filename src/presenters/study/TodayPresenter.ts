import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PATHS, cardsLeft, totalCardsLeft, type NextStep } from '../../domain';
import { LoadToday } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type Navigation, type AppConfig } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, dataOf, loadInto, type Loadable } from '../app/Loadable';
import { StudyActivity } from '../app/StudyActivity';
import { GROUPS, cardsDue, streakText } from './studyText';

export type TodayState = 'loading' | 'error' | 'unassigned' | 'nothingDue' | 'due';

/** Today's Cards: what is due per group, the streak, and the way into the study session. */
@injectable()
export class TodayPresenter {
  /** What keeps the streak going, in the learner's words; null when the backend does not say. */
  readonly streakRule: string | null;
  today: Loadable<NextStep> = LOADING;

  constructor(
    @inject(LoadToday) private readonly loadToday: LoadToday,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(StudyActivity) private readonly activity: StudyActivity,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(APP_CONFIG) config: AppConfig,
  ) {
    // The backend's streak rule, where the app knows it (the sandbox's); a real backend's is not told.
    this.streakRule = config.streakRule ?? null;
    makeAutoObservable<TodayPresenter, 'loadToday' | 'session' | 'failures' | 'activity' | 'navigation'>(this, {
      loadToday: false,
      session: false,
      failures: false,
      activity: false,
      navigation: false,
    });
  }

  async load(): Promise<void> {
    const step = await loadInto((state) => (this.today = state), this.failures, () => this.loadToday.execute({ userId: this.session.user?.id }));
    if (step) {
      this.activity.update({ active: this.activity.active && step.c !== undefined, mode: this.activity.mode, cardsRemaining: totalCardsLeft(step.progress) });
    }
  }

  get state(): TodayState {
    const step = dataOf(this.today);
    if (this.today.status === 'loading') return 'loading';
    if (!step) return 'error';
    if (!step.s.hasAssignedCards) return 'unassigned';
    return step.c ? 'due' : 'nothingDue';
  }

  get groups(): { name: string; hint: string; left: number; total: number; done: number }[] {
    const step = dataOf(this.today);
    return GROUPS.map(({ group, name, hint }) => ({
      name,
      hint,
      left: cardsLeft(step?.progress, group),
      total: step?.progress[group].total ?? 0,
      done: step?.progress[group].done ?? 0,
    }));
  }

  get totalLeft(): number {
    return totalCardsLeft(dataOf(this.today)?.progress);
  }

  get streak(): number {
    return dataOf(this.today)?.streak ?? 0;
  }

  /**
   * What a screen reader says once the day is known (and, while it loads, what the page shows): the
   * counts per group and the streak, in one sentence.
   */
  get announcement(): string {
    const streak = `Your streak: ${streakText(this.streak)}.`;
    switch (this.state) {
      case 'loading':
        return "Loading today's cards…";
      case 'error':
        return '';
      case 'unassigned':
        return 'No cards yet: no study material has been assigned to you.';
      case 'nothingDue':
        return `Nothing due right now. ${streak}`;
      case 'due': {
        const counts = this.groups.map(({ name, left }) => `${name} ${left}`).join(', ');
        return `${cardsDue(this.totalLeft)} today: ${counts}. ${streak}`;
      }
    }
  }

  /** Whether the learner has begun today (the Start button then says Continue). */
  get started(): boolean {
    return (dataOf(this.today)?.s.done ?? 0) > 0;
  }

  start(): void {
    this.navigation.navigate(PATHS.study);
  }

  seeDone(): void {
    this.navigation.navigate(PATHS.congratulation);
  }
}
