import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Mode, PATHS, QuestionType, templateField, totalCardsLeft, type AppError, type NextStep, type StudyCard } from '../../domain';
import { SkipSurvey, StartStudy, SubmitAnswer, type StudyOutcome } from '../../domain/usecases';
import { CLOCK, CONNECTIVITY, NAVIGATION, type Clock, type Connectivity, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { ToastQueue } from '../app/ToastQueue';
import { StudyActivity } from '../app/StudyActivity';
import { modeName } from './studyText';

/** Recall grades as the study flow sends them (ans 1 to 4), with their keys. */
export const GRADES = [
  { ans: 1, label: 'Again' },
  { ans: 2, label: 'Hard' },
  { ans: 3, label: 'Good' },
  { ans: 4, label: 'Easy' },
] as const;

/**
 * loading; question (the front); revealed (a recall card's back, waiting for a grade); sending (an answer
 * on its way); checked (a multiple-choice or typed answer marked, the back shown, waiting for Next);
 * kept (the answer is saved on this device until it can be sent); error (the session could not load);
 * finished (the day is done).
 */
export type StudyPhase = 'loading' | 'question' | 'revealed' | 'sending' | 'checked' | 'kept' | 'error' | 'finished';

const normalise = (text: string) => text.trim().toLowerCase();

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
  chosen: number | null = null;
  typed = '';
  /** Whether a marked answer was right. */
  correct: boolean | null = null;
  /** Answers waiting on this device, and why (null: offline). */
  kept: { readonly waiting: number; readonly failure: AppError | null } | null = null;
  failure: AppError | null = null;
  /** Said once when the session moves to another group (Main, Review, Survey). */
  modeNotice: string | null = null;
  private shownAt = 0;
  private stopWatching: (() => void) | null = null;

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
  ) {
    makeAutoObservable<
      StudyPresenter,
      'startStudy' | 'submitAnswer' | 'skipSurveyUseCase' | 'session' | 'failures' | 'toasts' | 'activity' | 'navigation' | 'clock' | 'connectivity' | 'shownAt' | 'stopWatching'
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
      shownAt: false,
      stopWatching: false,
    });
  }

  /** Opens the session (sending any answers still waiting first) and watches the connection. */
  async load(): Promise<void> {
    this.stopWatching ??= this.connectivity.onChange((online) => {
      if (online && this.phase === 'kept') void this.retry();
    });
    const userId = this.session.user?.id;
    if (userId === undefined) return;
    this.phase = 'loading';
    this.failure = null;
    try {
      this.receive(await this.startStudy.execute({ userId }));
    } catch (error) {
      const failure = this.failures.noteFailure(error);
      runInAction(() => {
        this.failure = failure;
        this.phase = 'error';
      });
    }
  }

  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  get card(): StudyCard | null {
    return this.step?.c ?? null;
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
    return this.card ? (templateField(this.card, 'question')?.el ?? []) : [];
  }

  /** The back is on screen. */
  get backShown(): boolean {
    return this.phase === 'revealed' || this.phase === 'checked';
  }

  get cardsLeft(): number {
    return totalCardsLeft(this.step?.progress);
  }

  setTyped(text: string): void {
    if (this.phase === 'question') this.typed = text;
  }

  /** Recall: shows the back. */
  reveal(): void {
    if (this.phase === 'question' && this.questionType === QuestionType.Recall) this.phase = 'revealed';
  }

  /** Recall: the learner's grade, 1 to 4. */
  grade(ans: number): void {
    if (this.phase !== 'revealed' || this.questionType !== QuestionType.Recall || ans < 1 || ans > 4) return;
    void this.send(ans);
  }

  /** Multiple choice or survey scale: the option number from 1. */
  choose(option: number): void {
    if (this.phase !== 'question' || option < 1 || option > this.options.length) return;
    if (this.questionType === QuestionType.SurveyScale) {
      this.chosen = option;
      void this.send(option);
    } else if (this.questionType === QuestionType.MultipleChoice && this.card) {
      this.chosen = option;
      this.correct = normalise(this.options[option - 1] ?? '') === normalise(templateField(this.card, 'answer')?.v ?? this.card.b);
      this.phase = 'checked';
      void this.send(option, undefined, true);
    }
  }

  /** Typed answer: compares the text with the accepted answers and sends it. */
  submitTyped(): void {
    if (this.phase !== 'question' || this.questionType !== QuestionType.TypedAnswer || !this.card || this.typed.trim() === '') return;
    const accepted = [this.card.b, ...(templateField(this.card, 'answer')?.el ?? [])].map(normalise);
    this.correct = accepted.includes(normalise(this.typed));
    this.phase = 'checked';
    void this.send(this.correct ? 1 : 0, this.typed, true);
  }

  /** After a marked answer: the next card (or, while it is still on its way, as soon as it arrives). */
  next(): void {
    if (this.phase !== 'checked') return;
    if (this.upcoming) {
      const step = this.upcoming;
      this.upcoming = null;
      this.show(step);
    } else if (this.kept) {
      this.phase = 'kept';
      // The connection may have come back while the marked answer was on screen.
      if (this.connectivity.isOnline()) void this.retry();
    } else {
      this.advanceWhenReady = true;
    }
  }

  /** Sends the answers waiting on this device again. */
  async retry(): Promise<void> {
    const userId = this.session.user?.id;
    if (userId === undefined || this.phase !== 'kept') return;
    this.phase = 'sending';
    try {
      this.receive(await this.submitAnswer.send(userId));
    } catch (error) {
      this.fail(error);
    }
  }

  /** Survey mode: skips today's survey questions. */
  async skipSurvey(): Promise<void> {
    if (this.phase !== 'question' || this.mode !== Mode.Survey) return;
    this.phase = 'sending';
    try {
      const step = await this.skipSurveyUseCase.execute();
      this.show(step);
    } catch (error) {
      this.fail(error);
    }
  }

  private async send(ans: number, rawAnswers?: string, marked = false): Promise<void> {
    const userId = this.session.user?.id;
    const card = this.card;
    if (userId === undefined || !card) return;
    if (!marked) this.phase = 'sending';
    this.advanceWhenReady = false;
    try {
      const outcome = await this.submitAnswer.execute({
        userId,
        card,
        mode: this.mode,
        shownAt: this.shownAt,
        ans,
        ...(rawAnswers === undefined ? {} : { rawAnswers }),
      });
      if (marked && this.phase === 'checked' && !this.advanceWhenReady) {
        runInAction(() => {
          if (outcome.status === 'step') this.upcoming = outcome.step;
          else this.kept = { waiting: outcome.waiting, failure: outcome.failure };
        });
      } else {
        this.receive(outcome);
      }
    } catch (error) {
      this.fail(error);
    }
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
    runInAction(() => {
      const previous = this.step?.c ? this.step.mode : null;
      this.kept = null;
      this.upcoming = null;
      this.advanceWhenReady = false;
      this.chosen = null;
      this.typed = '';
      this.correct = null;
      if (step.msg) this.toasts.push('info', step.msg);
      if (!step.c) {
        this.step = step;
        this.phase = 'finished';
        return;
      }
      this.modeNotice = previous !== null && previous !== step.mode ? `Now in ${modeName(step.mode)} mode` : null;
      this.step = step;
      this.phase = 'question';
    });
    this.shownAt = this.clock.now();
    if (step.c) {
      this.activity.update({ active: true, mode: step.mode, cardsRemaining: totalCardsLeft(step.progress) });
    } else {
      this.activity.end();
      this.navigation.navigate(PATHS.congratulation, { replace: true });
    }
  }
}
