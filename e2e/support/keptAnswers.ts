/** An answer waiting on the device, as the app keeps it (under each learner's own key). */
export interface KeptAnswer {
  readonly id: string;
  readonly cardId: number;
  readonly mode: number;
}

/**
 * Run in the page (it closes over nothing): every answer waiting on this device, from each learner's
 * key (`sreo.answers.<id>`, `{ version, answers }`); none when none waits.
 */
export function keptAnswersInPage(): KeptAnswer[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('sreo.answers.'))
    .flatMap((key) => (JSON.parse(localStorage.getItem(key) ?? '{"answers":[]}') as { answers: KeptAnswer[] }).answers);
}
