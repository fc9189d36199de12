/**
 * Where the learner's unsent answers are, and what happens to them. A module of its own: start-up shows it
 * on the sign-in page's critical path, where the study screen's other texts are not needed.
 */
export function keptAnswersText(waiting: number, onDevice: boolean): string {
  const answers = waiting === 1 ? 'Your answer is' : `Your ${waiting} answers are`;
  return onDevice
    ? `${answers} saved on this device and will be sent as soon as the connection is back. Nothing is lost.`
    : `${answers} kept in this tab and will be sent as soon as the connection is back. Keep this tab open until then.`;
}
