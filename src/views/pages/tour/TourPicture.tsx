import type { ReactNode } from 'react';
import type { LibraryTourStep } from '../../../presenters/library/LibraryTourPresenter';
import type { TourStep } from '../../../presenters/tour/TourPresenter';
import { TklValue } from '../../shared/TklValue';
import styles from './Tour.module.scss';

/** A small panel of a pictured screen: its label above what it holds. */
function LabelledPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.miniPanel} data-column>
      <span className={styles.miniLabel}>{label}</span>
      {children}
    </div>
  );
}

/** A step of either tour: the app tour's or the library tour's. */
type PicturedStep = TourStep['id'] | LibraryTourStep['id'];

/** A deck's TKL as its page shows it. */
function DeckTkl() {
  return (
    <span className={styles.miniTkl}>
      TKL <TklValue tkl={0.72} />
    </span>
  );
}

/** A list of decks, each with its TKL, as the library shows them. */
function DeckRows({ decks }: { decks: readonly (readonly [string, number | null])[] }) {
  return (
    <ul className={styles.miniRows}>
      {decks.map(([deck, tkl]) => (
        <li key={deck}>
          {deck} <TklValue tkl={tkl} column />
        </li>
      ))}
    </ul>
  );
}

/** One step's picture: what a screen reader says of it, and the small likeness of the screen drawn with the app's own pieces. */
const PICTURES: Readonly<Record<PicturedStep, { label: string; body: ReactNode }>> = {
  cards: {
    label: "Picture: Today's Cards, with 12 cards due, Start, and the Main, Review and Survey groups",
    body: (
      <>
        <div className={styles.miniPanel}>
          <strong>12 cards due</strong>
          <span className={styles.miniButton}>Start</span>
        </div>
        <ul className={styles.miniRows}>
          <li>
            Main <b>8</b>
          </li>
          <li>
            Review <b>3</b>
          </li>
          <li>
            Survey <b>1</b>
          </li>
        </ul>
      </>
    ),
  },
  study: {
    label: 'Picture: a card being studied, its question and the four answers from Again to Easy',
    body: (
      <LabelledPanel label="Question">
        <strong>What is the capital of Peru?</strong>
        <span className={styles.miniGrades}>
          {['Again', 'Hard', 'Good', 'Easy'].map((grade) => (
            <span key={grade} className={grade === 'Good' ? styles.miniButton : styles.miniChip}>
              {grade}
            </span>
          ))}
        </span>
      </LabelledPanel>
    ),
  },
  streak: {
    label: 'Picture: a streak of 5 days, a mark for each day of the week studied',
    body: (
      <LabelledPanel label="Your streak">
        <strong className={styles.miniBig}>5 days</strong>
        <span className={styles.miniDays}>
          {['M', 'T', 'W', 'T', 'F', 'S', 'S'].map((day, index) => (
            <span key={index} data-done={index < 5 || undefined}>
              {day}
            </span>
          ))}
        </span>
      </LabelledPanel>
    ),
  },
  tkl: {
    label: "Picture: a deck's TKL of 72%, drawn as a bar beside the percentage",
    body: (
      <LabelledPanel label="World Capitals">
        <DeckTkl />
      </LabelledPanel>
    ),
  },
  library: {
    label: "Picture: the library's deck list, each deck with its TKL",
    body: (
      <DeckRows
        decks={[
          ['First Aid', 0.81],
          ['World Capitals', 0.72],
          ['Spanish Verbs', 0.4],
          ['Human Anatomy', null],
        ]}
      />
    ),
  },
  decks: {
    label: 'Picture: the Library, its Content Decks and a link to Extra Resources',
    body: (
      <>
        <div className={styles.miniPanel}>
          <strong>Content Decks</strong>
          <span className={styles.miniLink}>Extra Resources</span>
        </div>
        <DeckRows
          decks={[
            ['First Aid', 0.81],
            ['World Capitals', 0.72],
          ]}
        />
      </>
    ),
  },
  deckTkl: {
    label: 'Picture: a deck with a TKL of 64% drawn as a bar, and a deck not answered yet, N/A',
    body: (
      <DeckRows
        decks={[
          ['Road Signs', 0.64],
          ['Human Anatomy', null],
        ]}
      />
    ),
  },
  find: {
    label: 'Picture: the search box, and the deck list sorted by TKL, highest first',
    body: (
      <>
        <span className={styles.miniSearch}>search</span>
        <div className={styles.miniPanel}>
          <span>Deck</span>
          <strong>TKL ▼</strong>
        </div>
        <DeckRows
          decks={[
            ['First Aid', 0.81],
            ['Spanish Verbs', 0.4],
          ]}
        />
      </>
    ),
  },
  open: {
    label: "Picture: a deck's page, with Browse the cards and Quiz me",
    body: (
      <LabelledPanel label="World Capitals">
        <DeckTkl />
        <span className={styles.miniGrades}>
          <span className={styles.miniChip}>Browse the cards</span>
          <span className={styles.miniButton}>Quiz me</span>
        </span>
      </LabelledPanel>
    ),
  },
};

/** A small picture of the screen a tour step names: a likeness, not the screen (nothing in it answers a click). */
export function TourPicture({ step }: { step: PicturedStep }) {
  const { label, body } = PICTURES[step];
  return (
    <div role="img" aria-label={label} className={styles.picture}>
      {body}
    </div>
  );
}
