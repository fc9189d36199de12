import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import {
  FieldType,
  QuestionType,
  answerOptions,
  correctAnswer,
  markAnswer,
  templateField,
  type AnswerResponse,
  type AppError,
  type Mode,
  type NextStep,
  type StudyCard,
} from '../../domain';
import { AnswerCard, StudyDayLog, type AnswerCardInput, type AnswerOutcome } from '../../domain/usecases';
import { CLOCK, type Clock } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { AnswerOutbox, type KeptAnswers } from './AnswerOutbox';
import { typedDifference, type TypedDifference } from './typedDifference';

/**
 * loading (the card is on its way); question (the front); revealed (a recall card's back, waiting for a
 * grade); sending (an answer on its way); checked (a multiple-choice or typed answer marked, the back
 * shown, waiting for Next); kept (the answer is saved on this device until it can be sent, and the screen
 * cannot go on without the server); error (the card or the session could not load, or the answer was
 * refused); finished (nothing left to answer).
 */
export type AnswerPhase = 'loading' | 'question' | 'revealed' | 'sending' | 'checked' | 'kept' | 'error' | 'finished';

/** How long an answer may be on its way before the screen says it is saving it: a quick reply shows nothing. */
export const SAVING_SHOWN_AFTER_MS = 400;

const DONE = Promise.resolve();

/** The screen that puts cards in front of the engine: the daily study or the library quiz. */
export interface AnswerHost {
  /** The mode the card on screen is answered in. */
  readonly mode: Mode;
  /**
   * Whether the screen goes on while an answer is kept on this device: the quiz does (its next card is
   * its own), the daily study does not (the server decides its next card).
   */
  readonly goesOnWhileKept: boolean;
  /** The answer is done with: show what comes next (`step`: the server's next step, in the study modes). */
  goOn(step: NextStep | null): void | Promise<void>;
}

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
 * One card being answered, for every screen that answers cards: the phase it is in, the learner's
 * choice or typing, its mark, and the answer's way to the server through one use case (`AnswerCard`)
 * and the outbox. Answers only in the phase that takes them, so a double click or a repeated key sends
 * one answer. An answer on its way leaves the screen as it was until the reply is slow
 * (`SAVING_SHOWN_AFTER_MS`): a quick reply goes straight to the next card.
 */
@injectable()
export class AnswerEngine {
  phase: AnswerPhase = 'loading';
  card: StudyCard | null = null;
  chosen: number | null = null;
  typed = '';
  /** Whether a marked answer was right (null for a self-graded or survey answer). */
  correct: boolean | null = null;
  /** Why the screen could not go on (phase 'error'). */
  failure: AppError | null = null;
  /** How many cards have been put on screen: each showing is announced once. */
  shown = 0;
  /** Answers given, and how many of them were marked right, since the screen began (`begin`). */
  given = 0;
  right = 0;
  /** The phase the answer on its way was given in: what the screen shows until `savingShown`. */
  private sentFrom: AnswerPhase = 'question';
  /** Whether the answer on its way has taken `SAVING_SHOWN_AFTER_MS`, so that the screen says it is saving. */
  private savingShown = false;
  #host: AnswerHost | null = null;
  #learner: number | null = null;
  #shownAt = 0;
  #savingTimer: ReturnType<typeof setTimeout> | undefined;
  /** The answer on its way, so that Next can wait for it, and what came of a marked answer, kept for Next. */
  #sending: Promise<void> | null = null;
  #upcoming: AnswerOutcome | null = null;
  #advanceWhenReady = false;
  #retrying: Promise<void> | null = null;
  #stopWatching: (() => void) | null = null;

  constructor(@inject(AnswerEngineDeps) private readonly deps: AnswerEngineDeps) {
    makeAutoObservable<AnswerEngine, 'deps'>(this, { deps: false });
  }

  /**
   * A screen begins answering for the signed-in learner: it puts cards in front of the engine and hears
   * when to go on. While an answer is kept, the connection coming back sends it (`retry`).
   */
  begin(host: AnswerHost): void {
    this.#host = host;
    this.#learner = this.deps.session.learnerId;
    this.given = 0;
    this.right = 0;
    this.#stopWatching ??= reaction(
      () => this.deps.outbox.online,
      (online) => {
        if (online && this.phase === 'kept') void this.retry();
      },
    );
  }

  /** The screen left: stop watching (answers kept stay kept, and the outbox sends them). */
  dispose(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    clearTimeout(this.#savingTimer);
  }

  /**
   * The phase the screen shows. An answer on its way leaves the screen as it was until the reply is slow:
   * `phase` itself is 'sending' at once, so a second key is not a second answer.
   */
  get screenPhase(): AnswerPhase {
    return this.phase === 'sending' && !this.savingShown ? this.sentFrom : this.phase;
  }

  get questionType(): QuestionType | null {
    return this.card?.questionType ?? null;
  }

  get options(): readonly string[] {
    return this.card ? answerOptions(this.card) : [];
  }

  /** The back is on screen: revealed, marked, or with the grade given on it on its way (the focus stays on it). */
  get backShown(): boolean {
    const phase = this.phase === 'sending' ? this.sentFrom : this.phase;
    return phase === 'revealed' || phase === 'checked';
  }

  /** A marked answer's verdict, with the right answer when it was wrong (where it can be said). */
  get verdict(): string | null {
    const card = this.card;
    if (this.phase !== 'checked' || !card || this.correct === null) return null;
    if (this.correct) return 'Right!';
    const sayable = templateField(card, 'answer')?.value !== undefined || card.backType === FieldType.Text;
    return sayable ? `Not quite. The answer is ${correctAnswer(card)}.` : 'Not quite. The answer is shown below.';
  }

  /**
   * After a marked multiple-choice answer, an option's mark where it stands: the right option, and the
   * learner's pick when it was wrong; null for any other option, or before the answer is marked.
   */
  optionMark(option: number): 'right' | 'wrong' | null {
    const card = this.card;
    if (this.phase !== 'checked' || !card || card.questionType !== QuestionType.MultipleChoice) return null;
    if (markAnswer(card, { kind: 'option', option })?.correct) return 'right';
    return this.chosen === option ? 'wrong' : null;
  }

  /** After a wrong typed answer: the learner's text against the right one, their differences marked. */
  get typedDifference(): TypedDifference | null {
    const card = this.card;
    if (this.phase !== 'checked' || !card || card.questionType !== QuestionType.TypedAnswer || this.correct !== false) return null;
    return typedDifference(this.typed, correctAnswer(card));
  }

  /** The learner's answers waiting on this device after a send that could not deliver them, and why. */
  get kept(): KeptAnswers | null {
    return this.deps.outbox.kept;
  }

  /** While answers are kept: how many, and where (on this device, or only in this tab). */
  get keptText(): string | null {
    return this.kept ? this.deps.outbox.keptText : null;
  }

  /** Whether the screen holds kept answers and cannot go on until they are sent. */
  get holdsKept(): boolean {
    return this.phase === 'kept';
  }

  /** The next card is on its way. */
  loading(): void {
    this.phase = 'loading';
    this.failure = null;
  }

  /** Puts a card on screen, its question first. */
  show(card: StudyCard): void {
    this.card = card;
    this.phase = 'question';
    this.failure = null;
    this.chosen = null;
    this.typed = '';
    this.correct = null;
    this.#upcoming = null;
    this.#advanceWhenReady = false;
    this.shown += 1;
    this.#shownAt = this.deps.clock.now();
  }

  /** Nothing is left to answer. */
  finish(): void {
    this.phase = 'finished';
  }

  /** The screen could not go on: the failure is noted once and shown. */
  fail(error: unknown): void {
    this.failure = this.deps.failures.noteFailure(error);
    this.phase = 'error';
  }

  /** What came of an answer (or of opening the session): go on, or hold the kept answers. */
  receive(outcome: AnswerOutcome): void | Promise<void> {
    if (this.deps.session.learnerId !== this.#learner) return;
    if (outcome.status === 'kept') this.deps.failures.noteFailure(outcome.failure);
    return this.goOnAfter(outcome);
  }

  setTyped(text: string): void {
    if (this.phase === 'question') this.typed = text;
  }

  /** Recall: shows the back. */
  reveal(): void {
    if (this.phase === 'question' && this.questionType === QuestionType.Recall) this.phase = 'revealed';
  }

  /** Recall: the learner's grade, 1 to 4. Resolves once the next card (or the kept answer) is shown. */
  grade(grade: number): Promise<void> {
    return this.phase === 'revealed' ? this.answer({ kind: 'grade', grade }) : DONE;
  }

  /**
   * Multiple choice or survey scale: the option number from 1. A multiple-choice answer is marked and
   * stays on screen until Next; resolves once the server has it (or it is kept).
   */
  choose(option: number): Promise<void> {
    return this.phase === 'question' ? this.answer({ kind: 'option', option }) : DONE;
  }

  /** Typed answer: marks the text (domain rule) and sends it; resolves once the server has it (or it is kept). */
  submitTyped(): Promise<void> {
    return this.phase === 'question' ? this.answer({ kind: 'typed', text: this.typed }) : DONE;
  }

  /**
   * After a marked answer: what comes next. Resolves once it is shown (waiting for the server's answer if it
   * is still on its way), or once the kept answers have been tried again.
   */
  next(): Promise<void> {
    if (this.phase !== 'checked') return DONE;
    const outcome = this.#upcoming;
    if (!outcome) {
      this.#advanceWhenReady = true;
      return this.#sending ?? DONE;
    }
    this.#upcoming = null;
    const goingOn = this.goOnAfter(outcome);
    // The connection may have come back while the marked answer was on screen.
    return this.holdsKept && this.deps.outbox.online ? this.retry() : Promise.resolve(goingOn);
  }

  /** Send now: while the screen holds kept answers, sends them and goes on; otherwise the outbox sends them. */
  async sendNow(): Promise<void> {
    if (this.phase === 'kept') await this.retry();
    else await this.deps.outbox.send();
  }

  /** Sends the answers waiting on this device again; a second call while one is under way joins it. */
  retry(): Promise<void> {
    const learner = this.#learner;
    const host = this.#host;
    if (this.#retrying) return this.#retrying;
    if (learner === null || !host || this.phase !== 'kept') return DONE;
    const retrying = this.busyWith(() =>
      this.deps.answerCard.resend({ userId: learner, mode: host.mode }).then(
        (outcome) => this.receive(outcome),
        (error: unknown) => this.failFor(learner, error),
      ),
    ).finally(() => (this.#retrying = null));
    this.#retrying = retrying;
    return retrying;
  }

  /** Runs `work` in the sending phase; the screen says it is saving only once it takes `SAVING_SHOWN_AFTER_MS`. */
  busyWith(work: () => Promise<void>): Promise<void> {
    this.sentFrom = this.phase;
    this.phase = 'sending';
    this.savingShown = false;
    clearTimeout(this.#savingTimer);
    const timer = setTimeout(() => runInAction(() => (this.savingShown = true)), SAVING_SHOWN_AFTER_MS);
    this.#savingTimer = timer;
    return work().finally(() => clearTimeout(timer));
  }

  /**
   * Marks the response by the domain rule and sends it; a response the card does not take is ignored. The
   * one place where an answer's outcome is known: given, marked right or wrong, and when.
   */
  private answer(response: AnswerResponse): Promise<void> {
    const learner = this.#learner;
    const card = this.card;
    const host = this.#host;
    const marked = card ? markAnswer(card, response) : null;
    if (learner === null || learner !== this.deps.session.learnerId || !card || !host || !marked) return DONE;
    if (response.kind === 'option') this.chosen = response.option;
    this.deps.dayLog.record(learner, { tta: this.deps.clock.now() - this.#shownAt, correct: marked.correct });
    this.given += 1;
    if (marked.correct) this.right += 1;
    const input: AnswerCardInput = {
      userId: learner,
      card,
      mode: host.mode,
      shownAt: this.#shownAt,
      answer: marked.answer,
      ...(marked.rawAnswers === undefined ? {} : { rawAnswers: marked.rawAnswers }),
    };
    // A right-or-wrong answer shows its mark and the back until Next; a grade or a survey point goes on.
    const showsMark = marked.correct !== null;
    this.#advanceWhenReady = false;
    this.#upcoming = null;
    if (showsMark) {
      this.correct = marked.correct;
      this.phase = 'checked';
    }
    const send = () =>
      this.deps.answerCard.execute(input).then(
        (outcome) => (showsMark ? this.holdUntilNext(outcome) : this.receive(outcome)),
        (error: unknown) => this.failFor(learner, error),
      );
    const sending = (showsMark ? send() : this.busyWith(send)).finally(() => {
      if (this.#sending === sending) this.#sending = null;
    });
    this.#sending = sending;
    return sending;
  }

  /** What came of a marked answer still on screen: kept for Next, unless Next was already pressed. */
  private holdUntilNext(outcome: AnswerOutcome): void | Promise<void> {
    if (this.phase !== 'checked' || this.#advanceWhenReady) return this.receive(outcome);
    if (this.deps.session.learnerId !== this.#learner) return;
    if (outcome.status === 'kept') this.deps.failures.noteFailure(outcome.failure);
    this.#upcoming = outcome;
  }

  /** The screen goes on, unless the answer is kept and the screen cannot go on without the server. */
  private goOnAfter(outcome: AnswerOutcome): void | Promise<void> {
    const host = this.#host;
    if (outcome.status === 'sent') return host?.goOn(outcome.step);
    if (host?.goesOnWhileKept) return host.goOn(null);
    this.phase = 'kept';
  }

  private failFor(learner: number, error: unknown): void {
    if (this.deps.session.learnerId === learner) this.fail(error);
  }
}
