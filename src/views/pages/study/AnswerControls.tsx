import { observer } from 'mobx-react-lite';
import type { ComponentProps } from 'react';
import { QuestionType, RECALL_GRADES } from '../../../domain';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import styles from './Study.module.scss';

/** The typed answer's field: the learner's typing goes there from the card's question. */
export const TYPED_ANSWER_ID = 'typed-answer';
/** The Next button after a marked answer, which takes the focus then. */
export const NEXT_BUTTON_ID = 'study-next';

/**
 * A study control: its label, then its key; its accessible name says both ("Good, key 3"), the same in
 * every screen reader, whatever it makes of the key's box.
 */
function KeyedButton({ label, keyName, ...props }: { label: string; keyName: string } & ComponentProps<typeof Button>) {
  return (
    <Button aria-label={`${label}, key ${keyName}`} {...props}>
      {label}
      <kbd className={styles.key} aria-hidden="true">
        {keyName}
      </kbd>
    </Button>
  );
}

/**
 * How the card on screen is answered, by its question type, on every screen that answers cards (the
 * study session, the library quiz); each control shows its key (`useAnswerKeys`). `onSkipSurvey`: the
 * study session's survey offers to skip it.
 */
export const AnswerControls = observer(function AnswerControls({ engine, onSkipSurvey }: { engine: AnswerEngine; onSkipSurvey?: () => void }) {
  const { screenPhase: phase, questionType } = engine;
  const busy = phase === 'sending';

  if (questionType === QuestionType.Recall) {
    if (phase === 'question') {
      return (
        <div className={styles.actions}>
          <KeyedButton label="Show answer" keyName="Space" onClick={() => engine.reveal()} />
        </div>
      );
    }
    return (
      <div className={styles.grades} role="group" aria-label="How well did you know it?">
        {RECALL_GRADES.map(({ grade, label }) => (
          // Not disabled while the grade is on its way: the focus stays on it (the presenter takes one grade).
          <KeyedButton
            key={grade}
            label={label}
            keyName={String(grade)}
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => void engine.grade(grade)}
          />
        ))}
      </div>
    );
  }

  if (questionType === QuestionType.MultipleChoice || questionType === QuestionType.SurveyScale) {
    const marked = phase === 'checked';
    return (
      <>
        <div className={styles.options} role="group" aria-label={questionType === QuestionType.SurveyScale ? 'Your answer' : 'Choose an answer'}>
          {engine.draft.options.map((option, index) => {
            const number = index + 1;
            const chosen = engine.draft.chosen === number;
            const className = [styles.option, chosen && styles.chosen, marked && chosen && (engine.draft.correct ? styles.right : styles.wrong)].filter(Boolean).join(' ');
            const props = { variant: 'secondary', className, disabled: marked, 'aria-pressed': chosen, onClick: () => void engine.choose(number) } as const;
            return number <= 9 ? <KeyedButton key={option} label={option} keyName={String(number)} {...props} /> : <Button key={option} {...props}>{option}</Button>;
          })}
        </div>
        {marked && <Verdict engine={engine} />}
        {onSkipSurvey && questionType === QuestionType.SurveyScale && phase === 'question' && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onSkipSurvey}>
              Skip survey
            </Button>
          </div>
        )}
      </>
    );
  }

  if (questionType === QuestionType.TypedAnswer) {
    return (
      <>
        <form
          className={styles.typed}
          onSubmit={(event) => {
            event.preventDefault();
            void engine.submitTyped();
          }}
        >
          <TextField
            label="Your answer"
            value={engine.draft.typed}
            onChange={(text) => engine.setTyped(text)}
            disabled={phase !== 'question'}
            id={TYPED_ANSWER_ID}
            autoComplete="off"
          />
          {phase === 'question' && (
            <KeyedButton label="Check" keyName="Enter" type="submit" disabled={engine.draft.typed.trim() === ''} />
          )}
        </form>
        {phase === 'checked' && <Verdict engine={engine} />}
      </>
    );
  }
  return null;
});

/** Right or wrong (screen readers hear it from the study page's live region), then Next. */
const Verdict = observer(function Verdict({ engine }: { engine: AnswerEngine }) {
  return (
    <div className={styles.verdict}>
      <p className={engine.draft.correct ? styles.rightText : styles.wrongText}>{engine.verdict}</p>
      <KeyedButton id={NEXT_BUTTON_ID} label="Next" keyName="Enter" onClick={() => void engine.next()} />
    </div>
  );
});
