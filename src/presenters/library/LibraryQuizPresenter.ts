import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { QuestionType, answerOptions, markAnswer, type AnswerResponse, type AppError, type DeckCardItem, type StudyCard } from '../../domain';
import { AnswerLibraryCard, AnswerQueue, LoadCard, type LibraryAnswerOutcome } from '../../domain/usecases';
import { CLOCK, CONNECTIVITY, type Clock, type Connectivity } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, loadInto, type Loadable } from '../app/Loadable';
import { submitForm } from '../app/submitForm';
import { keptAnswersText } from '../app/keptAnswersText';

export type QuizPhase = 'question' | 'revealed' | 'answered' | 'finished';

/**
 * Library mode's quiz: the deck's cards one by one, each answered as its question type asks, marked by
 * the domain's rule (`markAnswer`, as on the study screen) and recorded through the study flow in mode 3.
 * A recall card is revealed, then self-graded; a multiple-choice card is answered by choosing an option;
 * a typed answer is compared with the accepted answers. Answers are kept on this device until the server
 * has them (as on the study screen) and the next card is fetched ahead, so the quiz goes on through a
 * dropped connection and sends the answers when it returns.
 */
@injectable()
export class LibraryQuizPresenter {
  items: readonly DeckCardItem[] = [];
  position = 0;
  card: Loadable<StudyCard> = LOADING;
  phase: QuizPhase = 'question';
  typed = '';
  /** Whether the last answer was right (null for a self-graded recall card). */
  correct: boolean | null = null;
  chosen: number | null = null;
  submitting = false;
  failure: AppError | null = null;
  answered = 0;
  rightCount = 0;
  /** Answers waiting on this device, and why (null: offline); null when the server has them all. */
  kept: { readonly waiting: number; readonly failure: AppError | null } | null = null;
  private shownAt = 0;
  private stopWatching: (() => void) | null = null;
  private resending: Promise<void> | null = null;
  /** Cards fetched ahead, by item id. */
  private readonly ahead = new Map<string, Promise<StudyCard>>();

  constructor(
    @inject(LoadCard) private readonly loadCard: LoadCard,
    @inject(AnswerLibraryCard) private readonly answerCard: AnswerLibraryCard,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(AnswerQueue) private readonly queue: AnswerQueue,
  ) {
    makeAutoObservable<
      LibraryQuizPresenter,
      'loadCard' | 'answerCard' | 'session' | 'failures' | 'clock' | 'connectivity' | 'shownAt' | 'stopWatching' | 'resending' | 'ahead' | 'queue'
    >(this, {
      queue: false,
      loadCard: false,
      answerCard: false,
      session: false,
      failures: false,
      clock: false,
      connectivity: false,
      shownAt: false,
      stopWatching: false,
      resending: false,
      ahead: false,
    });
  }

  /** Starts a quiz over these cards, from the first, and sends kept answers when the connection returns. */
  start(items: readonly DeckCardItem[]): Promise<void> {
    this.stopWatching ??= this.connectivity.onChange((online) => {
      if (online && this.kept) void this.sendKept();
    });
    this.items = items;
    this.ahead.clear();
    this.answered = 0;
    this.rightCount = 0;
    return this.show(0);
  }

  /** The quiz left the screen: stop watching the connection (kept answers stay kept). */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  /** Sends the answers kept on this device; a second call while one is under way joins it. */
  sendKept(): Promise<void> {
    const userId = this.session.user?.id;
    if (this.resending) return this.resending;
    if (userId === undefined || !this.kept) return Promise.resolve();
    const resending = this.resend(userId).finally(() => runInAction(() => (this.resending = null)));
    this.resending = resending;
    return resending;
  }

  private async resend(userId: number): Promise<void> {
    try {
      this.keep(await this.answerCard.sendKept(userId));
    } catch (error) {
      const failure = this.failures.noteFailure(error);
      runInAction(() => {
        this.failure = failure;
        this.kept = null;
      });
    }
  }

  private keep(outcome: LibraryAnswerOutcome): void {
    runInAction(() => (this.kept = outcome.status === 'kept' ? { waiting: outcome.waiting, failure: outcome.failure } : null));
    if (outcome.status === 'kept' && outcome.failure) this.failures.noteFailure(outcome.failure);
  }

  /** While answers are kept: how many, and where (on this device, or only in this tab). */
  get keptText(): string | null {
    return this.kept ? keptAnswersText(this.kept.waiting, this.queue.keptOnDevice()) : null;
  }

  get total(): number {
    return this.items.length;
  }

  get options(): readonly string[] {
    return this.card.status === 'data' ? answerOptions(this.card.data) : [];
  }

  get questionType(): QuestionType | null {
    return this.card.status === 'data' ? this.card.data.questionType : null;
  }

  setTyped(text: string): void {
    this.typed = text;
  }

  reveal(): void {
    if (this.phase === 'question') this.phase = 'revealed';
  }

  /** A recall card's self-grade (1 to 4). */
  grade(grade: number): Promise<void> {
    if (this.phase !== 'revealed') return Promise.resolve();
    return this.record({ kind: 'grade', grade });
  }

  /** A multiple-choice card: the option chosen, by its number from 1 (as on the study screen). */
  choose(option: number): Promise<void> {
    if (this.phase !== 'question') return Promise.resolve();
    return this.record({ kind: 'option', option });
  }

  /** A typed answer, compared (case and surrounding spaces aside) with the answer and its accepted spellings. */
  submitTyped(): Promise<void> {
    if (this.phase !== 'question') return Promise.resolve();
    return this.record({ kind: 'typed', text: this.typed });
  }

  /** The card could not be loaded: try again. */
  retryCard(): Promise<void> {
    return this.card.status === 'error' ? this.show(this.position) : Promise.resolve();
  }

  next(): Promise<void> {
    if (this.phase !== 'answered') return Promise.resolve();
    if (this.position + 1 >= this.items.length) {
      this.phase = 'finished';
      return Promise.resolve();
    }
    return this.show(this.position + 1);
  }

  private async record(response: AnswerResponse): Promise<void> {
    const user = this.session.user;
    const card = this.card.status === 'data' ? this.card.data : null;
    const marked = card ? markAnswer(card, response) : null;
    if (this.submitting || !card || !marked || !user) return;
    if (response.kind === 'option') this.chosen = response.option;
    await submitForm(this, this.failures, async () => {
      const outcome = await this.answerCard.execute({ userId: user.id, card, shownAt: this.shownAt, answer: marked.answer, rawAnswers: marked.rawAnswers });
      this.keep(outcome);
      runInAction(() => {
        this.phase = 'answered';
        this.correct = marked.correct;
        this.answered += 1;
        if (marked.correct) this.rightCount += 1;
      });
    });
  }

  private async show(position: number): Promise<void> {
    const item = this.items[position];
    this.position = position;
    this.phase = 'question';
    this.typed = '';
    this.correct = null;
    this.chosen = null;
    this.failure = null;
    if (!item) {
      this.phase = 'finished';
      return;
    }
    const shown = await loadInto(
      (state) => {
        if (this.position === position) this.card = state;
      },
      this.failures,
      () => this.cardFor(item),
    );
    if (shown && this.position === position) {
      runInAction(() => (this.shownAt = this.clock.now()));
      this.prefetch(position + 1);
    }
  }

  /** The card, from the one fetched ahead when there is one (fetched again if that failed). */
  private cardFor(item: DeckCardItem): Promise<StudyCard> {
    const ahead = this.ahead.get(item.id);
    this.ahead.delete(item.id);
    const load = () => this.loadCard.execute({ cardId: item.id });
    return ahead ? ahead.catch(load) : load();
  }

  /** Fetches the next card while this one is answered, so the quiz goes on through a dropped connection. */
  private prefetch(position: number): void {
    const item = this.items[position];
    if (!item || this.ahead.has(item.id)) return;
    const card = this.loadCard.execute({ cardId: item.id });
    card.catch(() => undefined);
    this.ahead.set(item.id, card);
  }
}
