import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type AppError, type NextStep } from '../../domain';
import { LoadToday, ReviewTenMore, StudyDayLog, type StudyDaySummary } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type AppConfig, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, dataOf, loadInto, loaded, type Loadable } from '../app/Loadable';
import { StudyActivity } from '../app/StudyActivity';
import { submitForm } from '../app/submitForm';
import { answeredText, duration, streakText } from './studyText';

/** What the day's end works with: adding a collaborator is one line here. */
@injectable()
class CongratulationPresenterDeps {
  constructor(
    @inject(LoadToday) readonly loadToday: LoadToday,
    @inject(ReviewTenMore) readonly reviewTenMore: ReviewTenMore,
    @inject(StudyDayLog) readonly dayLog: StudyDayLog,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(StudyActivity) readonly activity: StudyActivity,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(APP_CONFIG) readonly config: AppConfig,
  ) {}
}

/** One line of the day's summary: what is counted, and its value (in short units where `spoken` has it in words). */
export interface SummaryLine {
  readonly label: string;
  readonly value: string;
  /** The value in words, for the screen reader, where the figure shows short units. */
  readonly spoken?: string;
}

/** The day is done: what the learner did today, the streak, back to Today's Cards, and "review 10 more". */
@injectable()
export class CongratulationPresenter {
  today: Loadable<NextStep> = LOADING;
  /** The learner's answers today on this device. */
  day: StudyDaySummary | null = null;
  /** True while "review 10 more" is being asked for. */
  submitting = false;
  /** Set when "review 10 more" found nothing to review. */
  nothingMore = false;
  failure: AppError | null = null;

  constructor(@inject(CongratulationPresenterDeps) private readonly deps: CongratulationPresenterDeps) {
    makeAutoObservable<CongratulationPresenter, 'deps'>(this, { deps: false });
  }

  /** What keeps the streak going, in the learner's words; null when the backend does not say (only the sandbox's is known). */
  get streakRule(): string | null {
    return this.deps.config.streakRule ?? null;
  }

  async load(): Promise<void> {
    const { session, dayLog, failures, loadToday } = this.deps;
    const learner = session.learnerId;
    this.day = learner === null ? null : dayLog.today(learner);
    await loadInto((state) => (this.today = state), failures, () => loadToday.execute({ learner: session.user }));
  }

  get streak(): number {
    return dataOf(this.today)?.streak ?? 0;
  }

  /** Cards still waiting today (the learner may have come here early). */
  get cardsWaiting(): boolean {
    return dataOf(this.today)?.card !== undefined;
  }

  /** The day in numbers: cards answered, right answers where the app marks them, time spent, the streak. */
  get summary(): readonly SummaryLine[] {
    const day = this.day;
    const lines: SummaryLine[] = [];
    if (day && day.answered > 0) {
      lines.push({ label: 'Cards answered', value: String(day.answered) });
      if (day.marked > 0) lines.push({ label: 'Right', value: `${day.right} of ${day.marked}` });
      const spent = duration(day.spentMs);
      lines.push({ label: 'Time spent', value: spent.short, spoken: spent.words });
    }
    if (this.today.status === 'data') lines.push({ label: 'Streak', value: streakText(this.streak) });
    return lines;
  }

  /** The summary in one sentence, for the screen reader once the day is known. */
  get announcement(): string {
    if (this.today.status === 'loading') return 'Loading your day…';
    const day = this.day;
    const parts: string[] = [];
    if (day && day.answered > 0) {
      parts.push(`Today you answered ${answeredText(day.answered)}`);
      if (day.marked > 0) parts.push(`${day.right} of ${day.marked} right`);
      parts.push(`in ${duration(day.spentMs).words}`);
    }
    const said = parts.length > 0 ? `${parts.join(', ')}. ` : '';
    return this.today.status === 'data' ? `${said}Your streak: ${streakText(this.streak)}.` : said.trim();
  }

  async reviewMore(): Promise<void> {
    const { failures, reviewTenMore, activity, navigation, session } = this.deps;
    const userId = session.learnerId;
    if (this.submitting || userId === null) return;
    this.nothingMore = false;
    await submitForm(this, failures, async () => {
      const step = await reviewTenMore.execute({ userId });
      runInAction(() => {
        this.today = loaded(step);
        this.nothingMore = step.card === undefined;
      });
      if (step.card) {
        activity.update({ active: true, mode: step.mode, cardsRemaining: step.progress.review.total - step.progress.review.done });
        navigation.navigate(PATHS.study);
      }
    });
  }

  backToToday(): void {
    this.deps.navigation.navigate(PATHS.start);
  }
}
