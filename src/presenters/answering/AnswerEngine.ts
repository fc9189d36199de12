import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { QuestionType, type AnswerResponse, type AppError, type StudyCard } from '../../domain';
import { AnswerCard, StudyDayLog, type AnswerOutcome } from '../../domain/usecases';
import { CLOCK, type Clock } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { AnswerDraft } from './AnswerDraft';
import type { AnswerHost, AnswerPhase } from './AnswerHost';
import { AnswerOutbox } from './AnswerOutbox';
import { AnswerOutcomes, type AnsweringScreen } from './AnswerOutcomes';
import { SavingDelay } from './SavingDelay';

const DONE = Promise.resolve();

/** What the engine works with: adding a collaborator is one line here. */
@injectable()
class AnswerEngineDeps {
  constructor(
    @inject(AnswerCard) readonly answerCard: AnswerCard,
    @inject(AnswerOutbox) readonly outbox: AnswerOutbox,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(CLOCK) readonly clock: Clock,
    @inject(StudyDayLog) readonly dayLog: StudyDayLog,
  ) {}
}

/**
 * One card being answered, on every screen that answers cards: a state machine of named phases, the
 * learner's answer (`draft`) and its way to the server through one use case (`AnswerCard`). Each command
 * acts only in the phase that takes it, so a double click or a repeated key sends one answer. An answer
 * on its way leaves the screen as it was until the reply is slow (`SavingDelay`).
 */
@injectable()
export class AnswerEngine implements AnsweringScreen {
  phase: AnswerPhase = 'loading';
  readonly draft = new AnswerDraft();
  /** The answers waiting on this device (how many, why), which Send now sends. */
  readonly outbox: AnswerOutbox;
  /** Why the screen could not go on (phase 'error'). */
  failure: AppError | null = null;
  /** How many cards have been put on screen: each showing is announced once. */
  shown = 0;
  private readonly saving = new SavingDelay();
  readonly #outcomes: AnswerOutcomes;
  #retrying: Promise<void> | null = null;
  #stopWatching: (() => void) | null = null;

  constructor(@inject(AnswerEngineDeps) private readonly deps: AnswerEngineDeps) {
    this.outbox = deps.outbox;
    this.#outcomes = new AnswerOutcomes(this, deps.session, deps.failures);
    makeAutoObservable<AnswerEngine, 'deps'>(this, { deps: false, draft: false, outbox: false });
  }

  /** A screen begins answering for the signed-in learner; while answers are kept, the connection's return sends them. */
  begin(host: AnswerHost): void {
    this.#outcomes.host = host;
    this.#outcomes.learner = this.deps.session.learnerId;
    this.draft.tally = { given: 0, right: 0 };
    this.#stopWatching ??= reaction(
      () => this.outbox.online,
      (online) => void (online && this.retry()),
    );
  }

  /** The screen left: answers kept stay kept, and the outbox sends them. */
  dispose(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    this.saving.stop();
  }

  /** The phase the screen shows: while an answer is on its way, the one it was given in, until the delay has passed. */
  get screenPhase(): AnswerPhase {
    return this.saving.screenPhase(this.phase);
  }

  get card(): StudyCard | null {
    return this.draft.card;
  }

  get questionType(): QuestionType | null {
    return this.card?.questionType ?? null;
  }

  /** The back is on screen: revealed, marked, or with the grade given on it on its way. */
  get backShown(): boolean {
    const phase = this.saving.cardPhase(this.phase);
    return phase === 'revealed' || phase === 'checked';
  }

  /** A marked answer's verdict, while it is on screen. */
  get verdict(): string | null {
    return this.phase === 'checked' ? this.draft.verdict : null;
  }

  loading(): void {
    this.phase = 'loading';
    this.failure = null;
  }

  show(card: StudyCard): void {
    this.draft.start(card, this.deps.clock.now());
    this.phase = 'question';
    this.failure = null;
    this.#outcomes.marked.reset();
    this.shown += 1;
  }

  finish(): void {
    this.phase = 'finished';
  }

  /** The screen could not go on: the failure is noted once and shown. */
  fail(error: unknown): void {
    this.failure = this.deps.failures.noteFailure(error);
    this.phase = 'error';
  }

  /** What came of an answer (or of opening the session), unless it came back after its learner left. */
  receive(outcome: AnswerOutcome): void | Promise<void> {
    return this.#outcomes.receive(outcome);
  }

  keep(): void {
    this.phase = 'kept';
  }

  setTyped(text: string): void {
    if (this.phase === 'question') this.draft.typed = text;
  }

  reveal(): void {
    if (this.phase === 'question' && this.questionType === QuestionType.Recall) this.phase = 'revealed';
  }

  /** Recall, once revealed: the grade, 1 to 4. Commands resolve once the screen has settled (next card, mark, or kept). */
  grade(grade: number): Promise<void> {
    return this.phase === 'revealed' ? this.answer({ kind: 'grade', grade }) : DONE;
  }

  /** Multiple choice or survey scale: the option number from 1 (a multiple-choice answer is marked, shown until Next). */
  choose(option: number): Promise<void> {
    return this.phase === 'question' ? this.answer({ kind: 'option', option }) : DONE;
  }

  submitTyped(): Promise<void> {
    return this.phase === 'question' ? this.answer({ kind: 'typed', text: this.draft.typed }) : DONE;
  }

  /** After a marked answer: what comes next, once the answer's outcome is known. */
  next(): Promise<void> {
    if (this.phase !== 'checked') return DONE;
    const outcome = this.#outcomes.marked.take();
    if (!outcome) return this.#outcomes.marked.waiting;
    const goingOn = this.#outcomes.goOnAfter(outcome);
    // The connection may have come back while the marked answer was on screen.
    return Promise.resolve(goingOn).then(() => (this.outbox.online ? this.retry() : undefined));
  }

  /** Send now: while the screen holds kept answers, sends them and goes on; otherwise the outbox sends them. */
  async sendNow(): Promise<void> {
    if (this.phase === 'kept') await this.retry();
    else await this.outbox.send();
  }

  /** Sends the kept answers again; a second call while one is under way joins it. */
  retry(): Promise<void> {
    const { learner, host } = this.#outcomes;
    if (this.#retrying || learner === null || !host || this.phase !== 'kept') return this.#retrying ?? DONE;
    const retrying = this.busyWith(() => this.#outcomes.settle(this.deps.answerCard.resend({ userId: learner, mode: host.mode }), false));
    this.#retrying = retrying.finally(() => (this.#retrying = null));
    return this.#retrying;
  }

  /** Runs `work` in the sending phase; the screen says it is saving only once it takes a while. */
  busyWith(work: () => Promise<void>): Promise<void> {
    this.saving.start(this.phase);
    this.phase = 'sending';
    return work().finally(() => this.saving.stop());
  }

  /** Marks the response and sends it: the one place where an answer's outcome is known (given, right or wrong, when). */
  private answer(response: AnswerResponse): Promise<void> {
    const [{ learner, host, current }, card] = [this.#outcomes, this.draft.card];
    if (learner === null || !current || !host || !card) return DONE;
    const marked = this.draft.mark(response);
    if (!marked) return DONE;
    this.deps.dayLog.record(learner, { tta: this.deps.clock.now() - this.draft.shownAt, correct: marked.correct });
    const { answer, rawAnswers } = marked;
    const input = { userId: learner, card, mode: host.mode, shownAt: this.draft.shownAt, answer, ...(rawAnswers === undefined ? {} : { rawAnswers }) };
    // A right-or-wrong answer shows its mark and the back until Next; a grade or a survey point goes on.
    const showsMark = marked.correct !== null;
    this.#outcomes.marked.reset();
    if (showsMark) this.phase = 'checked';
    const send = () => this.#outcomes.settle(this.deps.answerCard.execute(input), showsMark);
    return this.#outcomes.marked.track(showsMark ? send() : this.busyWith(send));
  }
}
