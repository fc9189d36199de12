import { NavLink } from 'react-router-dom';
import styles from './Library.module.scss';

/** The library's two lists, as tabs of one area. */
export function LibraryNav() {
  return (
    <nav className={styles.tabs} aria-label="Library">
      <NavLink to="/library" end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}>
        Content Decks
      </NavLink>
      <NavLink to="/library/resources" className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}>
        Extra Resources
      </NavLink>
    </nav>
  );
}
