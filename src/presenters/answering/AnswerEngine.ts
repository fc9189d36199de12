import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { QuestionType, type AnswerResponse, type AppError, type StudyCard } from '../../domain';
import { AnswerCard, StudyDayLog, type AnswerOutcome, type SendResult } from '../../domain/usecases';
import { CLOCK, type Clock } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { AnswerDraft } from './AnswerDraft';
import { transition, type AnswerEvent, type AnswerHost, type AnswerPhase, type NextCard } from './answerMachine';
import { AnswerOutbox } from './AnswerOutbox';

const DONE = Promise.resolve();

/** How long an answer may be on its way before the screen says it is saving it: a quick reply shows nothing. */
export const SAVING_SHOWN_AFTER_MS = 400;

const FOCUS = { question: 'question', revealed: 'answer', checked: 'next', kept: 'kept' } as const;

/** One card being answered, on every screen that answers cards: docs/answering.md follows one answer through it. */
@injectable()
export class AnswerEngine {
  phase: AnswerPhase = 'loading';
  readonly draft = new AnswerDraft();
  /** How many cards have been put on screen: each showing is announced once. */
  shown = 0;
  /** The phase an answer on its way was given in, and whether it has taken long enough to say "saving". */
  private savingFrom: AnswerPhase = 'question';
  private savingShown = false;
  #failure: AppError | null = null;
  #host: AnswerHost | null = null;
  #learner: number | null = null;
  /** Moves on every card put up: a card that arrives after another was asked for is dropped. */
  #presenting = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** A marked answer's outcome, on its way while its mark is on screen: Next goes on with it. */
  #marked: Promise<AnswerOutcome | null> | null = null;
  #resending: Promise<void> | null = null;
  #stopFollowing: (() => void) | null = null;

  constructor(
    @inject(AnswerCard) private readonly answerCard: AnswerCard,
    /** The answers waiting on this device (how many, why), which Send now sends. */
    @inject(AnswerOutbox) readonly outbox: AnswerOutbox,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(StudyDayLog) private readonly dayLog: StudyDayLog,
  ) {
    const plain = { answerCard: false, outbox: false, session: false, failures: false, clock: false, dayLog: false, draft: false } as const;
    makeAutoObservable<AnswerEngine, keyof typeof plain>(this, plain);
  }

  /** A screen begins answering for the signed-in learner; while answers are kept, the outbox's next send takes the screen on. */
  begin(host: AnswerHost): void {
    this.#host = host;
    this.#learner = this.session.learnerId;
    this.draft.tally = { given: 0, right: 0 };
    this.#stopFollowing ??= reaction(
      () => this.outbox.sending,
      (sending) => void (sending && this.phase === 'kept' && this.resend(sending)),
    );
  }

  /** The screen left: answers kept stay kept, and the outbox sends them. */
  dispose(): void {
    this.#stopFollowing?.();
    this.#stopFollowing = null;
    this.stopSaving();
  }

  // What the screen shows: derived from the phase here, and nowhere else.

  /** The phase the screen shows: while an answer is on its way, the one it was given in, until the delay has passed. */
  get screenPhase(): AnswerPhase {
    return this.phase === 'sending' && !this.savingShown ? this.savingFrom : this.phase;
  }

  get card(): StudyCard | null {
    return this.draft.card;
  }

  get questionType(): QuestionType | null {
    return this.card?.questionType ?? null;
  }

  get isLoading(): boolean {
    return this.phase === 'loading';
  }

  get isFinished(): boolean {
    return this.phase === 'finished';
  }

  /** Why the screen could not go on, while it cannot. */
  get failure(): AppError | null {
    return this.phase === 'error' ? this.#failure : null;
  }

  /** The screen holds kept answers and cannot go on without the server. */
  get holdsKept(): boolean {
    return this.phase === 'kept';
  }

  /** The screen says the answer is being saved (it has been on its way a while). */
  get saving(): boolean {
    return this.screenPhase === 'sending';
  }

  /** The card's question is on screen, still to be answered. */
  get onQuestion(): boolean {
    return this.screenPhase === 'question';
  }

  /** A card is on screen being answered (its question, its back, or the answer on its way). */
  get asking(): boolean {
    return this.card !== null && ['question', 'revealed', 'sending'].includes(this.screenPhase);
  }

  /** A marked answer's mark is on screen, with Next. */
  get showsMark(): boolean {
    return this.screenPhase === 'checked';
  }

  /** The back is on screen: revealed, marked, or with the grade given on it on its way. */
  get backShown(): boolean {
    return ['revealed', 'checked'].includes(this.phase === 'sending' ? this.savingFrom : this.phase);
  }

  /** A marked answer's verdict, while it is on screen. */
  get verdict(): string | null {
    return this.phase === 'checked' ? this.draft.verdict : null;
  }

  /** Where the focus belongs now: the question, the answer, Next, or the kept answers' notice. */
  get focus(): (typeof FOCUS)[keyof typeof FOCUS] | null {
    return FOCUS[this.screenPhase as keyof typeof FOCUS] ?? null;
  }

  // What the learner may do now: each command takes its intent only when its flag says so.

  get canReveal(): boolean {
    return this.phase === 'question' && this.questionType === QuestionType.Recall;
  }

  get canGrade(): boolean {
    return this.phase === 'revealed';
  }

  get canChoose(): boolean {
    return this.phase === 'question' && (this.questionType === QuestionType.MultipleChoice || this.questionType === QuestionType.SurveyScale);
  }

  get canType(): boolean {
    return this.phase === 'question' && this.questionType === QuestionType.TypedAnswer;
  }

  get canGoOn(): boolean {
    return this.phase === 'checked';
  }

  // The host's moves.

  /** Puts up what the host hands over: a card, the end (null), or one on its way (loading meanwhile). */
  present(next: NextCard): Promise<void> {
    const presenting = ++this.#presenting;
    if (!(next instanceof Promise)) return Promise.resolve(this.put(next));
    this.move('load');
    return next.then(
      (card) => void (presenting === this.#presenting && this.put(card)),
      (error: unknown) => void (presenting === this.#presenting && this.fail(error)),
    );
  }

  /** The screen could not go on: the failure is noted once and shown. */
  fail(error: unknown): void {
    this.#failure = this.failures.noteFailure(error);
    this.move('fail');
  }

  /** Opens the screen on what its opening request comes back with: the first step, or the answers kept on this device. */
  open(opening: Promise<AnswerOutcome>): Promise<void> {
    this.#presenting += 1;
    this.move('load');
    return this.settle(opening);
  }

  /** Runs the host's own request in place of an answer (skipping the survey), as one: on its way, then what comes of it. */
  sendInstead(request: () => Promise<AnswerOutcome>): Promise<void> {
    return this.onTheWay('send', () => this.settle(request()));
  }

  // The learner's intents.

  setTyped(text: string): void {
    if (this.canType) this.draft.typed = text;
  }

  reveal(): void {
    if (this.canReveal) this.move('reveal');
  }

  /** Recall, once revealed: the grade, 1 to 4. Commands resolve once the screen has settled (next card, mark, or kept). */
  grade(grade: number): Promise<void> {
    return this.canGrade ? this.answer({ kind: 'grade', grade }) : DONE;
  }

  /** Multiple choice or survey scale: the option number from 1 (a multiple-choice answer is marked, shown until Next). */
  choose(option: number): Promise<void> {
    return this.canChoose ? this.answer({ kind: 'option', option }) : DONE;
  }

  submitTyped(): Promise<void> {
    return this.canType ? this.answer({ kind: 'typed', text: this.draft.typed }) : DONE;
  }

  /** After a marked answer: what comes next, once the answer's outcome is known (the connection may have come back meanwhile). */
  async next(): Promise<void> {
    const marked = this.#marked;
    this.#marked = null;
    const outcome = this.canGoOn && marked ? await marked : null;
    if (outcome) await this.goOnAfter(outcome);
    if (outcome && this.outbox.online) await this.retry();
  }

  /** Send now: the outbox sends what waits (a screen holding kept answers goes on with what comes of it). */
  async sendNow(): Promise<void> {
    if (this.phase === 'kept') await this.retry();
    else await this.outbox.send();
  }

  /** While the screen holds kept answers: asks the outbox to send them, and goes on with what comes of it (joins one under way). */
  retry(): Promise<void> {
    return this.#resending ?? (this.phase === 'kept' ? this.resend(this.outbox.send()) : DONE);
  }

  // Inside the engine.

  private move(event: AnswerEvent): boolean {
    const to = transition(this.phase, event);
    if (to) this.phase = to;
    return to !== null;
  }

  private put(card: StudyCard | null): void {
    if (card) this.draft.start(card, this.clock.now());
    this.#marked = null;
    this.shown += card ? 1 : 0;
    this.move(card ? 'show' : 'finish');
  }

  /** Follows one of the outbox's sends while kept: the outbox noted its failure, so a kept outcome is not noted again. */
  private resend(sending: Promise<SendResult | null>): Promise<void> {
    const [host, learner] = [this.#host, this.#learner];
    if (!host || learner === null || this.session.learnerId !== learner) return DONE;
    const outcome = sending.then((result): AnswerOutcome | Promise<AnswerOutcome> => (result ? this.answerCard.outcomeOf(result, learner, host.mode) : { status: 'sent', step: null }));
    this.#resending = this.onTheWay('resend', () => this.settle(outcome, false)).finally(() => (this.#resending = null));
    return this.#resending;
  }

  /** Runs `work` with the answer on its way; the screen says it is saving only once it takes a while. */
  private onTheWay(event: 'send' | 'resend', work: () => Promise<void>): Promise<void> {
    const from = this.phase;
    if (!this.move(event)) return DONE;
    this.stopSaving();
    this.savingFrom = from;
    this.#timer = setTimeout(() => runInAction(() => (this.savingShown = true)), SAVING_SHOWN_AFTER_MS);
    return work().finally(() => this.stopSaving());
  }

  private stopSaving(): void {
    clearTimeout(this.#timer);
    this.savingShown = false;
  }

  /** Waits for the outcome and goes on with it. */
  private async settle(outcome: Promise<AnswerOutcome>, noteKept = true): Promise<void> {
    const settled = await this.outcome(outcome, noteKept);
    if (settled) await this.goOnAfter(settled);
  }

  /** The outcome, unless its learner left (null) or it failed (shown, null); a kept one is noted unless the outbox did. */
  private async outcome(outcome: Promise<AnswerOutcome>, noteKept = true): Promise<AnswerOutcome | null> {
    const learner = this.#learner;
    try {
      const settled = await outcome;
      if (learner === null || this.session.learnerId !== learner) return null;
      if (noteKept && settled.status === 'kept') this.failures.noteFailure(settled.failure);
      return settled;
    } catch (error) {
      if (learner !== null && this.session.learnerId === learner) this.fail(error);
      return null;
    }
  }

  /** The screen goes on, unless the answer is kept and the screen cannot go on without the server. */
  private goOnAfter(outcome: AnswerOutcome): Promise<void> {
    const host = this.#host;
    if (!host) return DONE;
    if (outcome.status === 'sent') return this.present(host.next(outcome.step));
    if (host.goesOnWhileKept) return this.present(host.next(null));
    this.move('keep');
    return DONE;
  }

  /** Marks the response and sends it: the one place where an answer's outcome is known (given, right or wrong, when). */
  private answer(response: AnswerResponse): Promise<void> {
    const [host, card, learner] = [this.#host, this.draft.card, this.#learner];
    if (learner === null || this.session.learnerId !== learner || !host || !card) return DONE;
    const marked = this.draft.mark(response);
    if (!marked) return DONE;
    // The day's log is noted now, in memory, and written with the cycle once what comes next is on screen.
    this.dayLog.record(learner, { tta: this.clock.now() - this.draft.shownAt, correct: marked.correct });
    const { answer, rawAnswers } = marked;
    const input = { userId: learner, card, mode: host.mode, shownAt: this.draft.shownAt, answer, ...(rawAnswers === undefined ? {} : { rawAnswers }) };
    const sent = () => this.answerCard.execute(input).finally(() => this.dayLog.saveAfterPaint());
    // A right-or-wrong answer shows its mark and the back until Next; a grade or a survey point goes on.
    if (marked.correct === null) return this.onTheWay('send', () => this.settle(sent()));
    this.move('mark');
    const outcome = this.outcome(sent());
    this.#marked = outcome;
    return outcome.then(() => undefined);
  }
}
