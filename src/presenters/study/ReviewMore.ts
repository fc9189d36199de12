import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type AppError, type NextStep } from '../../domain';
import { CurrentStep } from '../../domain/usecases';
import { NAVIGATION, type Navigation } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { StudyActivity } from '../app/StudyActivity';
import { submitForm } from '../app/submitForm';
import { ReviewRound } from './ReviewRound';
import { dayProgress } from './studyText';

/** What "Review more" works with: adding a collaborator is one line here. */
@injectable()
class ReviewMoreDeps {
  constructor(
    @inject(CurrentStep) readonly currentStep: CurrentStep,
    @inject(Failures) readonly failures: Failures,
    @inject(StudyActivity) readonly activity: StudyActivity,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(ReviewRound) readonly round: ReviewRound,
  ) {}
}

/**
 * "Review more" once the day is done, on Today's Cards and at the day's end: the server adds the cards
 * least likely recalled now, and the study session opens on them; when it has none, the learner is told.
 */
@injectable()
export class ReviewMore {
  submitting = false;
  failure: AppError | null = null;
  /** Set when the server had nothing more to review. */
  nothingMore = false;

  constructor(@inject(ReviewMoreDeps) private readonly deps: ReviewMoreDeps) {
    makeAutoObservable<ReviewMore, 'deps'>(this, { deps: false });
  }

  /** Asks for more cards and starts studying them; answers the server's step (null when it failed or was busy). */
  async start(): Promise<NextStep | null> {
    const { failures, currentStep, activity, navigation, session, round } = this.deps;
    const userId = session.learnerId;
    if (this.submitting || userId === null) return null;
    this.nothingMore = false;
    let step: NextStep | null = null;
    await submitForm(this, failures, async () => {
      const next = await currentStep.execute({ userId, reviewMore: true });
      step = next;
      runInAction(() => (this.nothingMore = next.card === undefined));
      if (next.card) {
        round.begin(userId, dayProgress(next.progress));
        activity.update({ active: true, mode: next.mode, cardsRemaining: next.progress.review.total - next.progress.review.done });
        navigation.navigate(PATHS.study);
      }
    });
    return step;
  }
}
