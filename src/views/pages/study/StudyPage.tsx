import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { QuestionType } from '../../../domain';
import { StudyPresenter } from '../../../presenters/study/StudyPresenter';
import { GROUPS } from '../../../presenters/study/studyText';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { CardSide } from '../../shared/CardSide';
import { ErrorPanel } from '../../shared/ErrorPanel';
import { AnswerControls, NEXT_BUTTON_ID, TYPED_ANSWER_ID } from './AnswerControls';
import { spokenText } from './spokenText';
import styles from './Study.module.scss';

/** Space or Enter reveals, 1-4 grade, 1-9 choose, Enter goes on after a marked answer. */
function useStudyKeys(study: StudyPresenter): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      const activate = event.key === ' ' || event.key === 'Enter';
      // A focused button or link does its own Space / Enter.
      if (activate && target?.closest('button, a, audio')) return;
      const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : null;
      const type = study.questionType;
      // A typed answer's card has the focus on its question: the learner's typing goes into the field.
      if (study.phase === 'question' && type === QuestionType.TypedAnswer && event.key.length === 1 && event.key !== ' ') {
        document.getElementById(TYPED_ANSWER_ID)?.focus();
        return;
      }
      if (study.phase === 'question' && type === QuestionType.Recall && activate) study.reveal();
      else if (study.phase === 'revealed' && digit !== null) void study.grade(digit);
      else if (study.phase === 'question' && (type === QuestionType.MultipleChoice || type === QuestionType.SurveyScale) && digit !== null) void study.choose(digit);
      else if (study.phase === 'checked' && event.key === 'Enter') void study.next();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [study]);
}

/**
 * The study session's live region, always in the page, so that each new card is heard once (its mode,
 * its question, how many remain) and each marked answer's verdict too. Not role="status" (atomic): a
 * removal would be read out as an empty announcement.
 */
const StudyAnnouncer = observer(function StudyAnnouncer({ study }: { study: StudyPresenter }) {
  const { card, screenPhase: phase, shown } = study;
  let spoken: { key: string; text: string } | null = null;
  if (phase === 'checked' && study.verdict) {
    spoken = { key: `verdict-${shown}`, text: study.verdict };
  } else if (card && (phase === 'question' || phase === 'revealed' || phase === 'sending')) {
    const question = spokenText(card.front, card.frontType, card.questionLabel ?? 'The question');
    spoken = { key: `card-${shown}`, text: `${study.cardIntro}. ${question} ${study.cardsLeftText}.` };
  }
  return (
    <div className="visually-hidden" aria-live="polite">
      {spoken && <span key={spoken.key}>{spoken.text}</span>}
    </div>
  );
});

/** The study session: the card on screen, the way to answer it, and the day's progress. */
export const StudyPage = observer(function StudyPage() {
  usePageTitle('Study');
  const study = usePresenter(StudyPresenter);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  const keptRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void study.load();
    return () => study.dispose();
  }, [study]);
  useStudyKeys(study);

  const card = study.card;
  const phase = study.screenPhase;
  const shown = study.shown;
  // The focus follows the session, never left on the body: a new card's question, a revealed answer,
  // Next after a marked answer, the notice of answers kept on this device.
  useEffect(() => {
    if (phase === 'question') questionRef.current?.focus();
    else if (phase === 'revealed') answerRef.current?.focus();
    else if (phase === 'checked') document.getElementById(NEXT_BUTTON_ID)?.focus();
    else if (phase === 'kept') keptRef.current?.focus();
  }, [phase, shown]);

  // First in every branch, so that React keeps the one live region across the phases.
  const announcer = <StudyAnnouncer study={study} />;

  if (phase === 'loading' || phase === 'finished') {
    return (
      <main className={styles.page}>
        {announcer}
        <h1 className={styles.title}>Study</h1>
        <p role="status" className={styles.muted}>
          {phase === 'loading' ? 'Loading your cards…' : 'Well done! Opening your result…'}
        </p>
      </main>
    );
  }

  if (phase === 'error' && study.failure) {
    return (
      <main className={styles.page}>
        {announcer}
        <ErrorPanel title={study.failure.title} text={study.failure.text}>
          <Button onClick={() => void study.load()}>Try again</Button>
        </ErrorPanel>
      </main>
    );
  }

  const progress = study.step?.progress;
  return (
    <main className={styles.page}>
      {announcer}
      <div className={styles.header}>
        <h1 className={styles.title}>Study</h1>
        <p className={styles.mode} data-mode={study.mode}>
          {study.modeLabel} mode
        </p>
      </div>
      {study.modeNotice && <p className={styles.notice}>{study.modeNotice}</p>}
      {progress && (
        <ul className={styles.progress} aria-label="Progress today">
          {GROUPS.map(({ group, name }) => {
            const { total, done } = progress[group];
            return (
              <li key={group}>
                <span className={styles.progressLabel}>
                  {name}
                  <span>
                    {done} of {total}
                  </span>
                </span>
                <progress max={Math.max(total, 1)} value={done} aria-label={`${name}: ${done} of ${total} done`} />
              </li>
            );
          })}
        </ul>
      )}

      {phase === 'kept' && study.kept ? (
        <section className={styles.kept} role="alert">
          <h2 ref={keptRef} tabIndex={-1}>
            {study.kept.failure.title}
          </h2>
          {study.kept.failure.text && <p>{study.kept.failure.text}</p>}
          <p>{study.keptText}</p>
          <Button onClick={() => void study.retry()}>Send now</Button>
        </section>
      ) : card ? (
        <article className={styles.card} aria-labelledby="card-question" data-card-id={card.cardId} data-question-type={card.questionType}>
          <p className={styles.deck}>{card.deckName}</p>
          {card.questionBanner && <p className={styles.banner}>{card.questionBanner}</p>}
          <section className={styles.face} aria-labelledby="card-question">
            <h2 id="card-question" ref={questionRef} tabIndex={-1} className={styles.questionLabel}>
              {card.questionLabel ?? 'Question'}
            </h2>
            <CardSide value={card.front} type={card.frontType} label="" alt={card.questionLabel ?? 'The question'} />
            {study.backShown && card.questionType !== QuestionType.SurveyScale && (
              <div className={styles.back}>
                <h3 ref={answerRef} tabIndex={-1} className={styles.backLabel}>
                  Answer
                </h3>
                <CardSide value={card.back} type={card.backType} label="" alt="The answer" />
                {card.backComment && <p className={styles.comment}>{card.backComment}</p>}
              </div>
            )}
          </section>
          <AnswerControls study={study} />
        </article>
      ) : null}
      {phase === 'sending' && (
        <p role="status" className={styles.muted}>
          Saving your answer…
        </p>
      )}
    </main>
  );
});

