import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CongratulationPresenter } from '../../../presenters/study/CongratulationPresenter';
import { streakText } from '../../../presenters/study/studyText';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusWhenLost } from '../../hooks/useFocusWhenLost';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import styles from './Study.module.scss';

/** The day is done: the streak, and "review 10 more". */
export const CongratulationPage = observer(function CongratulationPage() {
  usePageTitle('Congratulations');
  const presenter = usePresenter(CongratulationPresenter);
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);
  const { today } = presenter;

  return (
    <main className={styles.page}>
      <section className={styles.congrats} aria-labelledby="congrats-heading">
        <h1 id="congrats-heading" ref={heading} tabIndex={-1}>
          Well done!
        </h1>
        <p className={styles.lead}>You have finished today&apos;s cards.</p>
        {today.status === 'loading' && (
          <p role="status" className={styles.muted}>
            Loading your streak…
          </p>
        )}
        {today.status === 'error' && (
          <div role="alert" className={styles.kept}>
            <h2>{today.error.title}</h2>
            {today.error.text && <p>{today.error.text}</p>}
            <Button variant="secondary" onClick={() => void presenter.load()}>
              Try again
            </Button>
          </div>
        )}
        {today.status === 'data' && (
          <div className={styles.streakBox}>
            <p className={styles.streakLine}>
              Streak: <strong>{streakText(presenter.streak)}</strong>
            </p>
            {presenter.streakRule && <p className={styles.muted}>{presenter.streakRule}</p>}
          </div>
        )}
        {presenter.failure && (
          <div role="alert" className={styles.kept}>
            <h2>{presenter.failure.title}</h2>
            {presenter.failure.text && <p>{presenter.failure.text}</p>}
          </div>
        )}
        {presenter.nothingMore && <p role="status">There is nothing more to review right now. Come back tomorrow.</p>}
        <div className={styles.actions}>
          <Button onClick={() => void presenter.reviewMore()} disabled={presenter.submitting}>
            Review 10 more
          </Button>
          <Button variant="secondary" onClick={() => presenter.backToToday()}>
            Back to Today&apos;s Cards
          </Button>
        </div>
      </section>
    </main>
  );
});
