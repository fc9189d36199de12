import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { LibraryDeck } from '../../domain';
import {
  DEFAULT_DECK_SORT,
  FilterDecks,
  LoadDecks,
  SortDecks,
  nextDeckSort,
  type DeckSort,
  type DeckSortColumn,
} from '../../domain/usecases';
import { Failures } from '../app/Failures';
import { LOADING, loadInto, type Loadable } from '../app/Loadable';

export type AriaSort = 'ascending' | 'descending' | 'none';

/** What DeckListPresenter works with: adding a collaborator is one line here. */
@injectable()
class DeckListPresenterDeps {
  constructor(
    @inject(LoadDecks) readonly loadDecks: LoadDecks,
    @inject(FilterDecks) readonly filterDecks: FilterDecks,
    @inject(SortDecks) readonly sortDecks: SortDecks,
    @inject(Failures) readonly failures: Failures,
  ) {}
}

/**
 * The deck list (docs/product.md section 2): the decks as loaded, the search, the four-state sort, and the rows
 * to show. Filtering and sorting are computed once per change of decks, search or sort, not per render.
 */
@injectable()
export class DeckListPresenter {
  decks: Loadable<LibraryDeck[]> = LOADING;
  search = '';
  sort: DeckSort = DEFAULT_DECK_SORT;
  private request = 0;

  constructor(@inject(DeckListPresenterDeps) private readonly deps: DeckListPresenterDeps) {
    makeObservable<DeckListPresenter, 'sorted'>(this, {
      decks: observableRef,
      search: observable,
      sort: observableRef,
      sorted: computed,
      rows: computed,
      isEmpty: computed,
      setSearch: action,
      sortBy: action,
    });
  }

  /** Loads (or reloads) the decks; an answer to an older call than the latest is dropped. */
  async load(): Promise<void> {
    const request = ++this.request;
    await loadInto(
      (state) => {
        if (request === this.request) this.decks = state;
      },
      this.deps.failures,
      () => this.deps.loadDecks.execute(),
    );
  }

  /** Sorted before filtered: a new search then keeps the sorted order without sorting again. */
  private get sorted(): LibraryDeck[] {
    return this.decks.status === 'data' ? this.deps.sortDecks.execute({ decks: this.decks.data, sort: this.sort }) : [];
  }

  /** The rows to show: matching the search, in the chosen order. */
  get rows(): LibraryDeck[] {
    return this.deps.filterDecks.execute({ decks: this.sorted, search: this.search });
  }

  /** Loaded, and no deck matches (or there are none at all). */
  get isEmpty(): boolean {
    return this.decks.status === 'data' && this.rows.length === 0;
  }

  setSearch(search: string): void {
    this.search = search;
  }

  /** A click on a column's header: the same column toggles direction, the other starts ascending. */
  sortBy(column: DeckSortColumn): void {
    this.sort = nextDeckSort(this.sort, column);
  }

  /** The header's aria-sort for a column. */
  ariaSort(column: DeckSortColumn): AriaSort {
    if (this.sort.column !== column) return 'none';
    return this.sort.direction === 'asc' ? 'ascending' : 'descending';
  }
}
