import type { ReactNode } from 'react';
import styles from './NoneFound.module.scss';

/**
 * The placeholder of docs/product.md section 2: 'None Found', with a line saying what is missing and, where
 * there is one, the way on (Clear search). Used where a list has nothing to show (no deck matches the search,
 * a deck without cards); the words are announced as a status.
 */
export function NoneFound({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <div role="status">
        <p className={styles.title}>None Found</p>
        {children !== undefined && <p>{children}</p>}
      </div>
      {action}
    </div>
  );
}
