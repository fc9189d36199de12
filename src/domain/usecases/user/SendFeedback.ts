import { inject, injectable } from 'inversify';
import { ANALYTICS, USER_API, type Analytics, type UserApi } from '../../../ports';

export const FEEDBACK_MAX_LENGTH = 2000;
const FEEDBACK_EVENT = 'feedback';

export interface FeedbackInput {
  readonly text: string;
  /** 1 to 5, or undefined for no rating. */
  readonly rating?: number;
}

/** Why a feedback message cannot be sent, or null when it can. */
export function feedbackProblem({ text, rating }: FeedbackInput): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Write your feedback before sending it.';
  if (trimmed.length > FEEDBACK_MAX_LENGTH) {
    return `Keep your feedback to ${FEEDBACK_MAX_LENGTH} characters or fewer (it has ${trimmed.length}).`;
  }
  if (rating !== undefined && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
    return 'A rating is a whole number from 1 to 5.';
  }
  return null;
}

/** POST /app/feedback. The text itself never goes to analytics: only that feedback was sent. */
@injectable()
export class SendFeedback {
  constructor(
    @inject(USER_API) private readonly users: UserApi,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  async execute(input: FeedbackInput): Promise<void> {
    const problem = feedbackProblem(input);
    if (problem) throw new RangeError(problem);
    const text = input.text.trim();
    await this.users.sendFeedback(input.rating === undefined ? { text } : { text, rating: input.rating });
    this.analytics.capture(FEEDBACK_EVENT, { rating: input.rating ?? null });
  }
}
