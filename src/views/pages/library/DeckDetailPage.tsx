import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PATHS } from '../../../domain';
import { DeckDetailPresenter } from '../../../presenters/library/DeckDetailPresenter';
import { ShellPresenter } from '../../../presenters/shell/ShellPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusWhenLost } from '../../hooks/useFocusWhenLost';
import { useLoadingScreen } from '../../hooks/useLoadingScreen';
import { Button } from '../../shared/Button';
import { CardBack, CardFront } from '../../shared/CardSide';
import { LoadingStatus } from '../../shared/LoadingStatus';
import { NoneFound } from '../../shared/NoneFound';
import { SafeHtml } from '../../shared/SafeHtml';
import { DeckQuiz } from './DeckQuiz';
import { LoadedCard } from './LoadedCard';
import { TklValue } from '../../shared/TklValue';
import styles from './Library.module.scss';
import { Link } from '../../shared/Link';
import { isPageKey } from '../../hooks/isPageKey';

/** A deck (/library/deck/{deckId}): its cards, and library mode (browse or quiz). */
export const DeckDetailPage = observer(function DeckDetailPage() {
  const { deckId = '' } = useParams();
  const presenter = usePresenter(DeckDetailPresenter);
  const shell = usePresenter(ShellPresenter);
  // A page name, then the product name (docs/product.md section 1): the deck's name once known.
  const { contents } = presenter;
  const failurePanel = useLoadingScreen('Library Deck', contents.status === 'error' ? contents.error : null, contents.status === 'data' ? presenter.deckName : undefined);

  useEffect(() => {
    void presenter.open(deckId);
  }, [presenter, deckId]);
  const refreshTkl = useCallback(() => void presenter.refreshTkl(), [presenter]);
  // The card list: shown under the modes on a desktop, folded under its count on a smaller screen so
  // that the modes are the page (decision 0195); as the learner leaves it while they browse or quiz.
  const [cardsShown, showCards] = useState(() => shell.desktop);

  const back = (
    <p>
      <Link to={PATHS.library}>← All decks</Link>
    </p>
  );

  if (contents.status === 'error') {
    return (
      <main className={styles.page}>
        {back}
        {failurePanel(<Button onClick={() => void presenter.open(deckId)}>Try again</Button>)}
      </main>
    );
  }

  if (contents.status === 'loading') {
    return (
      <main className={styles.page}>
        {back}
        <LoadingStatus>Loading the deck…</LoadingStatus>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      {back}
      <h1>{presenter.deckName}</h1>
      <p className={styles.meta}>
        {presenter.cards.length} cards · TKL <TklValue tkl={presenter.tkl} />
      </p>
      {presenter.mode === 'browse' ? (
        <BrowseMode presenter={presenter} />
      ) : presenter.mode === 'quiz' ? (
        <DeckQuiz items={presenter.cards} onLeave={() => presenter.leaveMode()} onFinished={refreshTkl} />
      ) : (
        <DeckOverview presenter={presenter} cardsShown={cardsShown} onShowCards={showCards} />
      )}
    </main>
  );
});

interface DeckOverviewProps {
  readonly presenter: DeckDetailPresenter;
  readonly cardsShown: boolean;
  readonly onShowCards: (shown: boolean) => void;
}

const DeckOverview = observer(function DeckOverview({ presenter, cardsShown, onShowCards }: DeckOverviewProps) {
  // Arriving at the deck, or back from browsing: the focus goes on from Browse the cards, not the page's top.
  const browse = useFocusWhenLost<HTMLButtonElement>();
  if (presenter.cards.length === 0) {
    return (
      <NoneFound>This deck has no cards yet.</NoneFound>
    );
  }
  return (
    <>
      <section aria-labelledby="modes-heading" className={styles.modePanel}>
        <h2 id="modes-heading">Choose a mode</h2>
        <div className={styles.modes}>
          <Button ref={browse} onClick={() => presenter.chooseMode('browse')}>
            Browse the cards
          </Button>
          <Button variant="secondary" onClick={() => presenter.chooseMode('quiz')}>
            Quiz me
          </Button>
        </div>
      </section>
      <details className={styles.cards} open={cardsShown} onToggle={(event) => onShowCards(event.currentTarget.open)}>
        <summary>Cards in this deck ({presenter.cards.length})</summary>
        <ul className={styles.list} aria-label="Cards in this deck">
          {presenter.cards.map((card) => (
            <li key={card.id} className={styles.listItem}>
              {/* The content may be HTML with lists (not allowed inside a button): the button's area covers the item. */}
              <button type="button" className={styles.cardButton} onClick={() => presenter.browseCard(card.id)}>
                {card.name}
              </button>
              <SafeHtml html={card.content} className={styles.cardContent} />
            </li>
          ))}
        </ul>
      </details>
    </>
  );
});

/**
 * Browsing a deck, as a flash-card app's deck view: where the learner is (the card's number and a bar
 * through the deck), the card whole (its question over its answer), and moving on by the arrow keys or
 * by the buttons under the card, which say their keys.
 */
const BrowseMode = observer(function BrowseMode({ presenter }: { presenter: DeckDetailPresenter }) {
  const { card } = presenter;
  // The button that opened browsing has gone: the focus goes on from the first card's heading.
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  useBrowseKeys(presenter);
  return (
    <section aria-labelledby="browse-heading">
      <div className={styles.browseHead}>
        <h2 id="browse-heading" ref={heading} tabIndex={-1}>
          Card {presenter.position + 1} of {presenter.cards.length}
        </h2>
        <progress className={styles.browseBar} value={presenter.position + 1} max={presenter.cards.length} aria-hidden="true" />
      </div>
      <div className={`${styles.card} ${styles.browseCard}`} aria-live="polite">
        <LoadedCard card={card}>
          {(shown) => (
            <>
              <CardFront card={shown} />
              <CardBack card={shown} />
            </>
          )}
        </LoadedCard>
      </div>
      <div className={`${styles.modes} ${styles.browseMoves}`}>
        <Button variant="secondary" aria-label="Previous, key ←" onClick={() => void presenter.previous()} disabled={!presenter.hasPrevious}>
          <kbd className={styles.key} aria-hidden="true">
            ←
          </kbd>
          Previous
        </Button>
        <Button aria-label="Next, key →" onClick={() => void presenter.next()} disabled={!presenter.hasNext}>
          Next
          <kbd className={styles.key} aria-hidden="true">
            →
          </kbd>
        </Button>
      </div>
      <div className={styles.modes}>
        <Button variant="secondary" onClick={() => presenter.leaveMode()}>
          Back to the deck
        </Button>
      </div>
    </section>
  );
});

/** The arrow keys move through the deck while the learner browses it (not while they type, or in the menu's drawer: isPageKey). */
function useBrowseKeys(presenter: DeckDetailPresenter): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.shiftKey || !isPageKey(event)) return;
      if (event.key === 'ArrowLeft') void presenter.previous();
      else if (event.key === 'ArrowRight') void presenter.next();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [presenter]);
}
