import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../domain';
import { FEEDBACK_MAX_LENGTH, SendFeedback, feedbackProblem } from '../../domain/usecases';
import { ANALYTICS, type Analytics } from '../../ports';
import { Failures } from '../app/Failures';
import { submitForm } from '../app/submitForm';
import { firstFailingField } from '../app/firstFailingField';

const FEEDBACK_SCREEN = 'feedback';
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** What the feedback form works with: adding a collaborator is one line here. */
@injectable()
class FeedbackPresenterDeps {
  constructor(
    @inject(SendFeedback) readonly sendFeedback: SendFeedback,
    @inject(Failures) readonly failures: Failures,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/** The feedback form: a required message of at most 2000 characters and an optional 1-5 rating. */
@injectable()
export class FeedbackPresenter {
  text = '';
  rating: number | undefined = undefined;
  submitting = false;
  attempted = false;
  failure: AppError | null = null;
  sent = false;
  readonly maxLength = FEEDBACK_MAX_LENGTH;

  constructor(@inject(FeedbackPresenterDeps) private readonly deps: FeedbackPresenterDeps) {
    makeAutoObservable<FeedbackPresenter, 'deps'>(this, { deps: false });
  }

  open(): void {
    this.deps.analytics.screen(FEEDBACK_SCREEN);
  }

  get charactersLeft(): number {
    return FEEDBACK_MAX_LENGTH - this.text.trim().length;
  }

  get textError(): string | null {
    if (!this.attempted && this.charactersLeft >= 0) return null;
    return feedbackProblem({ text: this.text });
  }

  get failingField(): string | null {
    return firstFailingField({ text: this.textError });
  }

  setText(text: string): void {
    this.text = text;
    this.sent = false;
    this.failure = null;
  }

  /** The rating is optional: undefined clears it. */
  setRating(rating: number | undefined): void {
    this.rating = rating;
    this.sent = false;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    this.sent = false;
    if (feedbackProblem({ text: this.text, rating: this.rating })) return false;
    return submitForm(this, this.deps.failures, async () => {
      await this.deps.sendFeedback.execute(this.rating === undefined ? { text: this.text } : { text: this.text, rating: this.rating });
      runInAction(() => {
        this.text = '';
        this.rating = undefined;
        this.attempted = false;
        this.sent = true;
      });
    });
  }
}
