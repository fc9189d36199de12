import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { Mode, QuestionType, type AnswerResponse, type AppError, type StudyCard } from '../../domain';
import { AnswerCard, type AnswerOutcome, type SendResult } from '../../domain/usecases';
import { CLOCK, type Clock } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { AnswerDraft } from './AnswerDraft';
import { transition, type AnswerEvent, type AnswerHost, type AnswerPhase, type NextCard } from './answerMachine';
import { AnswerOutbox } from './AnswerOutbox';

const DONE = Promise.resolve();
const FOCUS = { question: 'question', revealed: 'answer', checked: 'next' } as const;

/** How long an answer may be on its way before the screen says it is saving it: a quick reply shows nothing. */
export const SAVING_SHOWN_AFTER_MS = 400;

/** One card being answered, on every screen that answers cards: docs/answering.md follows one answer through it. */
@injectable()
export class AnswerEngine {
  phase: AnswerPhase = 'loading';
  draft = new AnswerDraft(null, 0);
  /** How many cards have been put on screen: each showing is announced once. */
  shown = 0;
  /** Whether the answer on its way has taken long enough (`SAVING_SHOWN_AFTER_MS`) for the screen to say it is saving it. */
  saving = false;
  /** The phase the answer on its way was given in (else the phase). */
  private givenIn: AnswerPhase = 'loading';
  #failure: AppError | null = null;
  #host: AnswerHost | null = null;
  #learner: number | null = null;
  /** Moves on every wait the engine starts and every card put up: what arrives after something newer is dropped. */
  #latest = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The latest outcome the screen waits for (an answer's, the opening's, a send's): Next and Send now wait for it. */
  #settling: Promise<void> = DONE;
  /** What came of a marked answer, while its mark is on screen: Next goes on with it. */
  #marked: AnswerOutcome | null = null;
  #stopFollowing: (() => void) | null = null;

  constructor(
    @inject(AnswerCard) private readonly answerCard: AnswerCard,
    @inject(AnswerOutbox) readonly outbox: AnswerOutbox,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    const plain = { answerCard: false, outbox: false, session: false, failures: false, clock: false } as const;
    makeAutoObservable<AnswerEngine, keyof typeof plain>(this, { ...plain, draft: observableRef });
  }

  /** A screen begins answering for the signed-in learner; while answers are kept, the outbox's next send takes the screen on. */
  begin(host: AnswerHost): void {
    this.#host = host;
    this.#learner = this.session.learnerId;
    this.#stopFollowing ??= reaction(
      () => this.outbox.sending,
      (sending) => void (sending && this.follow(sending)),
    );
  }

  /** The screen left: answers kept stay kept, and the outbox sends them. */
  dispose(): void {
    this.#stopFollowing?.();
    this.#stopFollowing = null;
    this.stopSaving();
  }

  // What the screen shows.

  /** The phase the screen shows: while an answer is on its way, the one it was given in, until the delay has passed. */
  get screenPhase(): AnswerPhase {
    return this.saving ? this.phase : this.givenIn;
  }

  get card(): StudyCard | null {
    return this.draft.card;
  }

  get isLoading(): boolean {
    return this.phase === 'loading';
  }

  get isFinished(): boolean {
    return this.phase === 'finished';
  }

  get failure(): AppError | null {
    return this.phase === 'error' ? this.#failure : null;
  }

  get holdsKept(): boolean {
    return this.phase === 'kept';
  }

  get onQuestion(): boolean {
    return this.screenPhase === 'question';
  }

  get asking(): boolean {
    return this.card !== null && ['question', 'revealed', 'sending'].includes(this.screenPhase);
  }

  /** Revealed or marked, also while the grade given on it is on its way. */
  get backShown(): boolean {
    return ['revealed', 'checked'].includes(this.givenIn);
  }

  get focus(): (typeof FOCUS)[keyof typeof FOCUS] | null {
    return FOCUS[this.screenPhase as keyof typeof FOCUS] ?? null;
  }

  // What the learner may do now: each command takes its intent only when its flag says so.

  get canReveal(): boolean {
    return this.phase === 'question' && this.card?.questionType === QuestionType.Recall;
  }

  get canGrade(): boolean {
    return this.phase === 'revealed';
  }

  get canChoose(): boolean {
    const type = this.card?.questionType;
    return this.phase === 'question' && (type === QuestionType.MultipleChoice || type === QuestionType.SurveyScale);
  }

  get canType(): boolean {
    return this.phase === 'question' && this.card?.questionType === QuestionType.TypedAnswer;
  }

  /** A marked answer's mark is on screen, waiting for Next. */
  get canGoOn(): boolean {
    return this.phase === 'checked';
  }

  // The host's moves.

  /** Puts up what the host hands over: a card, the end (null), or one on its way (loading meanwhile). */
  present(next: NextCard): Promise<void> {
    if (!(next instanceof Promise)) return Promise.resolve(this.put(next));
    this.move('load');
    return this.run(next, (card) => this.put(card));
  }

  /** Opens the screen on what its opening request comes back with: the first step, or the answers kept on this device. */
  open(opening: Promise<AnswerOutcome>): Promise<void> {
    this.move('load');
    return this.settle(opening);
  }

  /** Runs the host's own request in place of an answer (skipping the survey), as one: on its way, then what comes of it. */
  sendInstead(request: () => Promise<AnswerOutcome>): Promise<void> {
    return this.move('send') ? this.settle(request()) : DONE;
  }

  // The learner's intents: each resolves once the screen has settled (next card, mark, or kept).

  setTyped(text: string): void {
    if (this.canType) this.draft.typed = text;
  }

  reveal(): void {
    if (this.canReveal) this.move('reveal');
  }

  grade(grade: number): Promise<void> {
    return this.canGrade ? this.answer({ kind: 'grade', grade }) : DONE;
  }

  /** The option number from 1. */
  choose(option: number): Promise<void> {
    return this.canChoose ? this.answer({ kind: 'option', option }) : DONE;
  }

  submitTyped(): Promise<void> {
    return this.canType ? this.answer({ kind: 'typed', text: this.draft.typed }) : DONE;
  }

  /** After a marked answer: what comes next, once the answer's outcome is known (the connection may have come back meanwhile). */
  async next(): Promise<void> {
    if (this.canGoOn) await this.#settling;
    // Checked again: a second Next pressed meanwhile waited for the same outcome.
    if (this.#marked && this.canGoOn) await this.goOnAfter(this.#marked);
    if (this.phase === 'kept' && this.outbox.online) await this.sendNow();
  }

  /** The outbox sends what waits; a screen holding kept answers goes on with what comes of it. */
  async sendNow(): Promise<void> {
    await this.outbox.send();
    await this.#settling;
  }

  // Inside the engine.

  private stays(learner: number | null): learner is number {
    return learner !== null && this.session.learnerId === learner;
  }

  /** Takes the event if the phase does; an answer on its way says "saving" only once it takes a while. */
  private move(event: AnswerEvent): boolean {
    const to = transition(this.phase, event);
    if (!to) return false;
    this.stopSaving();
    if (to === 'sending') this.#timer = setTimeout(() => runInAction(() => (this.saving = true)), SAVING_SHOWN_AFTER_MS);
    else this.givenIn = to;
    this.phase = to;
    return true;
  }

  private put(card: StudyCard | null): void {
    this.#latest += 1;
    if (card) this.draft = new AnswerDraft(card, this.clock.now());
    this.shown += card ? 1 : 0;
    this.move(card ? 'show' : 'finish');
  }

  /** Follows one of the outbox's sends while kept: the outbox noted its failure, so a kept outcome is not noted again. */
  private follow(sending: Promise<SendResult>): void {
    const [host, learner] = [this.#host, this.#learner];
    if (!host || !this.stays(learner) || !this.move('resend')) return;
    const outcome = sending.then((result) => this.answerCard.outcomeOf(result, learner, host.mode));
    void this.settle(outcome, false);
  }

  private stopSaving(): void {
    clearTimeout(this.#timer);
    this.saving = false;
  }

  /**
   * Waits for what is on its way and goes on with it; drops it when its learner left or the engine took
   * something newer meanwhile, and shows its failure.
   */
  private async run<T>(pending: Promise<T>, goOn: (value: T) => unknown): Promise<void> {
    const [learner, latest] = [this.#learner, ++this.#latest];
    const current = () => latest === this.#latest && this.session.learnerId === learner;
    try {
      const value = await pending;
      if (current()) return void (await goOn(value));
    } catch (error) {
      if (current()) {
        this.#failure = this.failures.noteFailure(error);
        return void this.move('fail');
      }
    }
    // Dropped: if nothing newer is on its way, nothing is.
    if (latest === this.#latest) this.stopSaving();
  }

  /** What came of an answer, the opening or a send: a kept one is noted unless the outbox did; a marked answer's waits for Next. */
  private settle(outcome: Promise<AnswerOutcome>, noteKept = true): Promise<void> {
    return (this.#settling = this.run(outcome, (settled) => {
      if (noteKept && settled.status === 'kept') this.failures.noteFailure(settled.failure);
      if (this.canGoOn) this.#marked = settled;
      else return this.goOnAfter(settled);
    }));
  }

  /**
   * The screen goes on, unless the answer is kept and the screen cannot go on without the server (the quiz's
   * next card is its own). Gone on at the key, the host takes the reply's step as far as it fits the card on
   * screen (decision 0280); a step with no card ends the day whatever is on screen (0365).
   */
  private goOnAfter(outcome: AnswerOutcome): Promise<void> {
    const host = this.#host;
    if (!host) return DONE;
    const step = outcome.status === 'sent' ? outcome.step : null;
    if (outcome.status === 'kept' && host.mode !== Mode.Library) this.move('keep');
    else if ((this.phase !== 'question' && this.phase !== 'revealed') || (step && !step.card)) return this.present(host.next(step));
    else if (step) host.resync?.(step);
    return DONE;
  }

  /** Marks the response and sends it: the one place where an answer's outcome is known (given, right or wrong, when). */
  private answer(response: AnswerResponse): Promise<void> {
    const [host, card, learner] = [this.#host, this.draft.card, this.#learner];
    if (!host || !card || !this.stays(learner)) return DONE;
    const marked = this.draft.mark(response);
    if (!marked) return DONE;
    // A right-or-wrong answer shows its mark and the back until Next; a grade or a survey point goes on,
    // at once to the card after when the host has it.
    const ahead = marked.correct === null ? host.ahead?.() : null;
    const input = { ...marked, userId: learner, card, mode: host.mode, shownAt: this.draft.shownAt, sendAfterPaint: Boolean(ahead) };
    this.#marked = null;
    if (ahead) this.put(ahead);
    else this.move(marked.correct === null ? 'send' : 'mark');
    return this.settle(this.answerCard.execute(input));
  }
}
