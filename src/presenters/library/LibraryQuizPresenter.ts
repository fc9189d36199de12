import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { QuestionType, templateField, type AppError, type DeckCardItem, type StudyCard } from '../../domain';
import { AnswerLibraryCard, LoadCard } from '../../domain/usecases';
import { CLOCK, type Clock } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { LOADING, loadFailed, loaded, type Loadable } from '../app/Loadable';

/** Recall grades, as the study flow sends them (ans 1 to 4). */
export const RECALL_GRADES = [
  { ans: 1, label: 'Again' },
  { ans: 2, label: 'Hard' },
  { ans: 3, label: 'Good' },
  { ans: 4, label: 'Easy' },
] as const;

export type QuizPhase = 'question' | 'revealed' | 'answered' | 'finished';

/**
 * Library mode's quiz: the deck's cards one by one, each answered as its question type asks and recorded
 * through the study flow in mode 3. A recall card is revealed, then self-graded; a multiple-choice card is
 * answered by choosing an option; a typed answer is compared with the accepted answers.
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
  sending = false;
  failure: AppError | null = null;
  answered = 0;
  rightCount = 0;
  private shownAt = 0;

  constructor(
    @inject(LoadCard) private readonly loadCard: LoadCard,
    @inject(AnswerLibraryCard) private readonly answerCard: AnswerLibraryCard,
    @inject(LearnerSession) private readonly session: LearnerSession,
    @inject(Failures) private readonly failures: Failures,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeAutoObservable<LibraryQuizPresenter, 'loadCard' | 'answerCard' | 'session' | 'failures' | 'clock' | 'shownAt'>(this, {
      loadCard: false,
      answerCard: false,
      session: false,
      failures: false,
      clock: false,
      shownAt: false,
    });
  }

  /** Starts a quiz over these cards, from the first. */
  start(items: readonly DeckCardItem[]): Promise<void> {
    this.items = items;
    this.answered = 0;
    this.rightCount = 0;
    return this.show(0);
  }

  get total(): number {
    return this.items.length;
  }

  get options(): readonly string[] {
    if (this.card.status !== 'data') return [];
    return templateField(this.card.data, 'question')?.el ?? [];
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

  /** A recall card's self-grade (ans 1 to 4). */
  grade(ans: number): Promise<void> {
    if (this.phase !== 'revealed') return Promise.resolve();
    return this.record(ans, null);
  }

  /** A multiple-choice card: the option chosen, by its index in the list. */
  choose(index: number): Promise<void> {
    const card = this.card.status === 'data' ? this.card.data : null;
    const option = this.options[index];
    if (this.phase !== 'question' || !card || option === undefined) return Promise.resolve();
    this.chosen = index;
    const right = option.trim().toLowerCase() === card.b.trim().toLowerCase();
    return this.record(index + 1, right);
  }

  /** A typed answer, compared (case and surrounding spaces aside) with the back and its accepted spellings. */
  submitTyped(): Promise<void> {
    const card = this.card.status === 'data' ? this.card.data : null;
    if (this.phase !== 'question' || !card || this.typed.trim() === '') return Promise.resolve();
    const accepted = [card.b, ...(templateField(card, 'answer')?.el ?? [])].map(normalise);
    const right = accepted.includes(normalise(this.typed));
    return this.record(right ? 3 : 1, right, this.typed.trim());
  }

  next(): Promise<void> {
    if (this.phase !== 'answered') return Promise.resolve();
    if (this.position + 1 >= this.items.length) {
      this.phase = 'finished';
      return Promise.resolve();
    }
    return this.show(this.position + 1);
  }

  private async record(ans: number, right: boolean | null, rawAnswers?: string): Promise<void> {
    const user = this.session.user;
    if (this.sending || this.card.status !== 'data' || !user) return;
    this.sending = true;
    this.failure = null;
    try {
      await this.answerCard.execute({ userId: user.id, card: this.card.data, shownAt: this.shownAt, ans, rawAnswers });
      runInAction(() => {
        this.phase = 'answered';
        this.correct = right;
        this.answered += 1;
        if (right) this.rightCount += 1;
      });
    } catch (error) {
      const failure = this.failures.noteFailure(error);
      runInAction(() => (this.failure = failure));
    } finally {
      runInAction(() => (this.sending = false));
    }
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
    this.card = LOADING;
    try {
      const card = await this.loadCard.execute({ cardId: item.id });
      runInAction(() => {
        this.card = loaded(card);
        this.shownAt = this.clock.now();
      });
    } catch (error) {
      const failure = this.failures.noteFailure(error);
      runInAction(() => (this.card = loadFailed(failure)));
    }
  }
}

function normalise(text: string): string {
  return text.trim().toLowerCase();
}
