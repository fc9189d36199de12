import type { AnswerRecord } from '../domain/entities';

/** Where each learner's waiting answers are kept on the device, oldest first, in a format of the adapter's own. */
export interface AnswerStore {
  /** The learner's kept answers, those an earlier version kept included; none when nothing reads back. */
  read(userId: number): readonly AnswerRecord[];
  /** Keeps these answers for the learner, in place of what was kept (none: nothing is kept for them). */
  write(userId: number, answers: readonly AnswerRecord[]): void;
  /** Told when another tab changed what is kept. Answers a function that stops telling. */
  onChangeElsewhere(listener: () => void): () => void;
}

export const ANSWER_STORE = Symbol.for('AnswerStore');
