import type { ReactNode } from 'react';
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

/** One step's picture: what a screen reader says of it, and the small likeness of the screen drawn with the app's own pieces. */
const PICTURES: Readonly<Record<TourStep['id'], { label: string; body: ReactNode }>> = {
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
        <span className={styles.miniTkl}>
          TKL <TklValue tkl={0.72} />
        </span>
      </LabelledPanel>
    ),
  },
  library: {
    label: "Picture: the library's deck list, each deck with its TKL",
    body: (
      <ul className={styles.miniRows}>
        {([
          ['First Aid', 0.81],
          ['World Capitals', 0.72],
          ['Spanish Verbs', 0.4],
          ['Human Anatomy', null],
        ] as const).map(([deck, tkl]) => (
          <li key={deck}>
            {deck} <TklValue tkl={tkl} />
          </li>
        ))}
      </ul>
    ),
  },
};

/** A small picture of the screen a tour step names: a likeness, not the screen (nothing in it answers a click). */
export function TourPicture({ step }: { step: TourStep['id'] }) {
  const { label, body } = PICTURES[step];
  return (
    <div role="img" aria-label={label} className={styles.picture}>
      {body}
    </div>
  );
}
