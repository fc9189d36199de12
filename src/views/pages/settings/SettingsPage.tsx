import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './Settings.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

/** A drawn chevron at an entry's end: it opens a screen of its own (the link's words say where). */
function LeadsOn() {
  return (
    <svg className={styles.leadsOn} aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

/** Settings lists Preferences and Password (docs/product.md section 2). */
export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <main className={styles.page}>
      <h1>Settings</h1>
      <ul className={styles.list}>
        <li>
          <Link to={PATHS.preferences} className={styles.entry}>
            <strong>Preferences</strong>
            <span>Reminders, notifications and your name</span>
            <LeadsOn />
          </Link>
        </li>
        <li>
          <Link to={PATHS.updatePassword} className={styles.entry}>
            <strong>Password</strong>
            <span>Change the password you sign in with</span>
            <LeadsOn />
          </Link>
        </li>
      </ul>
    </main>
  );
}
