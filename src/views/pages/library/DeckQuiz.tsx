import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { DeckCardItem } from '../../../domain';
import { LibraryQuizPresenter } from '../../../presenters/library/LibraryQuizPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { Button } from '../../shared/Button';
import { SafeHtml } from '../../shared/SafeHtml';
import { AnsweringCard } from '../study/AnsweringCard';
import { Celebration } from '../study/Celebration';
import { KeptAnswersNotice } from '../study/KeptAnswersNotice';
import { useAnswerKeys } from '../study/useAnswerKeys';
import { LoadingStatus } from '../../shared/LoadingStatus';
import styles from './Library.module.scss';
import { LibraryAlert } from './LoadedCard';

/** What the quiz's score counts, said at its end. */
const SCORE_RULE = 'Multiple-choice and typed cards count as the app marked them; a recall card counts as right when you graded it Good or Easy.';

/** Before the quiz: how many of the deck's cards to take. */
const QuizLength = observer(function QuizLength({ quiz, onLeave }: { quiz: LibraryQuizPresenter; onLeave: () => void }) {
  return (
    <section aria-labelledby="quiz-heading" className={styles.card}>
      <h2 id="quiz-heading">How many cards?</h2>
      <p>The quiz takes the deck&apos;s cards in order. Your answers count towards your TKL.</p>
      <div className={`${styles.modes} ${styles.lengths}`} role="group" aria-label="Quiz length">
        {quiz.lengths.map((length, index) => (
          <Button key={length} variant={index === 0 ? 'primary' : 'secondary'} onClick={() => void quiz.chooseLength(length)}>
            {length === quiz.deck.length ? `All ${length} cards` : `${length} cards`}
          </Button>
        ))}
      </div>
      {/* The way out stands apart from the lengths: it is not a fourth choice of length (decision 0195). */}
      <div className={styles.modes}>
        <Button variant="secondary" onClick={onLeave}>
          Back to the deck
        </Button>
      </div>
    </section>
  );
});

/** The quiz's end: the score (with the tick when all were right), the ways on and the cards missed (on the first screen when a few were missed), then what the score counts. */
const QuizEnd = observer(function QuizEnd({ quiz, onLeave, onFinished }: { quiz: LibraryQuizPresenter; onLeave: () => void; onFinished: () => void }) {
  const { score, missed } = quiz;
  // The tick says "all right": a lesser score ends on its figure alone (decision 0240).
  const allRight = score.of > 0 && score.right === score.of;
  // The answers count towards the deck's TKL, shown above: it is read again as the score shows.
  useEffect(() => onFinished(), [onFinished]);
  return (
    <section aria-labelledby="quiz-heading" className={[styles.card, styles.quizEnd].join(' ')}>
      {allRight && <Celebration />}
      <h2 id="quiz-heading" className={score.of > 0 ? styles.score : undefined}>
        {score.of > 0 ? `${score.right} of ${score.of} right` : 'Quiz finished'}
      </h2>
      {/* The score drawn as well as written, as the day's end draws it (decision 0230): the words say it. */}
      {score.of > 0 && <progress className={styles.scoreBar} value={score.right} max={score.of} aria-hidden="true" />}
      <p role="status">
        You answered {quiz.answered} of {quiz.total} cards. Your answers count towards your TKL.
      </p>
      <KeptAnswersNotice engine={quiz.engine} />
      <div className={styles.modes}>
        {missed.length > 0 && <Button onClick={() => void quiz.retryMissed()}>Retry missed</Button>}
        <Button variant={missed.length > 0 ? 'secondary' : 'primary'} onClick={() => void quiz.start(quiz.items)}>
          Quiz again
        </Button>
        <Button variant="secondary" onClick={onLeave}>
          Back to the deck
        </Button>
      </div>
      {missed.length > 0 && (
        <section aria-labelledby="missed-heading" className={styles.missed}>
          <h3 id="missed-heading">Missed ({missed.length})</h3>
          <ul className={styles.list}>
            {missed.map((card) => (
              <li key={card.id} className={styles.listItem}>
                <span className={styles.cardName}>{card.name}</span>
                <SafeHtml html={card.content} className={styles.cardContent} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* What the score counts closes the end, as a footnote: the score, the ways on and the missed cards come first. */}
      {score.of > 0 && <p className={styles.scoreRule}>{SCORE_RULE}</p>}
    </section>
  );
});

/**
 * Library mode's quiz: 10, 20 or all of the deck's cards, answered as on the study screen (the same
 * card, controls, keys and key hints, and the same notice of answers kept on this device) and recorded
 * in mode 3; it ends with the score and the cards missed, to retry.
 */
export const DeckQuiz = observer(function DeckQuiz({
  items,
  onLeave,
  onFinished,
}: {
  items: readonly DeckCardItem[];
  /** Back to the deck: before the quiz, from its end, or stopped before any answer. */
  onLeave: () => void;
  /** The quiz has ended (its score shows). */
  onFinished: () => void;
}) {
  const quiz = usePresenter(LibraryQuizPresenter);

  useEffect(() => {
    void quiz.open(items);
    return () => quiz.dispose();
  }, [quiz, items]);

  if (quiz.choosing) return <QuizLength quiz={quiz} onLeave={onLeave} />;
  if (quiz.ended) return <QuizEnd quiz={quiz} onLeave={onLeave} onFinished={onFinished} />;
  return <QuizAnswering quiz={quiz} onLeave={onLeave} />;
});

/** A quiz's card being answered, with the answering keys (only while a card shows), and the way to stop. */
const QuizAnswering = observer(function QuizAnswering({ quiz, onLeave }: { quiz: LibraryQuizPresenter; onLeave: () => void }) {
  const { engine } = quiz;
  useAnswerKeys(engine);
  return (
    <section aria-labelledby="quiz-heading">
      <h2 id="quiz-heading">
        Quiz: card {quiz.position + 1} of {quiz.total}
      </h2>
      <div className={styles.quizCard}>
        {engine.isLoading && <LoadingStatus>Loading the card…</LoadingStatus>}
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
      <Button variant="secondary" onClick={() => (quiz.anyAnswered ? void quiz.stop() : onLeave())}>
        Stop the quiz
      </Button>
    </section>
  );
});
