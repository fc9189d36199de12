import { Mode, type StudyGroup } from '../../domain';
import { dateText } from '../app/dateText';

/** What each group is, in the learner's words. */
export const GROUPS: readonly { readonly group: StudyGroup; readonly mode: Mode; readonly name: string; readonly hint: string }[] = [
  { group: 'main', mode: Mode.Main, name: 'Main', hint: 'New material and cards you are learning' },
  { group: 'review', mode: Mode.Review, name: 'Review', hint: 'Cards you are about to forget' },
  { group: 'survey', mode: Mode.Survey, name: 'Survey', hint: 'A few short questions about how it is going' },
];

/** The label of a mode a newer backend added and this app does not know (DESIGN.md, unknown codes). */
const NEUTRAL_MODE_NAME = 'Study';

export function modeName(mode: Mode): string {
  if (mode === Mode.Library) return 'Library';
  return GROUPS.find((entry) => entry.mode === mode)?.name ?? NEUTRAL_MODE_NAME;
}

export function streakText(streak: number | undefined): string {
  const days = streak ?? 0;
  return days === 1 ? '1 day' : `${days} days`;
}

/** "1 card due", "12 cards due". */
export function cardsDue(count: number): string {
  return count === 1 ? '1 card due' : `${count} cards due`;
}

/** "1 card", "12 cards". */
export function answeredText(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}

/** Time spent, to the minute from a minute on: "40 seconds", "1 min", "12 min". */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.round(seconds / 60)} min`;
}

/** "about 4 min": how long `cards` take at `secondsPerCard`, never less than a minute. */
export function minutesText(cards: number, secondsPerCard: number): string {
  return `about ${Math.max(1, Math.round((cards * secondsPerCard) / 60))} min`;
}

/** Today's Cards as kept on this device, when the backend cannot be reached: since when. */
export function keptTodayText(keptAt: number): string {
  const when = dateText(keptAt, { year: true, time: true });
  return `These are your cards as of ${when}, kept on this device. They are brought up to date as soon as the connection is back.`;
}
