import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { DeckCardItem, StudyCard } from '../../domain';
import { ChooseLibraryMode, LIBRARY_MODE_EVENT, LoadCard, LoadDeckCards, type DeckContents, type LibraryMode } from '../../domain/usecases';
import { ANALYTICS, type Analytics } from '../../ports';
import { Failures } from '../app/Failures';
import { LOADING, loadInto, loaded, type Loadable } from '../app/Loadable';

/** What DeckDetailPresenter works with: adding a collaborator is one line here. */
@injectable()
class DeckDetailPresenterDeps {
  constructor(
    @inject(LoadDeckCards) readonly loadDeckCards: LoadDeckCards,
    @inject(LoadCard) readonly loadCard: LoadCard,
    @inject(ChooseLibraryMode) readonly chooseLibraryMode: ChooseLibraryMode,
    @inject(Failures) readonly failures: Failures,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/**
 * A deck in the library (/library/deck/{deckId}): its cards, and library mode. The learner chose this
 * deck (the analytics screen 'library mode' with deck_name), then chooses a mode: browse the cards one by
 * one in full (each loaded by GET /app/library/cards/{cardId}), or a quiz (LibraryQuizPresenter).
 */
@injectable()
export class DeckDetailPresenter {
  deckId = '';
  contents: Loadable<DeckContents> = LOADING;
  mode: LibraryMode | null = null;
  /** Browse mode: the position of the card shown, in the deck's order. */
  position = 0;
  /** Browse mode: the card shown, in full. */
  card: Loadable<StudyCard> = LOADING;
  private readonly cardCache = new Map<string, StudyCard>();
  private request = 0;
  private cardRequest = 0;

  constructor(@inject(DeckDetailPresenterDeps) private readonly deps: DeckDetailPresenterDeps) {
    makeObservable(this, {
      deckId: observable,
      contents: observableRef,
      mode: observable,
      position: observable,
      card: observableRef,
      deckName: computed,
      cards: computed,
      current: computed,
      chooseMode: action,
      leaveMode: action,
    });
  }

  /** Opens a deck: its cards and its name, and the analytics screen of the deck chosen. */
  async open(deckId: string): Promise<void> {
    const request = ++this.request;
    runInAction(() => {
      this.deckId = deckId;
      this.mode = null;
      this.position = 0;
    });
    // An answer for a deck opened before this one is dropped.
    const contents = await loadInto(
      (state) => {
        if (request === this.request) this.contents = state;
      },
      this.deps.failures,
      () => this.deps.loadDeckCards.execute({ deckId }),
    );
    if (contents && request === this.request) this.deps.analytics.screen(LIBRARY_MODE_EVENT, { deck_name: this.deckName });
  }

  /** The deck's name as the deck list shows it; its id when the list does not hold it. */
  get deckName(): string {
    return this.contents.status === 'data' ? (this.contents.data.deck?.deckName ?? this.deckId) : this.deckId;
  }

  get tkl(): number | null {
    return this.contents.status === 'data' ? (this.contents.data.deck?.tkl ?? null) : null;
  }

  get cards(): readonly DeckCardItem[] {
    return this.contents.status === 'data' ? this.contents.data.cards : [];
  }

  /** Browse mode: the list entry of the card shown. */
  get current(): DeckCardItem | undefined {
    return this.cards[this.position];
  }

  /** The learner picks a mode (analytics: 'library mode' with deck_name and mode). */
  chooseMode(mode: LibraryMode, startAt = 0): void {
    if (this.contents.status !== 'data' || this.cards.length === 0) return;
    this.mode = this.deps.chooseLibraryMode.execute({ deckName: this.deckName, mode });
    if (mode === 'browse') void this.showCardAt(startAt);
  }

  /**
   * Back to the deck's card list. From a quiz's end (also one stopped part-way) the TKL was read as its
   * score showed, and before a quiz's first answer nothing was answered: neither reads it again.
   */
  leaveMode(): void {
    this.mode = null;
  }

  /**
   * The deck's TKL read again, its cards kept as shown: a quiz's answers count towards it. A failure keeps
   * the TKL shown (noted, so that an expired session still ends).
   */
  async refreshTkl(): Promise<void> {
    const { deckId, request } = this;
    try {
      const deck = await this.deps.loadDeckCards.deck({ deckId });
      runInAction(() => {
        if (request !== this.request || this.contents.status !== 'data') return;
        this.contents = loaded({ ...this.contents.data, deck });
      });
    } catch (error) {
      this.deps.failures.noteFailure(error);
    }
  }

  /** Browse mode: opens one card by its id (a click in the card list). */
  browseCard(cardId: string): void {
    const index = this.cards.findIndex((card) => card.id === cardId);
    if (index >= 0) this.chooseMode('browse', index);
  }

  get hasPrevious(): boolean {
    return this.position > 0;
  }

  get hasNext(): boolean {
    return this.position < this.cards.length - 1;
  }

  previous(): Promise<void> {
    return this.hasPrevious ? this.showCardAt(this.position - 1) : Promise.resolve();
  }

  next(): Promise<void> {
    return this.hasNext ? this.showCardAt(this.position + 1) : Promise.resolve();
  }

  /** Shows the card at a position in full; a card seen before is not loaded again. */
  async showCardAt(position: number): Promise<void> {
    const item = this.cards[position];
    if (!item) return;
    const request = ++this.cardRequest;
    const cached = this.cardCache.get(item.id);
    runInAction(() => {
      this.position = position;
      this.card = cached ? loaded(cached) : LOADING;
    });
    if (cached) return;
    await loadInto(
      (state) => {
        if (state.status === 'data') this.cardCache.set(item.id, state.data);
        if (request === this.cardRequest && state.status !== 'loading') this.card = state;
      },
      this.deps.failures,
      () => this.deps.loadCard.execute({ cardId: item.id }),
    );
  }
}
