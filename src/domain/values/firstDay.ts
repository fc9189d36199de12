import type { NextStep } from '../entities';

/**
 * A learner who has studied nothing yet: no streak, nothing answered today, and no card they have met
 * before (none being learnt, none to review today or tomorrow). Their first Today's Cards welcomes them
 * and offers the tour rather than greeting them back.
 */
export function isFirstDay(step: NextStep): boolean {
  return !step.streak && step.state.done === 0 && step.state.learningCount === 0 && step.state.tomorrow === 0 && step.progress.review.total === 0;
}
