import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CongratulationPresenter } from '../../../presenters/study/CongratulationPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusWhenLost } from '../../hooks/useFocusWhenLost';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { Celebration } from './Celebration';
import { ReviewMoreNotes } from './ReviewMoreNotes';
import styles from './Study.module.scss';

/** The day is done: the day in numbers, back to Today's Cards, and "review 10 more". */
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
        <Celebration />
        <h1 id="congrats-heading" ref={heading} tabIndex={-1}>
          Well done!
        </h1>
        <p className={styles.lead}>You have finished today&apos;s cards.</p>
        {/* Always in the page, so its change is heard once: "Loading…", then the day in one sentence. */}
        <p role="status" className="visually-hidden">
          {presenter.announcement}
        </p>
        {today.status === 'error' && (
          <div role="alert" className={styles.kept}>
            <h2>{today.error.title}</h2>
            {today.error.text && <p>{today.error.text}</p>}
            <Button variant="secondary" onClick={() => void presenter.load()}>
              Try again
            </Button>
          </div>
        )}
        {presenter.summary.length > 0 && (
          <section aria-labelledby="day-summary" className={styles.daySummary}>
            <h2 id="day-summary" className="visually-hidden">
              Your day
            </h2>
            <dl className={styles.summaryList}>
              {presenter.summary.map((line) => (
                <div key={line.label} className={styles.summaryItem}>
                  <dt>{line.label}</dt>
                  <dd>
                    {line.pending ? (
                      <>
                        <span className={styles.pending} aria-hidden="true" />
                        <span className="visually-hidden">Loading</span>
                      </>
                    ) : line.spoken ? (
                      <>
                        <span aria-hidden="true">{line.value}</span>
                        <span className="visually-hidden">{line.spoken}</span>
                      </>
                    ) : (
                      line.value
                    )}
                    {/* The score drawn at the foot of its tile; its words say it, so the bar is not heard again. */}
                    {line.share && <progress className={styles.share} value={line.share.part} max={line.share.whole} aria-hidden="true" />}
                  </dd>
                </div>
              ))}
            </dl>
            {presenter.scoreNote && <p className={styles.scoreNote}>{presenter.scoreNote}</p>}
            {presenter.tomorrowText && <p className={styles.tomorrow}>{presenter.tomorrowText}</p>}
            {/* Where tomorrow's line will stand, so that nothing moves when the server's part arrives. */}
            {today.status === 'loading' && (
              <p className={`${styles.tomorrow} ${styles.muted}`} aria-hidden="true">
                Loading your day…
              </p>
            )}
            {presenter.streakRule && today.status !== 'error' && <p className={styles.muted}>{presenter.streakRule}</p>}
          </section>
        )}
        <ReviewMoreNotes more={presenter.more} />
        <div className={styles.actions}>
          <Button onClick={() => presenter.backToToday()}>Back to Today&apos;s Cards</Button>
          <Button variant="secondary" onClick={() => void presenter.reviewMore()} busy={presenter.more.submitting}>
            Review 10 more
          </Button>
        </div>
      </section>
    </main>
  );
});
