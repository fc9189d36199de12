import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PATHS, formatTkl, type LeaderboardEntry, type LibraryDeck } from '../../../domain';
import { LearnerSession } from '../../../presenters/app/LearnerSession';
import { ShellPresenter } from '../../../presenters/shell/ShellPresenter';
import { dateText } from '../../../presenters/app/dateText';
import { PerformancePresenter, STUDY_DAYS_SHOWN } from '../../../presenters/performance/PerformancePresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useLoadingScreen } from '../../hooks/useLoadingScreen';
import { Button } from '../../shared/Button';
import { LoadingStatus } from '../../shared/LoadingStatus';
import { TklValue } from '../../shared/TklValue';
import { StudyDaysChart, TklHistoryChart } from './PerformanceCharts';
import styles from './PerformancePage.module.scss';
import { Link } from '../../shared/Link';

const LEARNING_MEASURE_TEXT =
  'Your learning measure is your TKL (True Knowledge Level): an estimate of how well you know all your material right now, that is, the score you would be predicted to get on a pop quiz. It rises as you answer cards and slowly falls as you forget, which is why reviewing keeps it up.';

/** My Performance (/performance): the learning measure, its history, TKL per deck, the streak, and the partner-gated comparisons. */
export const PerformancePage = observer(function PerformancePage() {
  const presenter = usePresenter(PerformancePresenter);
  const session = usePresenter(LearnerSession);
  const shell = usePresenter(ShellPresenter);
  const explainerId = useId();
  const { performance } = presenter;
  const failurePanel = useLoadingScreen('My Performance', performance.status === 'error' ? performance.error : null);

  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  if (performance.status === 'error') {
    return (
      <main className={styles.page}>
        {failurePanel(<Button onClick={() => void presenter.load()}>Try again</Button>)}
      </main>
    );
  }
  if (performance.status === 'loading') {
    return (
      <main className={styles.page}>
        <h1>My Performance</h1>
        <LoadingStatus>Loading your performance…</LoadingStatus>
      </main>
    );
  }

  const data = performance.data;
  const partnerName = session.user?.partner.name ?? 'your organisation';
  // The two rankings side by side where there is room: two alike tables read as one comparison (decision 0310).
  // Below a desktop each is folded, the leaderboard to its top and the learner, everyone to those around the learner (decision 0345).
  const folded = !shell.desktop;
  const rankings = (
    <div className={styles.pair}>
      {presenter.leaderboard && (
        <Ranking
          title="Leaderboard"
          note={presenter.leaderboardIsEveryone ? `Everyone at ${partnerName} is on the leaderboard, so it is not shown twice.` : null}
          entries={presenter.leaderboard}
          fold={folded ? topAndOwnRow : null}
        />
      )}
      {presenter.users && <Ranking title={`Everyone at ${partnerName}`} entries={presenter.users} fold={folded ? aroundOwnRow : null} />}
    </div>
  );
  if (presenter.nothingStudied) {
    return (
      <main className={styles.page}>
        <h1>My Performance</h1>
        <FirstScore />
        {rankings}
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1>My Performance</h1>

      {/* The measure beside the study figures where there is room, so the charts start higher (decision 0220). */}
      <div className={styles.overview}>
        <section className={styles.measure} aria-labelledby="measure-heading">
          <h2 id="measure-heading" className={styles.measureLabel}>
            Learning measure
          </h2>
          {/* No measure yet: N/A in words, quieter than a figure, as the deck list sets it (decision 0220). */}
          <p className={data.tkl === null ? styles.measureWords : styles.measureValue}>{formatTkl(data.tkl)}</p>
          {/* The measure drawn as a share of all the material, as each deck's TKL is below; the figure says it. */}
          {data.tkl !== null && <progress className={styles.measureBar} value={data.tkl} max={1} aria-hidden="true" />}
          <Button variant="secondary" aria-expanded={presenter.explainerOpen} aria-controls={explainerId} onClick={() => presenter.toggleExplainer()}>
            What is the learning measure?
          </Button>
          <p id={explainerId} hidden={!presenter.explainerOpen} className={styles.explainer}>
            {LEARNING_MEASURE_TEXT}
          </p>
        </section>

        <section className={styles.stats} aria-label="Study activity">
          <Stat label="Day streak" value={String(data.streak)} />
          <Stat label={`Days studied (last\u00a0${STUDY_DAYS_SHOWN})`} value={String(presenter.daysStudied)} />
          <Stat label="Cards studied" value={String(data.cardsStudied)} />
          {presenter.percentile !== null && (
            <Stat label={`You know more than this share of learners at ${partnerName}`} value={`${presenter.percentile}%`} />
          )}
        </section>
      </div>

      {/* The measure's history beside the days studied where there is room, so the page is a screen shorter (decision 0310). */}
      <div className={styles.pair}>
        <ChartPanel
          title="TKL over time"
          action={presenter.history.length === 0 && <Link to={PATHS.start}>Go to Today&apos;s Cards</Link>}
          summary={
            presenter.history.length === 0
              ? 'No history yet: answer some cards to start it.'
              : `From ${formatTkl(presenter.history[0]!.tkl)} on ${dateText(presenter.history[0]!.date, { year: true })} to ${formatTkl(presenter.history[presenter.history.length - 1]!.tkl)} on ${dateText(presenter.history[presenter.history.length - 1]!.date, { year: true })}.`
          }
        >
          {presenter.history.length > 0 && <TklHistoryChart points={presenter.history} />}
        </ChartPanel>

        <ChartPanel
          title="Days studied"
          summary={`${presenter.daysStudied} of the last ${STUDY_DAYS_SHOWN} days with cards answered; a streak of ${data.streak}.${presenter.daysStudied > 0 ? ' Each bar counts the cards answered that day.' : ''}`}
        >
          {presenter.daysStudied > 0 && <StudyDaysChart days={presenter.studyDays} />}
        </ChartPanel>
      </div>

      <ChartPanel title="TKL per deck" summary={presenter.decks.map((deck) => `${deck.deckName} ${formatTkl(deck.tkl)}`).join(', ')} summaryDrawn>
        {presenter.decks.length > 0 && <DeckTkls decks={presenter.decks} />}
      </ChartPanel>

      {rankings}
    </main>
  );
});

/**
 * Before a first answer, the way to a first score rather than figures of nothing and charts with nothing
 * to draw, as a study app greets a new learner: what this screen will show, three steps to it, and the
 * one action that starts them (decision 0295).
 */
function FirstScore() {
  return (
    <section className={styles.firstScore} aria-labelledby="first-score-heading">
      <h2 id="first-score-heading">Your first score is a few cards away</h2>
      <p>Answer your first cards and this page fills in: your learning measure, your streak and how well you know each deck.</p>
      <ol className={styles.firstSteps}>
        <li>
          <strong>Answer today&apos;s cards.</strong> A few minutes is enough.
        </li>
        <li>
          <strong>See your learning measure.</strong> It is the score you would be predicted to get on a pop quiz.
        </li>
        <li>
          <strong>Come back tomorrow.</strong> Each day you study adds to your streak.
        </li>
      </ol>
      <Link className={styles.firstAction} to={PATHS.start}>
        Go to Today&apos;s Cards
      </Link>
    </section>
  );
}

/** A figure over its label, set as Today's Cards sets its figures (decision 0212). */
function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statValue}>{value}</span>
      <span className={styles.statLabel}>{label}</span>
    </div>
  );
}

/**
 * A chart with a title and a text summary, which is what a screen reader reads instead of the drawing, and
 * where the chart has nothing to draw yet, the way to start it: an empty chart's axes are not drawn
 * (decision 0195). Where the drawing writes out what the summary says (`summaryDrawn`), the summary is heard only.
 */
function ChartPanel({ title, summary, summaryDrawn = false, action, children }: { title: string; summary: string; summaryDrawn?: boolean; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      <p className={summaryDrawn ? 'visually-hidden' : styles.summary}>{summary}</p>
      {action}
      {children && <div aria-hidden="true">{children}</div>}
    </section>
  );
}

/** Each deck's TKL as the library shows it: a bar filled to its percentage, or N/A, muted, for a deck not studied yet (decision 0220), on its name's line on a phone (decision 0310). */
function DeckTkls({ decks }: { decks: readonly LibraryDeck[] }) {
  return (
    <ul className={styles.deckTkls}>
      {decks.map((deck) => (
        <li key={deck.deckId} className={deck.tkl === null ? styles.notStudied : undefined}>
          <span title={deck.deckName}>{deck.deckName}</span>
          <TklValue tkl={deck.tkl} column={deck.tkl !== null} />
        </li>
      ))}
    </ul>
  );
}

interface RankedEntry {
  readonly entry: LeaderboardEntry;
  readonly rank: number;
}

/** How many rows a folded ranking shows: the top three and the learner, or the learner and two either side. */
const RANKING_TOP_SHOWN = 3;
const RANKING_AROUND_SHOWN = 5;

/** The leaderboard folded as a league table shows it: its top and where the learner stands. */
function topAndOwnRow(ranked: readonly RankedEntry[]): readonly RankedEntry[] {
  return ranked.filter(({ entry, rank }) => rank <= RANKING_TOP_SHOWN || entry.isMe);
}

/** Everyone folded to where the learner stands: the two learners above and the two below (near the top or the foot, the five there). */
function aroundOwnRow(ranked: readonly RankedEntry[]): readonly RankedEntry[] {
  const own = Math.max(0, ranked.findIndex(({ entry }) => entry.isMe));
  const first = Math.max(0, Math.min(own - Math.floor(RANKING_AROUND_SHOWN / 2), ranked.length - RANKING_AROUND_SHOWN));
  return ranked.slice(first, first + RANKING_AROUND_SHOWN);
}

/**
 * A ranking, each learner's rank, name and TKL, the learner's own row marked, under a `note` when it stands
 * for another (the leaderboard for everyone at a partner of a few learners). Given a `fold` (below a desktop),
 * a ranking longer than its fold shows the fold's rows and the rest a tap away (decision 0345); every row
 * shows on a desktop.
 */
function Ranking({
  title,
  note = null,
  entries,
  fold,
}: {
  title: string;
  note?: string | null;
  entries: readonly LeaderboardEntry[];
  fold: ((ranked: readonly RankedEntry[]) => readonly RankedEntry[]) | null;
}) {
  const tableId = useId();
  const [allShown, showAll] = useState(false);
  const ranked = entries.map((entry, index) => ({ entry, rank: index + 1 }));
  const inFold = fold?.(ranked) ?? ranked;
  const folds = inFold.length < ranked.length;
  const rows = folds && !allShown ? inFold : ranked;
  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      {note && <p className={styles.summary}>{note}</p>}
      <table id={tableId} className={styles.ranking}>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Learner</th>
            <th scope="col">TKL</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, rank }) => (
            <tr key={`${entry.name}-${rank}`} className={entry.isMe ? styles.me : undefined} aria-current={entry.isMe ? 'true' : undefined}>
              <td>{rank}</td>
              <td>
                {entry.name}
                {entry.isMe && ' (you)'}
              </td>
              <td>{formatTkl(entry.tkl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {folds && (
        <Button variant="secondary" className={styles.showAll} aria-expanded={allShown} aria-controls={tableId} onClick={() => showAll(!allShown)}>
          {allShown ? 'Show fewer' : `Show all ${entries.length} learners`}
        </Button>
      )}
    </section>
  );
}
