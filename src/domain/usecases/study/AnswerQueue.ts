import { inject, injectable } from 'inversify';
import type { AnswerRecord } from '../../entities';
import type { AppError } from '../../errors';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports';
import { fromStoredAnswer, toStoredAnswer } from './storedAnswer';

const PENDING_ANSWERS_KEY = 'sreo.study.pendingAnswers';

/**
 * Answers given but not yet confirmed by the server, kept through the storage port so that neither a
 * lost connection nor a reload loses one. Each keeps its id, so sending it again counts once. One for
 * the app (a singleton), so that its sends can be made one at a time and whoever shows the waiting
 * answers hears of every change (`subscribe`), with why the last send left some waiting.
 */
@injectable('Singleton')
export class AnswerQueue {
  private sending: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  /** Why each learner's last send left answers waiting; none once a send left none. */
  private readonly failures = new Map<number, AppError>();
  /** The stored text last read, and its answers. */
  #read: { stored: string | null; answers: readonly AnswerRecord[] } = { stored: null, answers: [] };

  constructor(@inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage) {}

  /** Runs `send` once every send started before it has settled: one send of the queue at a time. */
  exclusively<T>(send: () => Promise<T>): Promise<T> {
    const run = this.sending.then(send, send);
    this.sending = run.catch(() => undefined);
    return run;
  }

  /** Hears of every change to the waiting answers or to a learner's last failure; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  list(): AnswerRecord[] {
    const stored = this.storage.get(PENDING_ANSWERS_KEY);
    // Read on every use (another tab may have changed it), parsed only when it did change.
    if (stored !== this.#read.stored) this.#read = { stored, answers: parseAnswers(stored) };
    return [...this.#read.answers];
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
    const waiting = this.list();
    if (waiting.some((kept) => kept.id === answer.id)) return;
    this.write([...waiting, answer]);
  }

  remove(id: string): void {
    this.write(this.list().filter((answer) => answer.id !== id));
  }

  /** Why the learner's last send left answers waiting (null: it left none, or none was tried). */
  failureOf(userId: number): AppError | null {
    return this.failures.get(userId) ?? null;
  }

  noteFailure(userId: number, failure: AppError | null): void {
    if (failure) this.failures.set(userId, failure);
    else if (!this.failures.delete(userId)) return;
    this.changed();
  }

  private write(answers: AnswerRecord[]): void {
    if (answers.length === 0) this.storage.remove(PENDING_ANSWERS_KEY);
    else this.storage.set(PENDING_ANSWERS_KEY, JSON.stringify(answers.map(toStoredAnswer)));
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The answers of the stored text; none when there is none or it does not read back. */
function parseAnswers(stored: string | null): AnswerRecord[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? (value as Parameters<typeof fromStoredAnswer>[0][]).map(fromStoredAnswer) : [];
  } catch {
    return [];
  }
}
