import { observer } from 'mobx-react-lite';
import type { ComponentProps } from 'react';
import { QuestionType, Mode, RECALL_GRADES } from '../../../domain';
import type { StudyPresenter } from '../../../presenters/study/StudyPresenter';
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

/** How the card on screen is answered, by its question type; each control shows its key. */
export const AnswerControls = observer(function AnswerControls({ study }: { study: StudyPresenter }) {
  const { screenPhase: phase, questionType } = study;
  const busy = phase === 'sending';

  if (questionType === QuestionType.Recall) {
    if (phase === 'question') {
      return (
        <div className={styles.actions}>
          <KeyedButton label="Show answer" keyName="Space" onClick={() => study.reveal()} />
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
            onClick={() => void study.grade(grade)}
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
          {study.options.map((option, index) => {
            const number = index + 1;
            const chosen = study.chosen === number;
            const className = [styles.option, chosen && styles.chosen, marked && chosen && (study.correct ? styles.right : styles.wrong)].filter(Boolean).join(' ');
            const props = { variant: 'secondary', className, disabled: marked, 'aria-pressed': chosen, onClick: () => void study.choose(number) } as const;
            return number <= 9 ? <KeyedButton key={option} label={option} keyName={String(number)} {...props} /> : <Button key={option} {...props}>{option}</Button>;
          })}
        </div>
        {marked && <Verdict study={study} />}
        {study.mode === Mode.Survey && phase === 'question' && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void study.skipSurvey()}>
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
            void study.submitTyped();
          }}
        >
          <TextField
            label="Your answer"
            value={study.typed}
            onChange={(text) => study.setTyped(text)}
            disabled={phase !== 'question'}
            id={TYPED_ANSWER_ID}
            autoComplete="off"
          />
          {phase === 'question' && (
            <KeyedButton label="Check" keyName="Enter" type="submit" disabled={study.typed.trim() === ''} />
          )}
        </form>
        {phase === 'checked' && <Verdict study={study} />}
      </>
    );
  }
  return null;
});

/** Right or wrong (screen readers hear it from the study page's live region), then Next. */
const Verdict = observer(function Verdict({ study }: { study: StudyPresenter }) {
  return (
    <div className={styles.verdict}>
      <p className={study.correct ? styles.rightText : styles.wrongText}>{study.verdict}</p>
      <KeyedButton id={NEXT_BUTTON_ID} label="Next" keyName="Enter" onClick={() => void study.next()} />
    </div>
  );
});
