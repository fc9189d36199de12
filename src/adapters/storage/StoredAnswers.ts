import { inject, injectable } from 'inversify';
import type { AnswerRecord, Mode } from '../../domain/entities';
import { parseStored } from '../../domain/values';
import { KEY_VALUE_STORAGE, type AnswerStore, type KeyValueStorage } from '../../ports';

/** Each learner's waiting answers, under their own key: `{ version, answers }`, in the domain's names. */
const KEY_PREFIX = 'sreo.answers.';
const VERSION = 2;
/** Where earlier versions kept every learner's answers together, in the wire's names: still read, and moved. */
const EARLIER_KEY = 'sreo.study.pendingAnswers';

/** An answer as earlier versions kept it, in the wire's names. */
type EarlierAnswer = { id: string; uId: number; dId: number; cId: number; dt: string; tta: number; ans: number; rawAnswers?: string; mode: Mode };

/** The entries of a stored list that carry an id: a damaged value reads as fewer answers, never as an error. */
const entries = <T>(list: unknown): T[] => (Array.isArray(list) ? list.filter((entry) => typeof entry?.id === 'string') : []);

/**
 * The waiting answers as JSON under the storage port (so they degrade as it does when the browser refuses
 * the device's storage). A learner's answers that an earlier version kept under the shared key are moved
 * under theirs, before their own, the first time they are read.
 */
@injectable()
export class StoredAnswers implements AnswerStore {
  constructor(@inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage) {}

  read(userId: number): readonly AnswerRecord[] {
    const stored = parseStored(this.storage.get(KEY_PREFIX + userId)) as { version?: number; answers?: unknown } | null;
    const own = stored?.version === VERSION ? entries<AnswerRecord>(stored.answers) : [];
    const all = entries<EarlierAnswer>(parseStored(this.storage.get(EARLIER_KEY)));
    const others = all.filter((answer) => answer.uId !== userId);
    if (others.length === all.length) return own;
    const answers = [...all.filter((answer) => answer.uId === userId && !own.some((kept) => kept.id === answer.id)).map(fromEarlier), ...own];
    this.write(userId, answers);
    if (others.length === 0) this.storage.remove(EARLIER_KEY);
    else this.storage.set(EARLIER_KEY, JSON.stringify(others));
    return answers;
  }

  write(userId: number, answers: readonly AnswerRecord[]): void {
    if (answers.length === 0) this.storage.remove(KEY_PREFIX + userId);
    else this.storage.set(KEY_PREFIX + userId, JSON.stringify({ version: VERSION, answers }));
  }

  onChangeElsewhere(listener: () => void): () => void {
    return this.storage.onChangeElsewhere((key) => {
      if (key === null || key.startsWith(KEY_PREFIX) || key === EARLIER_KEY) listener();
    });
  }
}

/** The answer in the domain's names (its id, mode and any typed answer keep theirs). */
function fromEarlier({ uId, dId, cId, dt, tta, ans, ...kept }: EarlierAnswer): AnswerRecord {
  return { ...kept, userId: uId, deckId: dId, cardId: cId, answeredAt: dt, timeToAnswerMs: tta, answer: ans };
}
