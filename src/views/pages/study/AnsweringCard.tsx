import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FieldType, QuestionType } from '../../../domain';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { onFocusMove } from '../../../presenters/study/onFocusMove';
import { CardSide } from '../../shared/CardSide';
import { AnswerControls, NEXT_BUTTON_ID } from './AnswerControls';
import { ANSWERING_CARD_ID } from './answeringCardId';
import styles from './Study.module.scss';

/** The card's question, which takes the focus when the card shows. */
const QUESTION_ID = 'card-question';
/** The card's answer, which takes the focus when shown. */
const ANSWER_ID = 'card-answer';
/** Where each focus the engine names is on the card. */
const FOCUS_TARGET: Partial<Record<NonNullable<AnswerEngine['focus']>, string>> = { question: QUESTION_ID, answer: ANSWER_ID, next: NEXT_BUTTON_ID };

/** Moves the focus to where the engine names, if that element is on the page. */
function focusOn(focus: AnswerEngine['focus']): void {
  const target = focus ? FOCUS_TARGET[focus] : undefined;
  if (target) document.getElementById(target)?.focus();
}

/**
 * The card being answered, on every screen that answers cards (the study session, the library quiz):
 * its question, its back once shown, and the answer controls with their keys. The focus follows the
 * card, never left on the body: a new card's question, a revealed answer, Next after a marked answer.
 */
export const AnsweringCard = observer(function AnsweringCard({ engine, onSkipSurvey }: { engine: AnswerEngine; onSkipSurvey?: () => void }) {
  const { card, focus, shown } = engine;
  // As the engine moves on, before React redraws: the next card's question is the element the last one's
  // was, so it takes the focus then, and the back it leaves goes without it. Removed with the focus, the
  // back would have the browser lay the page out in the middle of the redraw (decision 0300).
  useEffect(() => onFocusMove(engine, focusOn), [engine]);
  // Once drawn: a focus whose element is new (a revealed answer, Next, a question drawn another way).
  useEffect(() => focusOn(focus), [focus, shown]);

  if (!card) return null;
  const hasAudio = card.frontType === FieldType.Audio || (engine.backShown && card.backType === FieldType.Audio);
  // A marked answer's verdict names a text answer, and shows with the explanation beside Next (AnswerControls);
  // a back the verdict cannot name (a picture, audio, formatted text) follows the options: nothing above them moves.
  const marked = card.questionType === QuestionType.MultipleChoice || card.questionType === QuestionType.TypedAnswer;
  const back = engine.backShown && card.questionType !== QuestionType.SurveyScale && !(marked && card.backType === FieldType.Text) && (
    <section id={ANSWER_ID} tabIndex={-1} className={styles.back} aria-labelledby="card-answer-heading">
      <h3 id="card-answer-heading" className="visually-hidden">
        Answer
      </h3>
      <CardSide value={card.back} type={card.backType} label="" alt="The answer" className={styles.answer} />
      {!marked && card.backComment && <p className={styles.comment}>{card.backComment}</p>}
    </section>
  );
  return (
    <article id={ANSWERING_CARD_ID} className={[styles.card, card.questionType === QuestionType.Recall && styles.recall].filter(Boolean).join(' ')} aria-labelledby={QUESTION_ID} data-card-id={card.cardId} data-question-type={card.questionType}>
      <p className={styles.deck}>{card.deckName}</p>
      {card.questionBanner && <p className={styles.banner}>{card.questionBanner}</p>}
      <section className={styles.face} aria-labelledby={QUESTION_ID}>
        {card.questionLabel ? (
          <>
            <h2 id={QUESTION_ID} tabIndex={-1} className={styles.question}>
              {card.questionLabel}
            </h2>
            <div className={styles.front}>
              <CardSide value={card.front} type={card.frontType} label="" alt={card.questionLabel} />
            </div>
          </>
        ) : card.frontType === FieldType.Text ? (
          <h2 id={QUESTION_ID} tabIndex={-1} className={styles.question}>
            {card.front}
          </h2>
        ) : (
          // No label: the front (formatted text, a picture, audio) is the question, and the heading.
          <div id={QUESTION_ID} tabIndex={-1} role="heading" aria-level={2} className={styles.question}>
            <CardSide value={card.front} type={card.frontType} label="" alt="The question" />
          </div>
        )}
        {!marked && back}
      </section>
      {hasAudio && (
        <p className={styles.keyHint}>
          <kbd className={styles.key}>R</kbd> replays the audio
        </p>
      )}
      <div className={styles.controls}>
        <AnswerControls engine={engine} {...(onSkipSurvey ? { onSkipSurvey } : {})} />
      </div>
      {marked && back}
    </article>
  );
});
