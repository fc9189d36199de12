import { inject, injectable } from 'inversify';
import { computed, makeAutoObservable, observableRef } from 'mobx';
import { Mode, PATHS, totalCardsLeft, type NextStep, type StudyCard } from '../../domain';
import { AnswerCard, CurrentStep } from '../../domain/usecases';
import { NAVIGATION, type Navigation } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { ToastQueue } from '../app/ToastQueue';
import { StudyActivity } from '../app/StudyActivity';
import { AnswerEngine } from '../answering/AnswerEngine';
import type { AnswerHost } from '../answering/answerMachine';
import { ReviewRound } from './ReviewRound';
import { GROUPS, dayProgress, modeChangeText, modeName, type DayProgress } from './studyText';

type GroupProgress = DayProgress['groups'][number];
const sameGroup = (a: GroupProgress, b: GroupProgress | undefined) => a.name === b?.name && a.done === b.done && a.total === b.total;

/**
 * The day's progress compared by its fields: a reply whose counts the screen already shows (its card was put
 * up at the key) redraws nothing. Not MobX's structural comparer, which would bring its deep equality onto
 * the sign-in page's first load.
 */
const sameProgress = (a: DayProgress | null, b: DayProgress | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.label === b.label &&
    a.done === b.done &&
    a.total === b.total &&
    a.groups.length === b.groups.length &&
    a.groups.every((group, index) => sameGroup(group, b.groups[index])));

/** What the study session works with: adding a collaborator is one line here. */
@injectable()
class StudyPresenterDeps {
  constructor(
    @inject(AnswerEngine) readonly engine: AnswerEngine,
    @inject(AnswerCard) readonly answerCard: AnswerCard,
    @inject(CurrentStep) readonly currentStep: CurrentStep,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(ToastQueue) readonly toasts: ToastQueue,
    @inject(StudyActivity) readonly activity: StudyActivity,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(ReviewRound) readonly round: ReviewRound,
  ) {}
}

/**
 * The daily study session: the day's steps from the server, one card at a time, answered through the
 * answering engine (`engine`, which holds the card's phase, its mark and its answer's way to the
 * server). What is the session's own: the day's groups and progress, the mode and the move to another
 * one, the server's messages, and the end of the day.
 */
@injectable()
export class StudyPresenter implements AnswerHost {
  /** The step whose card is on screen. */
  step: NextStep | null = null;
  /** Said once, in plain words, when the session moves to another group (Main, Review, Survey). */
  modeNotice: string | null = null;
  readonly engine: AnswerEngine;

  constructor(@inject(StudyPresenterDeps) private readonly deps: StudyPresenterDeps) {
    this.engine = deps.engine;
    // A step is the server's value, replaced whole: observed by reference, never copied into observables.
    makeAutoObservable<StudyPresenter, 'deps'>(this, { deps: false, engine: false, step: observableRef, progress: computed({ equals: sameProgress }) });
  }

  /** Opens the session (sending any answers still waiting first). */
  async load(): Promise<void> {
    const userId = this.deps.session.user?.id;
    if (userId === undefined) return;
    this.engine.begin(this);
    await this.engine.open(this.deps.answerCard.open({ userId }));
  }

  dispose(): void {
    this.engine.dispose();
  }

  get mode(): Mode {
    return this.step?.mode ?? Mode.Main;
  }

  get modeLabel(): string {
    return modeName(this.mode);
  }

  /** The day's progress in one line (Review more's round alone while one is under way), or null before the first step. */
  get progress(): DayProgress | null {
    return this.step ? this.deps.round.progressOf(this.deps.session.learnerId, dayProgress(this.step.progress)) : null;
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

  /** Survey mode: skips today's survey questions. */
  async skipSurvey(): Promise<void> {
    const userId = this.deps.session.learnerId;
    if (userId === null || this.mode !== Mode.Survey) return;
    await this.engine.sendInstead(async () => ({ status: 'sent', step: await this.deps.currentStep.execute({ userId, skipSurvey: true }) }));
  }

  /** The step's card after the one on screen (decision 0280), on screen at the answer, which its group counts done as the reply will. */
  ahead(): StudyCard | null {
    if (!this.step?.after) return null;
    const { after, progress, ...step } = this.step;
    const group = GROUPS.find((entry) => entry.mode === step.mode)?.group;
    this.step = { ...step, card: after, progress: group ? { ...progress, [group]: { ...progress[group], done: progress[group].done + 1 } } : progress };
    this.modeNotice = null;
    return after;
  }

  /**
   * The reply to an answer gone on from at the key, naming a card (one naming none, the day's end, is the
   * engine's to put up: decision 0365): its step when it names the card on screen; else (another tab
   * answered that card, say) its counters and message, with the card on screen in its mode and no card
   * after, so that the next answer waits for the server (decision 0280).
   */
  resync(step: NextStep): void {
    const onScreen = this.step?.card;
    if (step.card?.cardId === onScreen?.cardId) this.next(step);
    else this.next({ ...step, card: onScreen, after: undefined, mode: this.mode });
  }

  /** The server's next step: its card to show, or the end of the day (null). */
  next(step: NextStep | null): StudyCard | null {
    if (!step) return this.step?.card ?? null;
    // A session begins in Main; one that begins elsewhere (Review more, the survey alone) says so too.
    const previous = this.step?.card ? this.step.mode : Mode.Main;
    if (step.message) this.deps.toasts.push('info', step.message);
    this.step = step;
    if (!step.card) {
      this.deps.activity.end();
      this.deps.round.end();
      this.deps.navigation.navigate(PATHS.congratulation, { replace: true });
      return null;
    }
    this.modeNotice = previous !== step.mode ? modeChangeText(step.mode) : null;
    this.deps.activity.update({ active: true, mode: step.mode, cardsRemaining: totalCardsLeft(step.progress) });
    return step.card;
  }
}
