import { observer } from 'mobx-react-lite';
import { QuestionType, Mode, RECALL_GRADES } from '../../../domain';
import type { StudyPresenter } from '../../../presenters/study/StudyPresenter';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import styles from './Study.module.scss';

/** The typed answer's field, focused when a typed-answer card shows. */
export const TYPED_ANSWER_ID = 'typed-answer';

function Key({ children }: { children: string }) {
  return <kbd className={styles.key}>{children}</kbd>;
}

/** How the card on screen is answered, by its question type; each control shows its key. */
export const AnswerControls = observer(function AnswerControls({ study }: { study: StudyPresenter }) {
  const { phase, questionType } = study;
  const busy = phase === 'sending';

  if (questionType === QuestionType.Recall) {
    if (phase === 'question') {
      return (
        <div className={styles.actions}>
          <Button onClick={() => study.reveal()}>
            Show answer <Key>Space</Key>
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.grades} role="group" aria-label="How well did you know it?">
        {RECALL_GRADES.map(({ grade, label }) => (
          <Button key={grade} variant="secondary" disabled={busy} onClick={() => void study.grade(grade)}>
            <Key>{String(grade)}</Key> {label}
          </Button>
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
            return (
              <Button
                key={option}
                variant="secondary"
                className={[styles.option, chosen && styles.chosen, marked && chosen && (study.correct ? styles.right : styles.wrong)].filter(Boolean).join(' ')}
                disabled={phase !== 'question'}
                aria-pressed={chosen}
                onClick={() => void study.choose(number)}
              >
                {number <= 9 && <Key>{String(number)}</Key>} {option}
              </Button>
            );
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
            <Button type="submit" disabled={study.typed.trim() === ''}>
              Check <Key>Enter</Key>
            </Button>
          )}
        </form>
        {phase === 'checked' && <Verdict study={study} />}
      </>
    );
  }
  return null;
});

/** Right or wrong, then Next. */
const Verdict = observer(function Verdict({ study }: { study: StudyPresenter }) {
  return (
    <div className={styles.verdict}>
      <p role="status" className={study.correct ? styles.rightText : styles.wrongText}>
        {study.correct ? 'Right!' : 'Not quite. The answer is shown above.'}
      </p>
      <Button onClick={() => void study.next()}>
        Next <Key>Enter</Key>
      </Button>
    </div>
  );
});
