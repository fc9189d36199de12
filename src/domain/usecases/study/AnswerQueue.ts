import { inject, injectable } from 'inversify';
import type { AnswerRecord, Mode } from '../../entities';
import type { AppError } from '../../errors';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../../ports';

/** Each learner's waiting answers, under their own key: `{ version, answers }`, in the domain's names. */
const KEY_PREFIX = 'sreo.answers.';
const VERSION = 2;
/** Where earlier versions kept every learner's answers together, in the wire's names: still read, and sent. */
const EARLIER_KEY = 'sreo.study.pendingAnswers';

/**
 * Answers given but not yet confirmed by the server, kept through the storage port so that neither a
 * lost connection nor a reload loses one. Each keeps its id, so sending it again counts once. One for
 * the app (a singleton): each learner's answers are read from the device once and held here, another
 * tab's changes arriving by the storage port's `onChangeElsewhere`; sends are made one at a time, and
 * whoever shows the waiting answers hears of every change (`subscribe`), with why the last send left some.
 */
@injectable('Singleton')
export class AnswerQueue {
  private sending: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  /** Why each learner's last send left answers waiting; none once a send left none. */
  private readonly failures = new Map<number, AppError>();
  /** Each learner's waiting answers as the device holds them, once read. */
  readonly #held = new Map<number, readonly AnswerRecord[]>();

  constructor(@inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage) {
    storage.onChangeElsewhere((key) => {
      if (key !== null && !key.startsWith(KEY_PREFIX) && key !== EARLIER_KEY) return;
      this.#held.clear();
      this.changed();
    });
  }

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

  /** Whether waiting answers outlive the tab (false when the browser refuses the device's storage). */
  keptOnDevice(): boolean {
    return this.storage.isPersistent();
  }

  /** The learner's own waiting answers, oldest first. */
  of(userId: number): AnswerRecord[] {
    return [...(this.#held.get(userId) ?? this.read(userId))];
  }

  /** Every learner's waiting answers on this device. */
  list(): AnswerRecord[] {
    const stored = this.storage.keys().filter((key) => key.startsWith(KEY_PREFIX)).map((key) => Number(key.slice(KEY_PREFIX.length)));
    return [...new Set([...this.#held.keys(), ...stored])].flatMap((userId) => this.of(userId));
  }

  add(answer: AnswerRecord): void {
    const waiting = this.of(answer.userId);
    if (!waiting.some((kept) => kept.id === answer.id)) this.write(answer.userId, [...waiting, answer]);
  }

  remove({ userId, id }: AnswerRecord): void {
    this.write(userId, this.of(userId).filter((answer) => answer.id !== id));
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

  /** The learner's answers on the device: an earlier version's first (moved under the learner's key), then their own. */
  private read(userId: number): readonly AnswerRecord[] {
    const own = parse(this.storage.get(KEY_PREFIX + userId), (value) => (isStored(value) ? value.answers : []));
    const earlier = parse(this.storage.get(EARLIER_KEY), (value) => (Array.isArray(value) ? value.map(fromEarlier) : []));
    const moving = earlier.filter((answer) => answer.userId === userId && !own.some((kept) => kept.id === answer.id));
    const answers = [...moving, ...own];
    this.#held.set(userId, answers);
    if (earlier.some((answer) => answer.userId === userId)) {
      this.write(userId, answers);
      const others = earlier.filter((answer) => answer.userId !== userId).map(toEarlier);
      if (others.length === 0) this.storage.remove(EARLIER_KEY);
      else this.storage.set(EARLIER_KEY, JSON.stringify(others));
    }
    return answers;
  }

  private write(userId: number, answers: readonly AnswerRecord[]): void {
    this.#held.set(userId, answers);
    if (answers.length === 0) this.storage.remove(KEY_PREFIX + userId);
    else this.storage.set(KEY_PREFIX + userId, JSON.stringify({ version: VERSION, answers }));
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The stored text's answers (none when there is none or it does not read back). */
function parse(stored: string | null, answersOf: (value: unknown) => AnswerRecord[]): AnswerRecord[] {
  try {
    return stored === null ? [] : answersOf(JSON.parse(stored));
  } catch {
    return [];
  }
}

function isStored(value: unknown): value is { version: typeof VERSION; answers: AnswerRecord[] } {
  const stored = value as { version?: unknown; answers?: unknown } | null;
  return stored?.version === VERSION && Array.isArray(stored.answers);
}

/** An answer as earlier versions kept it, in the wire's names. */
interface EarlierAnswer {
  readonly id: string;
  readonly uId: number;
  readonly dId: number;
  readonly cId: number;
  readonly dt: string;
  readonly tta: number;
  readonly ans: number;
  readonly rawAnswers?: string;
  readonly mode: Mode;
}

function fromEarlier({ id, uId, dId, cId, dt, tta, ans, rawAnswers, mode }: EarlierAnswer): AnswerRecord {
  return { id, userId: uId, deckId: dId, cardId: cId, answeredAt: dt, timeToAnswerMs: tta, answer: ans, ...(rawAnswers === undefined ? {} : { rawAnswers }), mode };
}

function toEarlier({ id, userId, deckId, cardId, answeredAt, timeToAnswerMs, answer, rawAnswers, mode }: AnswerRecord): EarlierAnswer {
  return { id, uId: userId, dId: deckId, cId: cardId, dt: answeredAt, tta: timeToAnswerMs, ans: answer, ...(rawAnswers === undefined ? {} : { rawAnswers }), mode };
}
