import type { ReactNode } from 'react';
import styles from './NoneFound.module.scss';

/**
 * The placeholder of docs/product.md section 2: 'None Found', with a line saying what is missing. Used where a
 * list has nothing to show (no deck matches the search, a deck without cards); announced as a status.
 */
export function NoneFound({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className={styles.empty}>
      <p className={styles.title}>None Found</p>
      {children !== undefined && <p>{children}</p>}
    </div>
  );
}
