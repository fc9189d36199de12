import { Mode, type Progress, type StudyGroup } from '../../domain';
import { dateText } from '../app/dateText';

/** What each group is, in the learner's words. */
export const GROUPS: readonly { readonly group: StudyGroup; readonly mode: Mode; readonly name: string; readonly hint: string }[] = [
  { group: 'main', mode: Mode.Main, name: 'Main', hint: 'New material and cards you are learning' },
  { group: 'review', mode: Mode.Review, name: 'Review', hint: 'Cards you are about to forget' },
  { group: 'survey', mode: Mode.Survey, name: 'Survey', hint: 'A few short questions about how it is going' },
];

/** The label of a mode a newer backend added and this app does not know (docs/product.md, unknown codes). */
const NEUTRAL_MODE_NAME = 'Study';

export function modeName(mode: Mode): string {
  if (mode === Mode.Library) return 'Library';
  return GROUPS.find((entry) => entry.mode === mode)?.name ?? NEUTRAL_MODE_NAME;
}

/** The move to another group, in plain words, said once when it happens: "Survey: a few short questions about how it is going". */
export function modeChangeText(mode: Mode): string {
  const entry = GROUPS.find((group) => group.mode === mode);
  return entry ? `${entry.name}: ${entry.hint.charAt(0).toLowerCase()}${entry.hint.slice(1)}` : `${modeName(mode)} cards`;
}

/** The day's progress in one line: cards done of the day's cards, and each group that holds cards. */
export interface DayProgress {
  readonly done: number;
  readonly total: number;
  readonly groups: readonly { readonly name: string; readonly done: number; readonly total: number }[];
  /** What is counted: the day ("Today") or Review more's extra round. */
  readonly label: 'Today' | 'Review more';
}

export function dayProgress(progress: Progress): DayProgress {
  const groups = GROUPS.map(({ group, name }) => ({ name, ...progress[group] })).filter((group) => group.total > 0);
  return { done: groups.reduce((sum, group) => sum + group.done, 0), total: groups.reduce((sum, group) => sum + group.total, 0), groups, label: 'Today' };
}

/** A count as its figure and the words after it, for a screen that sets the figure apart: 5 "days". */
export interface Count {
  readonly figure: number;
  readonly words: string;
}

const countText = ({ figure, words }: Count) => `${figure} ${words}`;

/** The streak: 1 "day", 5 "days". */
export function streakCount(streak: number | undefined): Count {
  const days = streak ?? 0;
  return { figure: days, words: days === 1 ? 'day' : 'days' };
}

export function streakText(streak: number | undefined): string {
  return countText(streakCount(streak));
}

/** The cards due: 1 "card due", 12 "cards due". */
export function dueCount(count: number): Count {
  return { figure: count, words: count === 1 ? 'card due' : 'cards due' };
}

/** "1 card due", "12 cards due". */
export function cardsDue(count: number): string {
  return countText(dueCount(count));
}

/** "1 card", "12 cards". */
export function answeredText(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}

/** A length of time in words, to be heard, and in short units, to be shown as a figure. */
interface Duration {
  /** "40 seconds", "12 minutes", "1 hour 5 minutes". */
  readonly words: string;
  /** "40 s", "12 min", "1 h 5 min". */
  readonly short: string;
}

const unit = (count: number, one: string, short: string) => ({ words: count === 1 ? `1 ${one}` : `${count} ${one}s`, short: `${count} ${short}` });

/** Time spent: to the second under a minute, to the minute from a minute on, in hours and minutes from an hour. */
export function duration(ms: number): Duration {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return unit(seconds, 'second', 's');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute', 'min');
  const hours = unit(Math.floor(minutes / 60), 'hour', 'h');
  if (minutes % 60 === 0) return hours;
  const rest = unit(minutes % 60, 'minute', 'min');
  return { words: `${hours.words} ${rest.words}`, short: `${hours.short} ${rest.short}` };
}

/** "about 4 min": how long `cards` take at `secondsPerCard`, never less than a minute. */
export function minutesText(cards: number, secondsPerCard: number): string {
  return `about ${Math.max(1, Math.round((cards * secondsPerCard) / 60))} min`;
}

/** Today's Cards as kept on this device, when the backend cannot be reached: since when. */
export function keptTodayText(keptAt: number): string {
  const when = dateText(keptAt, { year: true, time: true });
  return `These are your cards as of ${when}, kept on this device.`;
}
