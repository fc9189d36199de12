import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ResourcesPresenter } from '../../../presenters/library/ResourcesPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useLoadingScreen } from '../../hooks/useLoadingScreen';
import { Button } from '../../shared/Button';
import { LoadingStatus } from '../../shared/LoadingStatus';
import styles from './Library.module.scss';
import { LibraryNav } from './LibraryNav';

/** Extra resources (/library/resources): each opens in a new tab; only http(s) links are followed. */
export const ResourcesPage = observer(function ResourcesPage() {
  const presenter = usePresenter(ResourcesPresenter);
  const { resources } = presenter;
  const failurePanel = useLoadingScreen('Extra Resources', resources.status === 'error' ? resources.error : null);

  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  if (resources.status === 'error') {
    // docs/product.md section 2: an error view with no reset action.
    return (
      <main className={styles.page}>
        <LibraryNav current="resources" />
        {failurePanel()}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.titleRow}>
        <div>
          <h1>Extra Resources</h1>
          <p className={styles.subtext}>Click on any item to review content</p>
        </div>
        <LibraryNav current="resources" />
      </div>
      {resources.status === 'loading' && (
        <LoadingStatus>Loading resources…</LoadingStatus>
      )}
      {presenter.rows.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <Button variant="secondary" onClick={() => presenter.toggleDirection()}>
              {presenter.direction === 'asc' ? 'Sort by name: A to Z' : 'Sort by name: Z to A'}
            </Button>
          </div>
          <ul className={styles.list} aria-label="Extra resources">
            {presenter.rows.map((row) => (
              <li key={row.id} className={styles.listItem}>
                {row.href ? (
                  <a className={styles.listLink} href={row.href} target="_blank" rel="noopener noreferrer">
                    <span>
                      {row.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </span>
                    <svg className={styles.opensElsewhere} aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                    </svg>
                  </a>
                ) : (
                  <span className={styles.unavailable}>{row.title} (link unavailable)</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
});
