import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { QuestionType, RECALL_GRADES, type RecallGrade } from '../../../domain';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { verdictText } from '../../../presenters/study/verdictText';
import { Button } from '../../shared/Button';
import { TextField } from '../../shared/TextField';
import styles from './Study.module.scss';

/** The typed answer's field: the learner's typing goes there from the card's question. */
export const TYPED_ANSWER_ID = 'typed-answer';
/** The Next button after a marked answer, which takes the focus then. */
export const NEXT_BUTTON_ID = 'study-next';
/** A marked answer's explanation, which Next is described by: heard with it when it takes the focus. */
const EXPLANATION_ID = 'card-explanation';

/**
 * A study control: its label, then its key; its accessible name says both ("Good, key 3"), the same in
 * every screen reader, whatever it makes of the key's box.
 */
function KeyedButton({ label, keyName, children, ...props }: { label: string; keyName: string } & ComponentProps<typeof Button>) {
  return (
    <Button aria-label={`${label}, key ${keyName}`} {...props}>
      {children ?? label}
      <kbd className={styles.key} aria-hidden="true">
        {keyName}
      </kbd>
    </Button>
  );
}

/**
 * Each grade told apart by more than its colour: a word for what it means under its name (the name and
 * key stay what a screen reader hears), and a colour from red (Again) to blue (Easy).
 */
const GRADE_LOOKS: Readonly<Record<RecallGrade, { readonly meaning: string; readonly className: string | undefined }>> = {
  1: { meaning: 'Forgot', className: styles.again },
  2: { meaning: 'With effort', className: styles.hard },
  3: { meaning: 'Recalled', className: styles.good },
  4: { meaning: 'Instantly', className: styles.easy },
};

/** What a marked option's badge says, to the eye and (in its name) to a screen reader. */
function optionMarkText(mark: 'right' | 'wrong', chosen: boolean): { badge: string; spoken: string } {
  if (mark === 'wrong') return { badge: '✗ Your answer', spoken: 'your answer, wrong' };
  return chosen ? { badge: '✓ Your answer', spoken: 'your answer, right' } : { badge: '✓ Right answer', spoken: 'the right answer' };
}

/**
 * A multiple-choice option once the answer is marked: where it stood, with its mark in words (the right
 * option, and a wrong pick), so neither colour nor position alone tells it.
 */
function MarkedOption({ label, mark, chosen }: { label: string; mark: 'right' | 'wrong' | null; chosen: boolean }) {
  const text = mark && optionMarkText(mark, chosen);
  const className = [styles.option, styles.marked, chosen && styles.chosen, mark === 'right' && styles.right, mark === 'wrong' && styles.wrong].filter(Boolean).join(' ');
  return (
    <Button variant="secondary" className={className} disabled aria-pressed={chosen} aria-label={text ? `${label}, ${text.spoken}` : label}>
      {label}
      {text && (
        <span className={styles.mark} aria-hidden="true">
          {text.badge}
        </span>
      )}
    </Button>
  );
}

/**
 * How the card on screen is answered, by its question type, on every screen that answers cards (the
 * study session, the library quiz); each control shows its key (`useAnswerKeys`). `onSkipSurvey`: the
 * study session's survey offers to skip it.
 */
export const AnswerControls = observer(function AnswerControls({ engine, onSkipSurvey }: { engine: AnswerEngine; onSkipSurvey?: () => void }) {
  const { card, onQuestion, saving: busy } = engine;
  const questionType = card?.questionType;

  if (questionType === QuestionType.Recall) {
    // Keyed apart: showing the answer, and the next card, swap one element of the page, not each button in it.
    if (onQuestion) {
      return (
        <div key="reveal" className={styles.actions}>
          <KeyedButton label="Show answer" keyName="Space" onClick={() => engine.reveal()} />
        </div>
      );
    }
    return (
      <div key="grades" className={styles.grades} role="group" aria-label="How well did you know it?">
        {RECALL_GRADES.map(({ grade, label }) => (
          // Busy, not disabled, while the grade is on its way: the focus stays on it.
          <KeyedButton
            key={grade}
            label={label}
            keyName={String(grade)}
            variant="secondary"
            className={[styles.grade, GRADE_LOOKS[grade].className].join(' ')}
            busy={busy}
            onClick={() => void engine.grade(grade)}
          >
            <span className={styles.gradeName}>
              {label}
              <span className={styles.gradeMeaning} aria-hidden="true">
                {GRADE_LOOKS[grade].meaning}
              </span>
            </span>
          </KeyedButton>
        ))}
      </div>
    );
  }

  if (questionType === QuestionType.MultipleChoice || questionType === QuestionType.SurveyScale) {
    const marked = engine.canGoOn;
    return (
      <>
        <div
          className={[styles.options, questionType === QuestionType.MultipleChoice && styles.choices].filter(Boolean).join(' ')}
          role="group"
          aria-label={questionType === QuestionType.SurveyScale ? 'Your answer' : 'Choose an answer'}
        >
          {engine.draft.options.map((option, index) => {
            const number = index + 1;
            const chosen = engine.draft.chosen === number;
            if (marked) return <MarkedOption key={option} label={option} mark={engine.draft.optionMark(number)} chosen={chosen} />;
            const className = [styles.option, chosen && styles.chosen].filter(Boolean).join(' ');
            const props = { variant: 'secondary', className, 'aria-pressed': chosen, onClick: () => void engine.choose(number) } as const;
            return number <= 9 ? <KeyedButton key={option} label={option} keyName={String(number)} {...props} /> : <Button key={option} {...props}>{option}</Button>;
          })}
        </div>
        {marked && <Verdict engine={engine} />}
        {onSkipSurvey && questionType === QuestionType.SurveyScale && onQuestion && (
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
            disabled={!onQuestion}
            id={TYPED_ANSWER_ID}
            autoComplete="off"
          />
          {onQuestion && (
            <KeyedButton label="Check" keyName="Enter" type="submit" disabled={engine.draft.typed.trim() === ''} />
          )}
        </form>
        {engine.canGoOn && <Verdict engine={engine} />}
      </>
    );
  }
  return null;
});

/**
 * Scrolls the page, if need be, so that the bar (stuck to the bottom of the screen) covers nothing of what
 * stands above it in the card: the options and their marks, the answer field.
 */
function uncoverAbove(bar: HTMLElement): void {
  const above = bar.previousElementSibling;
  if (!above) return;
  const covered = above.getBoundingClientRect().bottom + parseFloat(getComputedStyle(bar).marginTop) - bar.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy(0, covered);
}

/**
 * Right or wrong (screen readers hear it from the study page's live region), with a wrong typed answer
 * set against the right one, the card's explanation, then Next: kept on screen together, whatever the
 * card's length, and with every option and its mark in view above it.
 */
const Verdict = observer(function Verdict({ engine }: { engine: AnswerEngine }) {
  const difference = engine.draft.typedDifference;
  const explanation = engine.card?.backComment;
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (bar.current) uncoverAbove(bar.current);
  }, []);
  return (
    <div ref={bar} className={`${styles.verdict} ${engine.draft.correct ? styles.right : styles.wrong}`}>
      <p className={styles.verdictText}>{verdictText(engine.draft)}</p>
      {difference && (
        <dl className={styles.difference}>
          <div>
            <dt>You wrote</dt>
            <dd>{difference.typed.map((part, index) => (part.differs ? <del key={index}>{part.text}</del> : <span key={index}>{part.text}</span>))}</dd>
          </div>
          <div>
            <dt>The answer</dt>
            <dd>{difference.answer.map((part, index) => (part.differs ? <ins key={index}>{part.text}</ins> : <span key={index}>{part.text}</span>))}</dd>
          </div>
        </dl>
      )}
      {explanation && (
        <p id={EXPLANATION_ID} className={styles.explanation}>
          {explanation}
        </p>
      )}
      <KeyedButton id={NEXT_BUTTON_ID} label="Next" keyName="Enter" aria-describedby={explanation ? EXPLANATION_ID : undefined} onClick={() => void engine.next()} />
    </div>
  );
});
