import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type AppError, type NextStep } from '../../domain';
import { LoadToday, ReviewTenMore } from '../../domain/usecases';
import { APP_CONFIG, NAVIGATION, type Navigation, type AppConfig } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, dataOf, loadInto, loaded, type Loadable } from '../app/Loadable';
import { StudyActivity } from '../app/StudyActivity';
import { submitForm } from '../app/submitForm';

/** The day is done: the streak, and "review 10 more". */
@injectable()
export class CongratulationPresenter {
  /** What keeps the streak going, in the learner's words; null when the backend does not say. */
  readonly streakRule: string | null;
  today: Loadable<NextStep> = LOADING;
  /** True while "review 10 more" is being asked for. */
  submitting = false;
  /** Set when "review 10 more" found nothing to review. */
  nothingMore = false;
  failure: AppError | null = null;

  constructor(
    @inject(LoadToday) private readonly loadToday: LoadToday,
    @inject(ReviewTenMore) private readonly reviewTenMore: ReviewTenMore,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(StudyActivity) private readonly activity: StudyActivity,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(APP_CONFIG) config: AppConfig,
  ) {
    // The backend's streak rule, where the app knows it (the sandbox's); a real backend's is not told.
    this.streakRule = config.streakRule ?? null;
    makeAutoObservable<CongratulationPresenter, 'loadToday' | 'reviewTenMore' | 'session' | 'failures' | 'activity' | 'navigation'>(this, {
      loadToday: false,
      reviewTenMore: false,
      session: false,
      failures: false,
      activity: false,
      navigation: false,
    });
  }

  async load(): Promise<void> {
    await loadInto((state) => (this.today = state), this.failures, () => this.loadToday.execute({ learner: this.session.user }));
  }

  get streak(): number {
    return dataOf(this.today)?.streak ?? 0;
  }

  /** Cards still waiting today (the learner may have come here early). */
  get cardsWaiting(): boolean {
    return dataOf(this.today)?.card !== undefined;
  }

  async reviewMore(): Promise<void> {
    if (this.submitting) return;
    this.nothingMore = false;
    await submitForm(this, this.failures, async () => {
      const step = await this.reviewTenMore.execute();
      runInAction(() => {
        this.today = loaded(step);
        this.nothingMore = step.card === undefined;
      });
      if (step.card) {
        this.activity.update({ active: true, mode: step.mode, cardsRemaining: step.progress.review.total - step.progress.review.done });
        this.navigation.navigate(PATHS.study);
      }
    });
  }

  backToToday(): void {
    this.navigation.navigate(PATHS.start);
  }
}
