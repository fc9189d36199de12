import { Mode, type StudyGroup } from '../../domain';

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

/** Today's Cards as kept on this device, when the backend cannot be reached: since when. */
export function keptTodayText(keptAt: number): string {
  const when = new Date(keptAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `These are your cards as of ${when}, kept on this device. They are brought up to date as soon as the connection is back.`;
}
