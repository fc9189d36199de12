import type { ReactNode } from 'react';
import styles from './LoadingStatus.module.scss';

/** A screen's "loading …" line with a small spinner, announced as a status. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </p>
  );
}
