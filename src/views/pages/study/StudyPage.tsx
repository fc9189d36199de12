import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { Mode } from '../../../domain';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { StudyPresenter } from '../../../presenters/study/StudyPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useLoadingScreen } from '../../hooks/useLoadingScreen';
import { Button } from '../../shared/Button';
import { AnsweringCard } from './AnsweringCard';
import { KeptAnswersNotice } from './KeptAnswersNotice';
import { StudyAnnouncer } from './StudyAnnouncer';
import { useAnswerKeys } from './useAnswerKeys';
import styles from './Study.module.scss';

/**
 * The day's progress and a change of mode, above the card: drawn apart from the page, so that a new card
 * redraws what changed with it (this, the announcer, the card) and not the whole page.
 */
const StudyProgress = observer(function StudyProgress({ study }: { study: StudyPresenter }) {
  const { progress } = study;
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Study</h1>
        {progress && (
          <p className={styles.dayCount}>
            <strong>{`${progress.label === 'Review more' ? 'Review more ' : ''}${progress.done} of ${progress.total} done`}</strong>
            {progress.groups.map((group) => (
              <span key={group.name}>
                {group.name} {group.done} of {group.total}
              </span>
            ))}
          </p>
        )}
      </div>
      {progress && <progress className={styles.dayBar} max={Math.max(progress.total, 1)} value={progress.done} aria-label={`${progress.label}: ${progress.done} of ${progress.total} cards done`} />}
      {study.modeNotice && <p className={styles.notice}>{study.modeNotice}</p>}
    </>
  );
});

/** Says that an answer is being saved, once it takes a while. */
const SavingNotice = observer(function SavingNotice({ engine }: { engine: AnswerEngine }) {
  return engine.saving ? (
    <p role="status" className={styles.muted}>
      Saving your answer…
    </p>
  ) : null;
});

/** The study session: the card on screen, the way to answer it, and the day's progress. */
export const StudyPage = observer(function StudyPage() {
  const study = usePresenter(StudyPresenter);
  const failurePanel = useLoadingScreen('Study', study.engine.failure);
  const keptRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void study.load();
    return () => study.dispose();
  }, [study]);
  const { engine } = study;
  useAnswerKeys(engine);
  const skipSurvey = useCallback(() => void study.skipSurvey(), [study]);

  const { holdsKept } = engine;
  // The focus follows the session, never left on the body (the card moves it for its own phases): the
  // notice of answers kept on this device.
  useEffect(() => {
    if (holdsKept) keptRef.current?.focus();
  }, [holdsKept]);

  // First in every branch, so that React keeps the one live region across the phases.
  const announcer = <StudyAnnouncer study={study} />;

  if (engine.isLoading || engine.isFinished) {
    return (
      <main className={styles.page}>
        {announcer}
        <h1 className={styles.title}>Study</h1>
        <p role="status" className={styles.muted}>
          {engine.isLoading ? 'Loading your cards…' : 'Well done! Opening your result…'}
        </p>
      </main>
    );
  }

  if (engine.failure) {
    return (
      <main className={styles.page}>
        {announcer}
        {failurePanel(<Button onClick={() => void study.load()}>Try again</Button>)}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      {announcer}
      <StudyProgress study={study} />
      {holdsKept ? (
        <KeptAnswersNotice engine={engine} headingRef={keptRef} />
      ) : (
        <AnsweringCard engine={engine} {...(study.mode === Mode.Survey ? { onSkipSurvey: skipSurvey } : {})} />
      )}
      <SavingNotice engine={engine} />
    </main>
  );
});
