import { usePageTitle } from '../hooks/usePageTitle';
import styles from './NoneFound.module.scss';

/** The placeholder screen of SPEC.md section 2: 'None Found'. */
export function NoneFound({ pageName = 'None Found' }: { pageName?: string }) {
  usePageTitle(pageName);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>None Found</h1>
    </main>
  );
}
