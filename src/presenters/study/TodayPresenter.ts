import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ErrorTexts, PATHS, cardsLeft, isFirstDay, totalCardsLeft, type NextStep } from '../../domain';
import { DEFAULT_SECONDS_PER_CARD, LoadToday, StudyDayLog } from '../../domain/usecases';
import { APP_CONFIG, CONNECTIVITY, NAVIGATION, type AppConfig, type Connectivity, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, dataOf, loadInto, loaded, type Loadable } from '../app/Loadable';
import { StudyActivity } from '../app/StudyActivity';
import { AnswerOutbox } from '../answering/AnswerOutbox';
import { ReviewMore } from './ReviewMore';
import { GROUPS, cardsDue, keptTodayText, minutesText, streakText } from './studyText';

export type TodayState = 'loading' | 'error' | 'unassigned' | 'nothingDue' | 'due';

/** Why the day shown is the one kept on this device, and what waits to be sent. */
export interface KeptDay {
  readonly title: string;
  readonly text: string;
  /** The learner's answers waiting on this device, in words; null when none waits. */
  readonly answers: string | null;
}

/** What Today's Cards works with: adding a collaborator is one line here. */
@injectable()
class TodayPresenterDeps {
  constructor(
    @inject(LoadToday) readonly loadToday: LoadToday,
    @inject(StudyDayLog) readonly dayLog: StudyDayLog,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(StudyActivity) readonly activity: StudyActivity,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(AnswerOutbox) readonly answers: AnswerOutbox,
    @inject(CONNECTIVITY) readonly connectivity: Connectivity,
    @inject(APP_CONFIG) readonly config: AppConfig,
    @inject(ReviewMore) readonly more: ReviewMore,
  ) {}
}

/** Today's Cards: what is due per group, about how long it takes, the streak, and the way into the study session. */
@injectable()
export class TodayPresenter {
  today: Loadable<NextStep> = LOADING;
  /** Set while the day shown is the one kept on this device (start-up could not reach the backend). */
  private keptDay: (Omit<KeptDay, 'answers'> & { readonly offline: boolean }) | null = null;
  /** True while Try again asks the backend. */
  retrying = false;
  /** How long this learner takes over a card, from their answers on this device (a default before any). */
  secondsPerCard = DEFAULT_SECONDS_PER_CARD;
  /** Whether this learner has answered a card on this device today (their answers may not have reached the backend). */
  answeredHere = false;

  /** "Review more": whether it is being asked for, found nothing, or failed. */
  readonly more: ReviewMore;

  constructor(@inject(TodayPresenterDeps) private readonly deps: TodayPresenterDeps) {
    this.more = deps.more;
    makeAutoObservable<TodayPresenter, 'deps'>(this, { deps: false, more: false });
  }

  /** What keeps the streak going, in the learner's words; null when the backend does not say (only the sandbox's is known). */
  get streakRule(): string | null {
    return this.deps.config.streakRule ?? null;
  }

  /**
   * The day from the backend; while the learner was let in from the device, the day kept there, said to
   * be so, with the answers waiting. The view loads again once the backend has confirmed the session.
   */
  async load(): Promise<void> {
    const { session, connectivity, failures, activity, dayLog } = this.deps;
    const learner = session.learnerId;
    if (learner !== null) {
      this.secondsPerCard = dayLog.secondsPerCard(learner);
      this.answeredHere = dayLog.today(learner).answered > 0;
    }
    const kept = session.fromDevice?.profile;
    if (kept) {
      this.today = loaded(kept.today);
      const offline = !connectivity.isOnline();
      this.keptDay = { title: offline ? 'You are offline' : ErrorTexts.serverDown.title, text: keptTodayText(kept.keptAt), offline };
      return;
    }
    this.keptDay = null;
    // Answers waiting on this device go first (through the outbox, their one sender), so that the day counts them.
    const load = () => this.deps.answers.sendWhenReady().then(() => this.deps.loadToday.execute({ learner: session.user }));
    const step = await loadInto((state) => (this.today = state), failures, load);
    if (step) {
      activity.update({ active: activity.active && step.card !== undefined, mode: activity.mode, cardsRemaining: totalCardsLeft(step.progress) });
    }
  }

  /**
   * Whether Start can work: not while the day shown is the one kept on this device (studying needs the
   * backend, and Start would only lead to the same failure).
   */
  get canStudy(): boolean {
    return this.keptDay === null;
  }

  /** While the day shown is the one kept on this device: what studying waits for, and what works meanwhile. */
  get studyWaits(): string | null {
    if (this.keptDay === null) return null;
    const waitsFor = this.keptDay.offline
      ? 'Once you are back online they are brought up to date, and Start is back by itself.'
      : 'Studying starts again once the server answers: try again in a moment.';
    return `${waitsFor} The tour works meanwhile.`;
  }

  /**
   * Loads the day again when the connection returns after it failed for want of one (the day kept on the
   * device is brought up to date by the session's own confirmation). Returns the unsubscribe function.
   */
  reloadWhenOnline(): () => void {
    return this.deps.connectivity.onChange((online) => {
      if (online && this.today.status === 'error' && this.today.error.noAnswer) void this.load();
    });
  }

  /** The day kept on this device, with the learner's answers waiting there (the outbox's count, kept up to date). */
  get kept(): KeptDay | null {
    return this.keptDay && { title: this.keptDay.title, text: this.keptDay.text, answers: this.deps.answers.keptText };
  }

  get state(): TodayState {
    const step = dataOf(this.today);
    if (this.today.status === 'loading') return 'loading';
    if (!step) return 'error';
    if (!step.state.hasAssignedCards) return 'unassigned';
    return step.card ? 'due' : 'nothingDue';
  }

  /** A learner who has studied nothing yet: welcomed, offered the tour, and shown no 0-day streak. */
  get firstDay(): boolean {
    const step = dataOf(this.today);
    return step !== undefined && isFirstDay(step) && !this.answeredHere;
  }

  /**
   * The groups to show: on the first day, and once nothing is due, only those with cards in them (a
   * learner who has finished is not shown a group of 0 left of 0).
   */
  get groups(): { name: string; hint: string; left: number; total: number; done: number }[] {
    const step = dataOf(this.today);
    const groups = GROUPS.map(({ group, name, hint }) => ({
      name,
      hint,
      left: cardsLeft(step?.progress, group),
      total: step?.progress[group].total ?? 0,
      done: step?.progress[group].done ?? 0,
    }));
    return this.firstDay || this.state === 'nothingDue' ? groups.filter((group) => group.total > 0) : groups;
  }

  /** "about 4 min" for the cards left, at this learner's own pace; null when nothing is due. */
  get estimate(): string | null {
    return this.state === 'due' ? minutesText(this.totalLeft, this.secondsPerCard) : null;
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
    const streak = this.firstDay ? 'Welcome to your first day.' : `Your streak: ${streakText(this.streak)}.`;
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
        return `${cardsDue(this.totalLeft)} today, ${this.estimate}: ${counts}. ${streak}`;
      }
    }
  }

  /** Whether the learner has begun today (the Start button then says Continue). */
  get started(): boolean {
    return (dataOf(this.today)?.state.done ?? 0) > 0;
  }

  start(): void {
    this.deps.navigation.navigate(PATHS.study);
  }

  takeTour(): void {
    this.deps.navigation.navigate(PATHS.tour);
  }

  /** Asks the backend again, for a learner let in from the device. */
  async tryAgain(): Promise<void> {
    const fromDevice = this.deps.session.fromDevice;
    if (!fromDevice || this.retrying) return;
    this.retrying = true;
    try {
      await fromDevice.confirm();
    } finally {
      runInAction(() => (this.retrying = false));
    }
  }

  /** Review more, once the day is done: the study session on the cards least likely recalled now. */
  async reviewMore(): Promise<void> {
    const step = await this.more.start();
    if (step && !step.card) runInAction(() => (this.today = loaded(step)));
  }
}
