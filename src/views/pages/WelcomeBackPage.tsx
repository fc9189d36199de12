import { observer } from 'mobx-react-lite';
import { displayName } from '../../domain';
import { AppPresenter } from '../../presenters/app/AppPresenter';
import { usePresenter } from '../container/ContainerContext';
import { usePageTitle } from '../hooks/usePageTitle';
import { Button } from '../shared/Button';
import styles from './WelcomeBackPage.module.scss';

/** Today's Cards, the signed-in start page. The daily queue arrives with the studying issue. */
export const WelcomeBackPage = observer(function WelcomeBackPage() {
  usePageTitle("Today's Cards");
  const app = usePresenter(AppPresenter);
  const user = app.user;
  if (!user) return null;
  return (
    <main className={styles.page}>
      <h1>Today&apos;s Cards</h1>
      <p className={styles.greeting}>Welcome back, {displayName(user)}.</p>
      <p className={styles.partner}>{user.partner.n}</p>
      <Button variant="secondary" onClick={() => void app.signOut()}>
        Log out
      </Button>
    </main>
  );
});
