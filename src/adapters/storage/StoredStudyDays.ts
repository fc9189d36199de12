import { inject, injectable } from 'inversify';
import type { StudyDayRecord } from '../../domain/entities';
import { parseStored } from '../../domain/values';
import { KEY_VALUE_STORAGE, LEARNER_KEY_PREFIX, type KeyValueStorage, type StudyDayStore } from '../../ports';

/** Each learner's day as JSON under a key of theirs, which a sign-out removes with the learner's other keys. */
const SUFFIX = '.studyDay';
const keyOf = (userId: number) => `${LEARNER_KEY_PREFIX}${userId}${SUFFIX}`;
const COUNTS = ['answered', 'marked', 'right', 'spentMs'] as const;

/** The study days under the storage port, so that they degrade as it does when the browser refuses the device's storage. */
@injectable()
export class StoredStudyDays implements StudyDayStore {
  constructor(@inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage) {}

  read(userId: number): StudyDayRecord | null {
    const value = parseStored(this.storage.get(keyOf(userId))) as Record<string, unknown> | null;
    // An older or damaged value starts afresh.
    const counts = COUNTS.every((key) => Number.isFinite(value?.[key]));
    const valid = counts && typeof value?.day === 'string' && Array.isArray(value.recent) && value.recent.every(Number.isFinite);
    return valid ? (value as unknown as StudyDayRecord) : null;
  }

  write(userId: number, day: StudyDayRecord): void {
    this.storage.set(keyOf(userId), JSON.stringify(day));
  }

  onChangeElsewhere(listener: () => void): () => void {
    return this.storage.onChangeElsewhere((key) => {
      if (key === null || (key.startsWith(LEARNER_KEY_PREFIX) && key.endsWith(SUFFIX))) listener();
    });
  }
}
