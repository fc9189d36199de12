import { inject, injectable } from 'inversify';
import type { AnswerRecord } from '../../entities';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports';
import { fromStoredAnswer, toStoredAnswer } from './storedAnswer';

const PENDING_ANSWERS_KEY = 'sreo.study.pendingAnswers';

/**
 * Answers given but not yet confirmed by the server, kept through the storage port so that neither a
 * lost connection nor a reload loses one. Each keeps its id, so sending it again counts once. One for
 * the app (a singleton), so that its sends can be made one at a time.
 */
@injectable('Singleton')
export class AnswerQueue {
  private sending: Promise<unknown> = Promise.resolve();

  constructor(@inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage) {}

  /** Runs `send` once every send started before it has settled: one send of the queue at a time. */
  exclusively<T>(send: () => Promise<T>): Promise<T> {
    const run = this.sending.then(send, send);
    this.sending = run.catch(() => undefined);
    return run;
  }

  list(): AnswerRecord[] {
    try {
      const value: unknown = JSON.parse(this.storage.get(PENDING_ANSWERS_KEY) ?? '[]');
      return Array.isArray(value) ? (value as Parameters<typeof fromStoredAnswer>[0][]).map(fromStoredAnswer) : [];
    } catch {
      return [];
    }
  }

  /** Whether waiting answers outlive the tab (false when the browser refuses the device's storage). */
  keptOnDevice(): boolean {
    return this.storage.isPersistent();
  }

  /** The learner's own waiting answers, oldest first. */
  of(userId: number): AnswerRecord[] {
    return this.list().filter((answer) => answer.userId === userId);
  }

  add(answer: AnswerRecord): void {
    if (this.list().some((waiting) => waiting.id === answer.id)) return;
    this.write([...this.list(), answer]);
  }

  remove(id: string): void {
    this.write(this.list().filter((answer) => answer.id !== id));
  }

  private write(answers: AnswerRecord[]): void {
    if (answers.length === 0) this.storage.remove(PENDING_ANSWERS_KEY);
    else this.storage.set(PENDING_ANSWERS_KEY, JSON.stringify(answers.map(toStoredAnswer)));
  }
}
