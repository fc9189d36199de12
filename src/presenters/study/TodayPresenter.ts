import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ErrorTexts, PATHS, cardsLeft, totalCardsLeft, type NextStep } from '../../domain';
import { LoadToday } from '../../domain/usecases';
import { APP_CONFIG, CONNECTIVITY, NAVIGATION, type AppConfig, type Connectivity, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, dataOf, loadInto, loaded, type Loadable } from '../app/Loadable';
import { StudyActivity } from '../app/StudyActivity';
import { AnswerOutbox } from '../answering/AnswerOutbox';
import { GROUPS, cardsDue, keptTodayText, streakText } from './studyText';

export type TodayState = 'loading' | 'error' | 'unassigned' | 'nothingDue' | 'due';

/** Why the day shown is the one kept on this device, and what waits to be sent. */
export interface KeptDay {
  readonly title: string;
  readonly text: string;
  /** The learner's answers waiting on this device, in words; null when none waits. */
  readonly answers: string | null;
}

/** Today's Cards: what is due per group, the streak, and the way into the study session. */
@injectable()
export class TodayPresenter {
  /** What keeps the streak going, in the learner's words; null when the backend does not say. */
  readonly streakRule: string | null;
  today: Loadable<NextStep> = LOADING;
  /** Set while the day shown is the one kept on this device (start-up could not reach the backend). */
  private keptDay: Omit<KeptDay, 'answers'> | null = null;
  /** True while Try again asks the backend. */
  retrying = false;

  constructor(
    @inject(LoadToday) private readonly loadToday: LoadToday,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(StudyActivity) private readonly activity: StudyActivity,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(AnswerOutbox) private readonly answers: AnswerOutbox,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(APP_CONFIG) config: AppConfig,
  ) {
    // The backend's streak rule, where the app knows it (the sandbox's); a real backend's is not told.
    this.streakRule = config.streakRule ?? null;
    makeAutoObservable<TodayPresenter, 'loadToday' | 'session' | 'failures' | 'activity' | 'navigation' | 'answers' | 'connectivity'>(this, {
      loadToday: false,
      session: false,
      failures: false,
      activity: false,
      navigation: false,
      answers: false,
      connectivity: false,
    });
  }

  /**
   * The day from the backend; while the learner was let in from the device, the day kept there, said to
   * be so, with the answers waiting. The view loads again once the backend has confirmed the session.
   */
  async load(): Promise<void> {
    const kept = this.session.fromDevice?.profile;
    if (kept) {
      this.today = loaded(kept.today);
      this.keptDay = {
        title: this.connectivity.isOnline() ? ErrorTexts.serverDown.title : 'You are offline',
        text: keptTodayText(kept.keptAt),
      };
      return;
    }
    this.keptDay = null;
    const step = await loadInto((state) => (this.today = state), this.failures, () => this.loadToday.execute({ learner: this.session.user }));
    if (step) {
      this.activity.update({ active: this.activity.active && step.card !== undefined, mode: this.activity.mode, cardsRemaining: totalCardsLeft(step.progress) });
    }
  }

  /** The day kept on this device, with the learner's answers waiting there (the outbox's count, kept up to date). */
  get kept(): KeptDay | null {
    return this.keptDay && { ...this.keptDay, answers: this.answers.keptText };
  }

  get state(): TodayState {
    const step = dataOf(this.today);
    if (this.today.status === 'loading') return 'loading';
    if (!step) return 'error';
    if (!step.state.hasAssignedCards) return 'unassigned';
    return step.card ? 'due' : 'nothingDue';
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
    const kept = this.kept ? `${this.kept.title}. ${this.kept.text} ` : '';
    return kept + this.dayAnnouncement;
  }

  private get dayAnnouncement(): string {
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
    return (dataOf(this.today)?.state.done ?? 0) > 0;
  }

  start(): void {
    this.navigation.navigate(PATHS.study);
  }

  /** Asks the backend again, for a learner let in from the device. */
  async tryAgain(): Promise<void> {
    const fromDevice = this.session.fromDevice;
    if (!fromDevice || this.retrying) return;
    this.retrying = true;
    try {
      await fromDevice.confirm();
    } finally {
      runInAction(() => (this.retrying = false));
    }
  }

  seeDone(): void {
    this.navigation.navigate(PATHS.congratulation);
  }
}
