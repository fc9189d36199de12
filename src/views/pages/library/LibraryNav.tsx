import { PATHS } from '../../../domain';
import styles from './Library.module.scss';
import { Link } from '../../shared/Link';

const LISTS = {
  decks: { to: PATHS.library, label: 'Content Decks' },
  resources: { to: PATHS.libraryResources, label: 'Extra Resources' },
} as const;

/** The library's two lists: the one shown is the page's heading, so this names only the other one. */
export function LibraryNav({ current }: { current: keyof typeof LISTS }) {
  const other = LISTS[current === 'decks' ? 'resources' : 'decks'];
  return (
    <nav aria-label="Library">
      <Link to={other.to} className={styles.otherList}>
        {other.label}
        <span aria-hidden="true">→</span>
      </Link>
    </nav>
  );
}
