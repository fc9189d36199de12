import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type NextStep, type StudyDaySummary } from '../../domain';
import { LoadToday, StudyDayLog } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type AppConfig, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, dataOf, loadInto, loaded, type Loadable } from '../app/Loadable';
import { ReviewMore } from './ReviewMore';
import { answeredText, duration, streakText } from './studyText';

/** What the day's end works with: adding a collaborator is one line here. */
@injectable()
class CongratulationPresenterDeps {
  constructor(
    @inject(LoadToday) readonly loadToday: LoadToday,
    @inject(ReviewMore) readonly more: ReviewMore,
    @inject(StudyDayLog) readonly dayLog: StudyDayLog,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
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
  /** True while the value is still on its way from the server: its place is held, without a figure. */
  readonly pending?: boolean;
  /** A value that is a part of a whole (the right answers of those marked), to be drawn as well as written. */
  readonly share?: { readonly part: number; readonly whole: number };
}

/** The day is done: what the learner did today, the streak, back to Today's Cards, and "review 10 more". */
@injectable()
export class CongratulationPresenter {
  today: Loadable<NextStep> = LOADING;
  /** The learner's answers today on this device, read as the day's end opens: shown at once, without a wait. */
  readonly day: StudyDaySummary | null;

  /** "Review 10 more": whether it is being asked for, found nothing, or failed. */
  readonly more: ReviewMore;

  constructor(@inject(CongratulationPresenterDeps) private readonly deps: CongratulationPresenterDeps) {
    this.more = deps.more;
    const learner = deps.session.learnerId;
    this.day = learner === null ? null : deps.dayLog.today(learner);
    makeAutoObservable<CongratulationPresenter, 'deps'>(this, { deps: false, more: false });
  }

  /** What keeps the streak going, in the learner's words; null when the backend does not say (only the sandbox's is known). */
  get streakRule(): string | null {
    return this.deps.config.streakRule ?? null;
  }

  async load(): Promise<void> {
    const { session, failures, loadToday } = this.deps;
    await loadInto((state) => (this.today = state), failures, () => loadToday.execute({ learner: session.user }));
  }

  get streak(): number {
    return dataOf(this.today)?.streak ?? 0;
  }

  /** Cards still waiting today (the learner may have come here early). */
  get cardsWaiting(): boolean {
    return dataOf(this.today)?.card !== undefined;
  }

  /** The day in numbers: cards answered, right answers where the app marks them, time spent, the streak (its place held while it loads). */
  get summary(): readonly SummaryLine[] {
    const day = this.day;
    const lines: SummaryLine[] = [];
    if (day && day.answered > 0) {
      lines.push({ label: 'Cards answered', value: String(day.answered) });
      if (day.marked > 0) lines.push({ label: 'Right', value: `${day.right} of ${day.marked}`, share: { part: day.right, whole: day.marked } });
      const spent = duration(day.spentMs);
      lines.push({ label: 'Time spent', value: spent.short, spoken: spent.words });
    }
    if (this.today.status === 'data') lines.push({ label: 'Streak', value: streakText(this.streak) });
    if (this.today.status === 'loading') lines.push({ label: 'Streak', value: '', pending: true });
    return lines;
  }

  /** What the Right figure counts, said beside it: the cards the app marks, not those the learner grades. */
  get scoreNote(): string | null {
    return this.day && this.day.marked > 0 ? 'Right counts the multiple-choice and typed cards, as the app marked them.' : null;
  }

  /** What tomorrow holds (the server's count of cards due then), once the day is known. */
  get tomorrowText(): string | null {
    const tomorrow = dataOf(this.today)?.state.tomorrow;
    if (tomorrow === undefined) return null;
    return tomorrow > 0 ? `Tomorrow: ${answeredText(tomorrow)} due.` : 'Nothing is due tomorrow yet.';
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
    return this.today.status === 'data' ? `${said}Your streak: ${streakText(this.streak)}. ${this.tomorrowText ?? ''}`.trim() : said.trim();
  }

  /** Review 10 more: the study session on the cards least likely recalled now. */
  async reviewMore(): Promise<void> {
    const step = await this.more.start();
    if (step) runInAction(() => (this.today = loaded(step)));
  }

  backToToday(): void {
    this.deps.navigation.navigate(PATHS.start);
  }
}
