import { NavLink } from 'react-router-dom';
import styles from './Library.module.scss';
import { PATHS } from '../../../domain';

/** The library's two lists, as tabs of one area. */
export function LibraryNav() {
  return (
    <nav className={styles.tabs} aria-label="Library">
      <NavLink to={PATHS.library} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}>
        Content Decks
      </NavLink>
      <NavLink to={PATHS.libraryResources} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}>
        Extra Resources
      </NavLink>
    </nav>
  );
}
