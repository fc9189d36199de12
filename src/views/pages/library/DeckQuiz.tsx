import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { DeckCardItem } from '../../../domain';
import { LibraryQuizPresenter } from '../../../presenters/library/LibraryQuizPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { Button } from '../../shared/Button';
import { AnsweringCard } from '../study/AnsweringCard';
import { KeptAnswersNotice } from '../study/KeptAnswersNotice';
import { useAnswerKeys } from '../study/useAnswerKeys';
import styles from './Library.module.scss';
import { LibraryAlert } from './LoadedCard';

/**
 * Library mode's quiz: every card of the deck, answered as on the study screen (the same card, controls,
 * keys and key hints, and the same notice of answers kept on this device) and recorded in mode 3.
 */
export const DeckQuiz = observer(function DeckQuiz({ items, onLeave }: { items: readonly DeckCardItem[]; onLeave: () => void }) {
  const quiz = usePresenter(LibraryQuizPresenter);
  const { engine } = quiz;
  useAnswerKeys(engine);

  useEffect(() => {
    void quiz.start(items);
    return () => quiz.dispose();
  }, [quiz, items]);

  if (engine.isFinished) {
    return (
      <section aria-labelledby="quiz-heading" className={styles.card}>
        <h2 id="quiz-heading">Quiz finished</h2>
        <p role="status">
          You answered {quiz.answered} of {quiz.total} cards. Your answers count towards your TKL.
        </p>
        <KeptAnswersNotice engine={engine} />
        <div className={styles.modes}>
          <Button onClick={() => void quiz.start(items)}>Quiz again</Button>
          <Button variant="secondary" onClick={onLeave}>
            Back to the deck
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="quiz-heading">
      <h2 id="quiz-heading">
        Quiz: card {quiz.position + 1} of {quiz.total}
      </h2>
      <div className={styles.quizCard}>
        {engine.isLoading && <p role="status">Loading the card…</p>}
        {engine.failure ? (
          <>
            <LibraryAlert failure={engine.failure} />
            <Button variant="secondary" onClick={() => void quiz.retryCard()}>
              Try again
            </Button>
          </>
        ) : (
          !engine.isLoading && <AnsweringCard engine={engine} />
        )}
        {engine.saving && <p role="status">Saving your answer…</p>}
        <KeptAnswersNotice engine={engine} />
      </div>
      <Button variant="secondary" onClick={onLeave}>
        Stop the quiz
      </Button>
    </section>
  );
});
