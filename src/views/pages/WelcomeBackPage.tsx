import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { displayName } from '../../domain';
import { LearnerSession } from '../../presenters/app/LearnerSession';
import { TodayPresenter } from '../../presenters/study/TodayPresenter';
import { dueCount, streakCount } from '../../presenters/study/studyText';
import { usePresenter } from '../container/ContainerContext';
import { useFocusWhenLost, useFocusWhenReady } from '../hooks/useFocusWhenLost';
import { useLoadingScreen } from '../hooks/useLoadingScreen';
import { Button } from '../shared/Button';
import { ReviewMoreNotes } from './study/ReviewMoreNotes';
import { StreakFlame } from './StreakFlame';
import styles from './WelcomeBackPage.module.scss';

/** Today's Cards, the signed-in start page: what is due per group, the streak, and Start. */
export const WelcomeBackPage = observer(function WelcomeBackPage() {
  const session = usePresenter(LearnerSession);
  const today = usePresenter(TodayPresenter);
  const failurePanel = useLoadingScreen("Today's Cards", today.state === 'error' && today.today.status === 'error' ? today.today.error : null);
  const heading = useFocusWhenLost<HTMLHeadingElement>();
  // Start takes the focus from the heading once the day shows: Enter begins the day.
  const start = useFocusWhenReady<HTMLButtonElement>(today.state === 'due' && today.canStudy, heading);
  // Loaded again once the backend confirms a session let in from the device (the kept day then goes).
  const confirmed = session.fromDevice === null;
  useEffect(() => {
    void today.load();
  }, [today, confirmed]);
  useEffect(() => today.reloadWhenOnline(), [today]);
  const user = session.user;
  if (!user) return null;
  const state = today.state;
  const due = dueCount(today.totalLeft);
  const streak = streakCount(today.streak);

  if (state === 'error' && today.today.status === 'error') return <main className={styles.page}>{failurePanel(<Button onClick={() => void today.load()}>Try again</Button>)}</main>;

  return (
    <main className={styles.page}>
      {/* The partner's name on a line of its own above the heading, so the greeting never wraps it under itself on a phone. */}
      <p className={styles.partner}>{user.partner.name}</p>
      <h1 ref={heading} tabIndex={-1}>
        Today&apos;s Cards
      </h1>
      <p className={styles.greeting}>{today.firstDay ? `Welcome, ${displayName(user)}!` : `Welcome back, ${displayName(user)}.`}</p>
      {today.kept && (
        // A short notice, its actions beside its words where there is room, so the day stays near the top (decision 0310).
        <section className={styles.kept} aria-labelledby="kept-heading">
          <div className={styles.keptWords}>
            <h2 id="kept-heading">{today.kept.title}</h2>
            <p>
              {today.kept.text} {today.studyWaits}
            </p>
            {today.kept.answers && <p>{today.kept.answers}</p>}
          </div>
          <div className={styles.keptActions}>
            <Button onClick={() => void today.tryAgain()} busy={today.retrying}>
              Try again
            </Button>
            <Button variant="secondary" onClick={() => today.takeTour()}>
              Take the tour
            </Button>
          </div>
        </section>
      )}
      {/* Always in the page, so its change is heard once: "Loading…", then the day's counts and streak. */}
      <p role="status" className="visually-hidden">
        {today.announcement}
      </p>
      {state === 'loading' ? (
        <p className={styles.loading} aria-hidden="true">
          Loading today&apos;s cards…
        </p>
      ) : state === 'unassigned' ? (
        <section className={styles.empty} aria-labelledby="nothing-assigned">
          <h2 id="nothing-assigned">No cards yet</h2>
          <p>No study material has been assigned to you yet. Your organisation adds it; please check back soon.</p>
        </section>
      ) : (
        <>
          {state === 'due' && (
            <section className={styles.startPanel} aria-labelledby="due-now">
              {/* The figure set large, the words after it; heard as one line: "17 cards due · about 4 min". */}
              <h2 id="due-now" className={styles.dueNow}>
                <span className={styles.figure}>{due.figure}</span> {due.words}
                <span className={styles.estimate}>
                  <span className="visually-hidden"> · </span>
                  {today.estimate}
                </span>
              </h2>
              {today.canStudy && (
                <Button ref={start} className={styles.start} onClick={() => today.start()}>
                  {today.started ? 'Continue studying' : 'Start'}
                </Button>
              )}
            </section>
          )}
          {state === 'nothingDue' && (
            <section className={styles.donePanel} aria-labelledby="all-done">
              <h2 id="all-done">Nothing due right now</h2>
              <p>You have answered every card due today. Come back tomorrow, or review a few more now.</p>
              <Button className={styles.start} onClick={() => void today.reviewMore()} busy={today.more.submitting}>
                Review more
              </Button>
              <ReviewMoreNotes more={today.more} />
            </section>
          )}
          <div className={styles.overview}>
            {today.firstDay ? (
              <section className={styles.welcome} aria-labelledby="first-day">
                <h2 id="first-day">Your first day</h2>
                <p>Each day a few cards wait here. Answer them and the app brings each one back just before you would forget it.</p>
                <Button variant="secondary" onClick={() => today.takeTour()}>
                  Take the tour
                </Button>
              </section>
            ) : (
              <section className={styles.streak} aria-labelledby="streak-heading">
                <h2 id="streak-heading">Your streak</h2>
                <p className={styles.streakDays}>
                  <StreakFlame className={styles.flame} />
                  <span className={styles.figure}>{streak.figure}</span> {streak.words}
                </p>
                {today.streakRule && <p className={styles.hint}>{today.streakRule}</p>}
              </section>
            )}
            {today.groups.length > 0 && (
              <section className={styles.dueToday} aria-labelledby="due-heading">
                <h2 id="due-heading">Due today</h2>
                <ul className={styles.groups}>
                  {today.groups.map((group) => (
                    <li key={group.name} className={styles.group}>
                      <span className={styles.groupName}>{group.name}</span>
                      <span className={styles.count}>
                        {group.left} <span className={styles.hint}>left of {group.total}</span>
                      </span>
                      {/* The group's progress drawn once the day has begun (before, an empty track would read as nothing to do; decision 0220); its words say it, so the bar is not heard again. */}
                      {today.started && group.total > 0 && <progress className={styles.bar} value={group.done} max={group.total} aria-hidden="true" />}
                      <span className={styles.hint}>{group.hint}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </>
      )}
    </main>
  );
});
