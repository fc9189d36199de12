import type { StudyDayRecord } from '../domain/entities';

/** Where each learner's study day is kept on the device, in a format of the adapter's own; a sign-out removes it. */
export interface StudyDayStore {
  /** The learner's kept day; null when none reads back (none kept, or one an older version kept or damaged). */
  read(userId: number): StudyDayRecord | null;
  write(userId: number, day: StudyDayRecord): void;
  /** Told when another tab changed a learner's day. Answers a function that stops telling. */
  onChangeElsewhere(listener: () => void): () => void;
}

export const STUDY_DAY_STORE = Symbol.for('StudyDayStore');
