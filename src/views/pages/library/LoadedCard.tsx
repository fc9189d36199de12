import type { ReactNode } from 'react';
import type { AppError, StudyCard } from '../../../domain';
import type { Loadable } from '../../../presenters/app/Loadable';
import { LoadingStatus } from '../../shared/LoadingStatus';
import styles from './Library.module.scss';

/** A library card being opened: the loading line, the failure to open it, or what `children` shows of it. */
export function LoadedCard({ card, children }: { card: Loadable<StudyCard>; children: (card: StudyCard) => ReactNode }) {
  return (
    <>
      {card.status === 'loading' && <LoadingStatus>Loading the card…</LoadingStatus>}
      {card.status === 'error' && <LibraryAlert failure={card.error} />}
      {card.status === 'data' && children(card.data)}
    </>
  );
}

/** A failure in the library's browse or quiz mode, announced. */
export function LibraryAlert({ failure }: { failure: AppError }) {
  return (
    <div role="alert" className={styles.alert}>
      <strong>{failure.title}</strong> {failure.text}
    </div>
  );
}
