import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type RefObject } from 'react';
import { deckPath } from '../../../domain';
import { DeckListPresenter } from '../../../presenters/library/DeckListPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useLoadingScreen } from '../../hooks/useLoadingScreen';
import { Button } from '../../shared/Button';
import { LoadingStatus } from '../../shared/LoadingStatus';
import { NoneFound } from '../../shared/NoneFound';
import styles from './Library.module.scss';
import { LibraryNav } from './LibraryNav';
import { TklExplanation, TklHintButton, useTklHint, type TklHintState } from './TklHint';
import { TklValue } from '../../shared/TklValue';
import { Link } from '../../shared/Link';

const ROW_HEIGHT = 52;

/** The library's deck list (/library): search, a four-state sort, and a virtualised list of rows. */
export const DeckListPage = observer(function DeckListPage() {
  const presenter = usePresenter(DeckListPresenter);
  const failurePanel = useLoadingScreen('Content Decks', presenter.decks.status === 'error' ? presenter.decks.error : null, 'Library Deck List');

  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  if (presenter.decks.status === 'error') {
    return (
      <main className={styles.page}>
        <LibraryNav current="decks" />
        {failurePanel(<Button onClick={() => void presenter.load()}>Try again</Button>)}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.titleRow}>
        <div>
          <h1>Content Decks</h1>
          <p className={styles.subtext}>Click on any deck to review</p>
        </div>
        <LibraryNav current="decks" />
      </div>
      <div className={styles.searchField}>
        <SearchIcon />
        <input
          ref={search}
          type="search"
          className={styles.search}
          placeholder="search"
          aria-label="Search decks"
          value={presenter.search}
          onChange={(event) => presenter.setSearch(event.target.value)}
        />
      </div>
      {presenter.decks.status === 'loading' ? (
        <LoadingStatus>Loading decks…</LoadingStatus>
      ) : (
        <DeckTable presenter={presenter} search={search} />
      )}
    </main>
  );
});

/** A magnifying glass at the search box's start, as search boxes show themselves; its label names the box. */
function SearchIcon() {
  return (
    <svg className={styles.searchIcon} data-search-icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20" />
    </svg>
  );
}

const DeckTable = observer(function DeckTable({ presenter, search }: { presenter: DeckListPresenter; search: RefObject<HTMLInputElement | null> }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = presenter.rows;
  const hint = useTklHint();
  // The virtualiser keeps only the rows in view (plus a few) in the page, so 5,000 decks scroll smoothly.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  return (
    <>
      <TklExplanation hint={hint} />
      <div role="table" aria-label="Content decks" aria-rowcount={rows.length + 1} className={styles.table}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={styles.headerRow}>
            <SortHeader presenter={presenter} column="name" label="Deck" />
            <SortHeader presenter={presenter} column="tkl" label="TKL" hint={hint} />
          </div>
        </div>
        {rows.length > 0 && (
          <div role="rowgroup" ref={scrollRef} className={styles.scroll}>
            <div className={styles.spacer} style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const deck = rows[item.index]!;
                return (
                  <div
                    key={deck.deckId}
                    role="row"
                    aria-rowindex={item.index + 2}
                    className={styles.row}
                    style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                  >
                    <div role="cell" className={styles.nameCell}>
                      <Link to={deckPath(deck.deckId)} className={styles.rowLink}>
                        {deck.deckName}
                      </Link>
                    </div>
                    <div role="cell" className={styles.tklCell}>
                      <TklValue tkl={deck.tkl} column />
                    </div>
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
      {presenter.isEmpty && (
        <NoneFound action={presenter.search.trim() && <ClearSearch presenter={presenter} search={search} />}>
          {presenter.search.trim() ? `No deck matches “${presenter.search.trim()}”.` : 'There are no decks in your library yet.'}
        </NoneFound>
      )}
    </>
  );
});

/** A search that matches no deck: the way back to every deck, the focus back in the search box to try again. */
function ClearSearch({ presenter, search }: { presenter: DeckListPresenter; search: RefObject<HTMLInputElement | null> }) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        presenter.setSearch('');
        search.current?.focus();
      }}
    >
      Clear search
    </Button>
  );
}

const SortHeader = observer(function SortHeader({
  presenter,
  column,
  label,
  hint,
}: {
  presenter: DeckListPresenter;
  column: Parameters<DeckListPresenter['sortBy']>[0];
  label: string;
  hint?: TklHintState;
}) {
  const sort = presenter.ariaSort(column);
  return (
    <div role="columnheader" aria-sort={sort} className={column === 'name' ? styles.nameHeader : styles.tklHeader}>
      <button type="button" className={styles.sortButton} onClick={() => presenter.sortBy(column)}>
        {label}
        <span aria-hidden="true" className={styles.sortIcon}>
          {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}
        </span>
      </button>
      {hint && <TklHintButton hint={hint} />}
    </div>
  );
});
