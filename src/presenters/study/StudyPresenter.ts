import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  FieldType,
  Mode,
  PATHS,
  QuestionType,
  answerOptions,
  correctAnswer,
  markAnswer,
  templateField,
  totalCardsLeft,
  type AnswerResponse,
  type AppError,
  type MarkedAnswer,
  type NextStep,
  type StudyCard,
} from '../../domain';
import { AnswerQueue, SkipSurvey, StartStudy, SubmitAnswer, type StudyOutcome } from '../../domain/usecases';
import { CLOCK, CONNECTIVITY, NAVIGATION, type Clock, type Connectivity, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { ToastQueue } from '../app/ToastQueue';
import { StudyActivity } from '../app/StudyActivity';
import { keptAnswersText } from '../app/keptAnswersText';
import { modeName } from './studyText';

/**
 * loading; question (the front); revealed (a recall card's back, waiting for a grade); sending (an answer
 * on its way); checked (a multiple-choice or typed answer marked, the back shown, waiting for Next);
 * kept (the answer is saved on this device until it can be sent); error (the session could not load);
 * finished (the day is done).
 */
export type StudyPhase = 'loading' | 'question' | 'revealed' | 'sending' | 'checked' | 'kept' | 'error' | 'finished';

const DONE = Promise.resolve();

/** How long an answer may be on its way before the screen says it is saving it: a quick reply shows nothing. */
export const SAVING_SHOWN_AFTER_MS = 400;

/**
 * The study session: one card at a time, answered as its question type asks, each answer kept on this
 * device until the server has it. Answers only in the phase that takes them, so a double click or a
 * repeated key sends one answer.
 */
@injectable()
export class StudyPresenter {
  phase: StudyPhase = 'loading';
  /** The step whose card is on screen. */
  step: NextStep | null = null;
  /** The step the server answered to a marked answer, shown when the learner goes on. */
  private upcoming: NextStep | null = null;
  private advanceWhenReady = false;
  /** The answer on its way, so that Next can wait for it. */
  private sending: Promise<void> | null = null;
  private retrying: Promise<void> | null = null;
  chosen: number | null = null;
  typed = '';
  /** Whether a marked answer was right. */
  correct: boolean | null = null;
  /** Answers waiting on this device, and why (null: offline). */
  kept: { readonly waiting: number; readonly failure: AppError } | null = null;
  failure: AppError | null = null;
  /** Said once when the session moves to another group (Main, Review, Survey). */
  modeNotice: string | null = null;
  /** How many cards have been put on screen: each showing is announced once. */
  shown = 0;
  /** The phase the answer on its way was given in: what the screen shows until `savingShown`. */
  private sentFrom: StudyPhase = 'question';
  /** Whether the answer on its way has taken `SAVING_SHOWN_AFTER_MS`, so that the screen says it is saving. */
  private savingShown = false;
  private savingTimer: ReturnType<typeof setTimeout> | undefined;
  private shownAt = 0;
  private stopWatching: (() => void) | null = null;
  /** The learner whose session this is (set by load). */
  private learner: number | null = null;

  constructor(
    @inject(StartStudy) private readonly startStudy: StartStudy,
    @inject(SubmitAnswer) private readonly submitAnswer: SubmitAnswer,
    @inject(SkipSurvey) private readonly skipSurveyUseCase: SkipSurvey,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(ToastQueue) private readonly toasts: ToastQueue,
    @inject(StudyActivity) private readonly activity: StudyActivity,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
  ) {
    makeAutoObservable<
      StudyPresenter,
      'startStudy' | 'submitAnswer' | 'skipSurveyUseCase' | 'session' | 'failures' | 'toasts' | 'activity' | 'navigation' | 'clock' | 'connectivity' | 'queue' | 'shownAt' | 'stopWatching' | 'learner' | 'sending' | 'retrying' | 'savingTimer'
    >(this, {
      startStudy: false,
      submitAnswer: false,
      skipSurveyUseCase: false,
      session: false,
      failures: false,
      toasts: false,
      activity: false,
      navigation: false,
      clock: false,
      connectivity: false,
      queue: false,
      shownAt: false,
      stopWatching: false,
      learner: false,
      sending: false,
      retrying: false,
      savingTimer: false,
    });
  }

  /**
   * Opens the session (sending any answers still waiting first) and watches the connection: when it
   * returns while answers are kept, they are sent (`retry`).
   */
  async load(): Promise<void> {
    this.stopWatching ??= this.connectivity.onChange((online) => {
      if (online && this.phase === 'kept') void this.retry();
    });
    const userId = this.session.user?.id;
    if (userId === undefined) return;
    this.learner = userId;
    this.phase = 'loading';
    this.failure = null;
    try {
      this.receive(await this.startStudy.execute({ userId }));
    } catch (error) {
      this.fail(error);
    }
  }

  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    clearTimeout(this.savingTimer);
  }

  /**
   * The phase the screen shows. An answer on its way leaves the screen as it was until the reply is slow
   * (`SAVING_SHOWN_AFTER_MS`): a quick reply goes straight to the next card, with no flash of "Saving…"
   * and no frame drawn for it. `phase` itself is 'sending' at once, so a second key is not a second answer.
   */
  get screenPhase(): StudyPhase {
    return this.phase === 'sending' && !this.savingShown ? this.sentFrom : this.phase;
  }

  get card(): StudyCard | null {
    return this.step?.card ?? null;
  }

  get mode(): Mode {
    return this.step?.mode ?? Mode.Main;
  }

  get modeLabel(): string {
    return modeName(this.mode);
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

  get cardsLeft(): number {
    return totalCardsLeft(this.step?.progress);
  }

  /** What a screen reader hears before a new card's question: its mode (or the move to a new one). */
  get cardIntro(): string {
    return this.modeNotice ?? `${this.modeLabel} mode`;
  }

  /** How many cards remain today, the one on screen included. */
  get cardsLeftText(): string {
    const left = this.cardsLeft;
    return `${left} ${left === 1 ? 'card' : 'cards'} left today`;
  }

  /** A marked answer's verdict, with the right answer when it was wrong (where it can be said). */
  get verdict(): string | null {
    const card = this.card;
    if (this.phase !== 'checked' || !card || this.correct === null) return null;
    if (this.correct) return 'Right!';
    const sayable = templateField(card, 'answer')?.value !== undefined || card.backType === FieldType.Text;
    return sayable ? `Not quite. The answer is ${correctAnswer(card)}.` : 'Not quite. The answer is shown above.';
  }

  /** While answers are kept: how many, and where (on this device, or only in this tab). */
  get keptText(): string | null {
    return this.kept ? keptAnswersText(this.kept.waiting, this.queue.keptOnDevice()) : null;
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
    if (this.phase !== 'revealed') return DONE;
    return this.answer({ kind: 'grade', grade });
  }

  /**
   * Multiple choice or survey scale: the option number from 1. A multiple-choice answer is marked and
   * stays on screen until Next; resolves once the server has it (or it is kept).
   */
  choose(option: number): Promise<void> {
    if (this.phase !== 'question') return DONE;
    return this.answer({ kind: 'option', option });
  }

  /** Typed answer: marks the text (domain rule) and sends it; resolves once the server has it (or it is kept). */
  submitTyped(): Promise<void> {
    if (this.phase !== 'question') return DONE;
    return this.answer({ kind: 'typed', text: this.typed });
  }

  /**
   * After a marked answer: the next card. Resolves once it is shown (waiting for the server's answer if it
   * is still on its way), or once the kept answers have been tried again.
   */
  next(): Promise<void> {
    if (this.phase !== 'checked') return DONE;
    if (this.upcoming) {
      const step = this.upcoming;
      this.upcoming = null;
      this.show(step);
      return DONE;
    }
    if (this.kept) {
      this.phase = 'kept';
      // The connection may have come back while the marked answer was on screen.
      return this.connectivity.isOnline() ? this.retry() : DONE;
    }
    this.advanceWhenReady = true;
    return this.sending ?? DONE;
  }

  /** Sends the answers waiting on this device again; a second call while one is under way joins it. */
  retry(): Promise<void> {
    if (this.retrying) return this.retrying;
    const userId = this.session.user?.id;
    if (userId === undefined || this.phase !== 'kept') return DONE;
    const retrying = this.whileSending(() => this.resend(userId)).finally(() => runInAction(() => (this.retrying = null)));
    this.retrying = retrying;
    return retrying;
  }

  /** Survey mode: skips today's survey questions. */
  async skipSurvey(): Promise<void> {
    if (this.phase !== 'question' || this.mode !== Mode.Survey) return;
    await this.whileSending(async () => {
      try {
        this.show(await this.skipSurveyUseCase.execute());
      } catch (error) {
        this.fail(error);
      }
    });
  }

  /** Marks the response by the domain rule and sends it; a response the card does not take is ignored. */
  private answer(response: AnswerResponse): Promise<void> {
    const userId = this.session.user?.id;
    const card = this.card;
    const marked = card ? markAnswer(card, response) : null;
    if (userId === undefined || !card || !marked) return DONE;
    if (response.kind === 'option') this.chosen = response.option;
    // A right-or-wrong answer shows its mark and the back until Next; a grade or a survey point goes on.
    const showsMark = marked.correct !== null;
    this.advanceWhenReady = false;
    const submit = () => this.submit(userId, card, marked, showsMark);
    if (showsMark) {
      this.correct = marked.correct;
      this.phase = 'checked';
    }
    const sending = (showsMark ? submit() : this.whileSending(submit)).finally(() =>
      runInAction(() => {
        if (this.sending === sending) this.sending = null;
      }),
    );
    this.sending = sending;
    return sending;
  }

  private async submit(userId: number, card: StudyCard, marked: MarkedAnswer, showsMark: boolean): Promise<void> {
    try {
      const outcome = await this.submitAnswer.execute({
        userId,
        card,
        mode: this.mode,
        shownAt: this.shownAt,
        answer: marked.answer,
        ...(marked.rawAnswers === undefined ? {} : { rawAnswers: marked.rawAnswers }),
      });
      if (showsMark && this.phase === 'checked' && !this.advanceWhenReady) this.holdUntilNext(outcome);
      else this.receive(outcome);
    } catch (error) {
      this.fail(error);
    }
  }

  private async resend(userId: number): Promise<void> {
    try {
      this.receive(await this.submitAnswer.send(userId));
    } catch (error) {
      this.fail(error);
    }
  }

  /** Runs `send` in the sending phase; the screen says it is saving only once it takes `SAVING_SHOWN_AFTER_MS`. */
  private whileSending(send: () => Promise<void>): Promise<void> {
    this.sentFrom = this.phase;
    this.phase = 'sending';
    this.savingShown = false;
    clearTimeout(this.savingTimer);
    const timer = setTimeout(() => runInAction(() => (this.savingShown = true)), SAVING_SHOWN_AFTER_MS);
    this.savingTimer = timer;
    return send().finally(() => clearTimeout(timer));
  }

  /** The server's answer to a marked answer still on screen: kept for Next. */
  private holdUntilNext(outcome: StudyOutcome): void {
    runInAction(() => {
      if (outcome.status === 'step') this.upcoming = outcome.step;
      else this.kept = { waiting: outcome.waiting, failure: outcome.failure };
    });
    if (outcome.status === 'kept' && outcome.failure) this.failures.noteFailure(outcome.failure);
  }

  private receive(outcome: StudyOutcome): void {
    if (outcome.status === 'step') {
      this.show(outcome.step);
      return;
    }
    runInAction(() => {
      this.kept = { waiting: outcome.waiting, failure: outcome.failure };
      this.phase = 'kept';
    });
    if (outcome.failure) this.failures.noteFailure(outcome.failure);
  }

  private fail(error: unknown): void {
    const failure = this.failures.noteFailure(error);
    runInAction(() => {
      this.failure = failure;
      this.phase = 'error';
    });
  }

  private show(step: NextStep): void {
    // A step that comes back after its learner signed out (an expired session mid-study) is not the next
    // learner's session: it must not mark them mid-session, toast them or navigate.
    if (this.session.learnerId !== this.learner) return;
    runInAction(() => {
      const previous = this.step?.card ? this.step.mode : null;
      this.kept = null;
      this.upcoming = null;
      this.advanceWhenReady = false;
      this.chosen = null;
      this.typed = '';
      this.correct = null;
      if (step.message) this.toasts.push('info', step.message);
      if (!step.card) {
        this.step = step;
        this.phase = 'finished';
        return;
      }
      this.modeNotice = previous !== null && previous !== step.mode ? `Now in ${modeName(step.mode)} mode` : null;
      this.step = step;
      this.phase = 'question';
      this.shown += 1;
    });
    this.shownAt = this.clock.now();
    if (step.card) {
      this.activity.update({ active: true, mode: step.mode, cardsRemaining: totalCardsLeft(step.progress) });
    } else {
      this.activity.end();
      this.navigation.navigate(PATHS.congratulation, { replace: true });
    }
  }
}
