import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { QuestionType, RECALL_GRADES, type DeckCardItem } from '../../../domain';
import { LibraryQuizPresenter } from '../../../presenters/library/LibraryQuizPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { Button } from '../../shared/Button';
import { CardBack, CardFront } from '../../shared/CardSide';
import { TextField } from '../../shared/TextField';
import styles from './Library.module.scss';
import { LibraryAlert, LoadedCard } from './LoadedCard';

/** Library mode's quiz: every card of the deck, answered and recorded in mode 3. */
export const DeckQuiz = observer(function DeckQuiz({ items, onLeave }: { items: readonly DeckCardItem[]; onLeave: () => void }) {
  const quiz = usePresenter(LibraryQuizPresenter);

  useEffect(() => {
    void quiz.start(items);
    return () => quiz.dispose();
  }, [quiz, items]);

  if (quiz.phase === 'finished') {
    return (
      <section aria-labelledby="quiz-heading" className={styles.card}>
        <h2 id="quiz-heading">Quiz finished</h2>
        <p role="status">
          You answered {quiz.answered} of {quiz.total} cards. Your answers count towards your TKL.
        </p>
        <KeptAnswers quiz={quiz} />
        <div className={styles.modes}>
          <Button onClick={() => void quiz.start(items)}>Quiz again</Button>
          <Button variant="secondary" onClick={onLeave}>
            Back to the deck
          </Button>
        </div>
      </section>
    );
  }

  const { card } = quiz;
  return (
    <section aria-labelledby="quiz-heading">
      <h2 id="quiz-heading">
        Quiz: card {quiz.position + 1} of {quiz.total}
      </h2>
      <div className={styles.card}>
        <LoadedCard card={card}>
          {(shown) => (
            <>
              <CardFront card={shown} />
              {(quiz.phase === 'revealed' || quiz.phase === 'answered') && <CardBack card={shown} />}
              <QuizAnswer quiz={quiz} />
              {quiz.failure && <LibraryAlert failure={quiz.failure} />}
              <KeptAnswers quiz={quiz} />
              {quiz.phase === 'answered' && (
                <>
                  {quiz.correct !== null && (
                    <p role="status" className={styles.feedback}>
                      {quiz.correct ? 'Correct' : 'Not quite'}
                    </p>
                  )}
                  <Button onClick={() => void quiz.next()}>{quiz.position + 1 < quiz.total ? 'Next card' : 'Finish'}</Button>
                </>
              )}
            </>
          )}
        </LoadedCard>
        {card.status === 'error' && (
          <Button variant="secondary" onClick={() => void quiz.retryCard()}>
            Try again
          </Button>
        )}
      </div>
      <Button variant="secondary" onClick={onLeave}>
        Stop the quiz
      </Button>
    </section>
  );
});

/** Answers saved on this device until the server has them, and why they wait. */
const KeptAnswers = observer(function KeptAnswers({ quiz }: { quiz: LibraryQuizPresenter }) {
  const { kept } = quiz;
  if (!kept) return null;
  return (
    <div role="status" className={styles.kept}>
      <p>
        <strong>{kept.failure ? kept.failure.title : 'You are offline'}</strong>
        {kept.failure?.text ? ` ${kept.failure.text}` : ''}
      </p>
      <p>{quiz.keptText}</p>
      {!kept.failure ? null : (
        <Button variant="secondary" onClick={() => void quiz.sendKept()}>
          Send now
        </Button>
      )}
    </div>
  );
});

const QuizAnswer = observer(function QuizAnswer({ quiz }: { quiz: LibraryQuizPresenter }) {
  if (quiz.phase === 'answered') return null;
  switch (quiz.questionType) {
    case QuestionType.MultipleChoice:
      return (
        <div className={styles.options} role="group" aria-label="Options">
          {quiz.options.map((option, index) => (
            <Button key={option} variant="secondary" disabled={quiz.submitting} onClick={() => void quiz.choose(index + 1)}>
              {option}
            </Button>
          ))}
        </div>
      );
    case QuestionType.TypedAnswer:
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void quiz.submitTyped();
          }}
        >
          <TextField label="Your answer" value={quiz.typed} onChange={(text) => quiz.setTyped(text)} autoComplete="off" />
          <Button type="submit" disabled={quiz.submitting || quiz.typed.trim() === ''}>
            Check
          </Button>
        </form>
      );
    default:
      return quiz.phase === 'question' ? (
        <Button onClick={() => quiz.reveal()}>Show answer</Button>
      ) : (
        <div className={styles.options} role="group" aria-label="How well did you know it?">
          {RECALL_GRADES.map(({ grade, label }) => (
            <Button key={grade} variant="secondary" disabled={quiz.submitting} onClick={() => void quiz.grade(grade)}>
              {label}
            </Button>
          ))}
        </div>
      );
  }
});
