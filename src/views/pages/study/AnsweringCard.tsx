import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FieldType, QuestionType } from '../../../domain';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { CardSide } from '../../shared/CardSide';
import { AnswerControls, NEXT_BUTTON_ID } from './AnswerControls';
import { ANSWERING_CARD_ID } from './answeringCardId';
import styles from './Study.module.scss';

/**
 * The card being answered, on every screen that answers cards (the study session, the library quiz):
 * its question, its back once shown, and the answer controls with their keys. The focus follows the
 * card, never left on the body: a new card's question, a revealed answer, Next after a marked answer.
 */
export const AnsweringCard = observer(function AnsweringCard({ engine, onSkipSurvey }: { engine: AnswerEngine; onSkipSurvey?: () => void }) {
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  const { card, focus, shown } = engine;
  useEffect(() => {
    if (focus === 'question') questionRef.current?.focus();
    else if (focus === 'answer') answerRef.current?.focus();
    else if (focus === 'next') document.getElementById(NEXT_BUTTON_ID)?.focus();
  }, [focus, shown]);

  if (!card) return null;
  // A marked answer's back explains it, below the options and the verdict: nothing above them moves.
  const hasAudio = card.frontType === FieldType.Audio || (engine.backShown && card.backType === FieldType.Audio);
  const explainsBelow = card.questionType === QuestionType.MultipleChoice || card.questionType === QuestionType.TypedAnswer;
  const back = engine.backShown && card.questionType !== QuestionType.SurveyScale && (
    <div className={styles.back}>
      <h3 ref={answerRef} tabIndex={-1} className={styles.backLabel}>
        Answer
      </h3>
      <CardSide value={card.back} type={card.backType} label="" alt="The answer" />
      {card.backComment && <p className={styles.comment}>{card.backComment}</p>}
    </div>
  );
  return (
    <article id={ANSWERING_CARD_ID} className={[styles.card, card.questionType === QuestionType.Recall && styles.recall].filter(Boolean).join(' ')} aria-labelledby="card-question" data-card-id={card.cardId} data-question-type={card.questionType}>
      <p className={styles.deck}>{card.deckName}</p>
      {card.questionBanner && <p className={styles.banner}>{card.questionBanner}</p>}
      <section className={styles.face} aria-labelledby="card-question">
        <h2 id="card-question" ref={questionRef} tabIndex={-1} className={styles.questionLabel}>
          {card.questionLabel ?? 'Question'}
        </h2>
        <div className={styles.question}>
          <CardSide value={card.front} type={card.frontType} label="" alt={card.questionLabel ?? 'The question'} />
        </div>
        {!explainsBelow && back}
      </section>
      {hasAudio && (
        <p className={styles.keyHint}>
          <kbd className={styles.key}>R</kbd> replays the audio
        </p>
      )}
      <div className={styles.controls}>
        <AnswerControls engine={engine} {...(onSkipSurvey ? { onSkipSurvey } : {})} />
      </div>
      {explainsBelow && back}
    </article>
  );
});
