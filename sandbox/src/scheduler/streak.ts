import type { AnswerLogEntry } from '../model';

export const DAY_MS = 86_400_000;

/** The UTC day number of a time (the sandbox's days run midnight to midnight UTC). */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * `hour` o'clock (UTC) on the day `daysAgo` days before the day of `now`: seeded history lands on the
 * same sandbox days whatever the hour the seed is made at.
 */
export function hourOfDayBefore(now: number, daysAgo: number, hour: number): number {
  return (dayOf(now) - daysAgo) * DAY_MS + hour * 3_600_000;
}

/** The milestones a streak message is sent for. */
const STREAK_MILESTONES: readonly number[] = [3, 7, 14, 30, 50, 100, 200, 365];

/** A kind streak: one missed day in any seven does not break it. */
const STREAK_GRACE_WINDOW_DAYS = 7;

/** The rule above in the learner's words, shown beside the streak when the sandbox is the backend. */
export const STREAK_RULE_TEXT = 'One missed day in seven does not break your streak.';

/**
 * The learner's streak: the days studied in a row up to today (today is still open: not having studied yet
 * today breaks nothing). Kind: a single missed day is forgiven when no other day was forgiven in the
 * seven days before it; two missed days in a row, or a second within seven days, end the streak.
 * Missed days do not count.
 */
export function streakOf(answers: readonly Pick<AnswerLogEntry, 'dt'>[], now: number): number {
  const days = new Set(answers.filter((a) => a.dt <= now).map((a) => dayOf(a.dt)));
  if (days.size === 0) return 0;
  const today = dayOf(now);
  let streak = 0;
  let lastForgiven: number | null = null;
  let previousMissed = false;
  for (let day = Math.min(...days); day <= today; day += 1) {
    if (days.has(day)) {
      streak += 1;
      previousMissed = false;
    } else if (day === today) {
      break;
    } else if (streak > 0 && !previousMissed && (lastForgiven === null || day - lastForgiven >= STREAK_GRACE_WINDOW_DAYS)) {
      lastForgiven = day;
      previousMissed = true;
    } else {
      streak = 0;
      lastForgiven = null;
      previousMissed = false;
    }
  }
  return streak;
}

/** The message for a streak that has just reached a milestone, if it has. */
export function milestoneMessage(before: number, after: number): string | undefined {
  if (after <= before || !STREAK_MILESTONES.includes(after)) return undefined;
  return `${after} days in a row! You have reached a ${after}-day streak.`;
}
