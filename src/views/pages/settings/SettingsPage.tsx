import { Link } from 'react-router-dom';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './Settings.module.scss';
import { PATHS } from '../../../domain';

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
          </Link>
        </li>
        <li>
          <Link to={PATHS.updatePassword} className={styles.entry}>
            <strong>Password</strong>
            <span>Change the password you sign in with</span>
          </Link>
        </li>
      </ul>
    </main>
  );
}
