import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Mode, countsAsRight, type DeckCardItem, type StudyCard } from '../../domain';
import { LoadCard } from '../../domain/usecases';
import { AnswerEngine } from '../answering/AnswerEngine';
import type { AnswerHost } from '../answering/answerMachine';

/** What the quiz works with: adding a collaborator is one line here. */
@injectable()
class LibraryQuizPresenterDeps {
  constructor(
    @inject(AnswerEngine) readonly engine: AnswerEngine,
    @inject(LoadCard) readonly loadCard: LoadCard,
  ) {}
}

/**
 * Library mode's quiz: the deck's cards one by one, answered through the answering engine (`engine`,
 * as on the study screen: the same phases, marks, keys and kept answers) and recorded in mode 3
 * (Library). What is the quiz's own: the deck's cards, where it is among them, and fetching the next
 * card ahead, so the quiz goes on through a dropped connection (the mark is the domain's, not the
 * server's) while the outbox keeps the answers and sends them when it returns.
 */
/** The quiz lengths offered before a deck's quiz, where the deck has more cards (and always all of them). */
const QUIZ_LENGTHS = [10, 20] as const;

/** One quiz card answered: right, wrong, or neither (a survey point). */
interface QuizResult {
  readonly item: DeckCardItem;
  readonly right: boolean | null;
}

@injectable()
export class LibraryQuizPresenter implements AnswerHost {
  /** The deck's cards, from which a quiz's cards are taken. */
  deck: readonly DeckCardItem[] = [];
  /** True while the learner chooses how many cards to take. */
  choosing = false;
  /** This quiz's cards. */
  items: readonly DeckCardItem[] = [];
  position = 0;
  /** What came of each card answered in this quiz. */
  results: readonly QuizResult[] = [];
  /** True once the learner stopped the quiz part-way, with answers given. */
  stopped = false;
  readonly mode = Mode.Library;
  readonly engine: AnswerEngine;
  /** Cards fetched ahead, by item id. */
  readonly #ahead = new Map<string, Promise<StudyCard>>();
  /** The learner stopped: the card on screen is the last, and none after it is fetched. */
  #stopping = false;

  constructor(@inject(LibraryQuizPresenterDeps) private readonly deps: LibraryQuizPresenterDeps) {
    this.engine = deps.engine;
    makeAutoObservable<LibraryQuizPresenter, 'deps'>(this, { deps: false, engine: false });
  }

  /** Opens a deck's quiz: the choice of its length where the deck has more than the shortest, else all its cards. */
  open(deck: readonly DeckCardItem[]): Promise<void> {
    this.deck = deck;
    if (this.lengths.length > 1) {
      this.choosing = true;
      return Promise.resolve();
    }
    return this.start(deck);
  }

  /** The lengths to choose from: 10 and 20 where the deck has more, then all its cards. */
  get lengths(): readonly number[] {
    return [...QUIZ_LENGTHS.filter((length) => length < this.deck.length), this.deck.length];
  }

  /** Starts the quiz on the deck's first `length` cards. */
  chooseLength(length: number): Promise<void> {
    return this.start(this.deck.slice(0, length));
  }

  /** Starts a quiz over these cards, from the first. */
  start(items: readonly DeckCardItem[]): Promise<void> {
    this.engine.begin(this);
    this.choosing = false;
    this.stopped = this.#stopping = false;
    this.results = [];
    this.items = items;
    this.#ahead.clear();
    return this.engine.present(this.cardAt(0));
  }

  /** The quiz left the screen (kept answers stay kept, and the outbox sends them). */
  dispose(): void {
    this.engine.dispose();
  }

  get total(): number {
    return this.items.length;
  }

  /** How many cards were answered. */
  get answered(): number {
    return this.results.length;
  }

  /** Whether a card of this quiz was answered: the one on screen too, once marked. */
  get anyAnswered(): boolean {
    return this.results.length > 0 || this.engine.canGoOn;
  }

  /**
   * Stops the quiz part-way, with answers given (`anyAnswered`): the card marked on screen counted, its end
   * shows the score of the cards answered, as a quiz answered through does (decision 0195).
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.engine.canGoOn) await this.engine.next();
    runInAction(() => {
      this.stopped = true;
    });
  }

  /** The quiz's end shows: every card answered, or the quiz stopped part-way. */
  get ended(): boolean {
    return this.stopped || this.engine.isFinished;
  }

  /** The score: cards right of those that are right or wrong (a survey point is neither). */
  get score(): { readonly right: number; readonly of: number } {
    const scored = this.results.filter((result) => result.right !== null);
    return { right: scored.filter((result) => result.right).length, of: scored.length };
  }

  /** The cards answered wrong, or graded Again or Hard, in the quiz's order. */
  get missed(): readonly DeckCardItem[] {
    return this.results.filter((result) => result.right === false).map((result) => result.item);
  }

  /** A quiz over the cards missed in this one. */
  retryMissed(): Promise<void> {
    return this.start(this.missed);
  }

  /** The card on screen is done with: its result kept, then the next card, or the end of the quiz (null), stopped or not. */
  next(): Promise<StudyCard | null> | null {
    const item = this.items[this.position];
    const { grade } = this.engine.draft;
    if (item) this.results = [...this.results, { item, right: grade === null ? null : countsAsRight(grade) }];
    return this.#stopping || this.position + 1 >= this.items.length ? null : this.cardAt(this.position + 1);
  }

  /** The card could not be loaded: try again. */
  retryCard(): Promise<void> {
    return this.engine.failure ? this.engine.present(this.cardAt(this.position)) : Promise.resolve();
  }

  /** The card at `position` (null past the end), the one after it fetched ahead meanwhile. */
  private cardAt(position: number): Promise<StudyCard | null> | null {
    const item = this.items[position];
    this.position = position;
    if (!item) return null;
    const card = this.cardFor(item);
    void card.then(() => this.prefetch(position + 1), () => undefined);
    return card;
  }

  /** The card, from the one fetched ahead when there is one (fetched again if that failed). */
  private cardFor(item: DeckCardItem): Promise<StudyCard> {
    const ahead = this.#ahead.get(item.id);
    this.#ahead.delete(item.id);
    const load = () => this.deps.loadCard.execute({ cardId: item.id });
    return ahead ? ahead.catch(load) : load();
  }

  /** Fetches the next card while this one is answered, so the quiz goes on through a dropped connection. */
  private prefetch(position: number): void {
    const item = this.items[position];
    if (!item || this.#ahead.has(item.id)) return;
    const card = this.deps.loadCard.execute({ cardId: item.id });
    card.catch(() => undefined);
    this.#ahead.set(item.id, card);
  }
}
