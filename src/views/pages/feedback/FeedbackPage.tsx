import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { FeedbackPresenter, RATINGS } from '../../../presenters/feedback/FeedbackPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusOnFailingField } from '../../hooks/useFocusOnFailingField';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { FormFailure } from '../../shared/FormFailure';
import styles from './Feedback.module.scss';

const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

/** Feedback: a message (required, at most 2000 characters) and an optional 1-5 rating. */
export const FeedbackPage = observer(function FeedbackPage() {
  usePageTitle('Feedback');
  const presenter = usePresenter(FeedbackPresenter);
  const ids = useId();
  const textId = `${ids}-text`;
  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;

  useEffect(() => presenter.open(), [presenter]);
  const submitted = useFocusOnFailingField(presenter.failingField, presenter.submitting);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
    void presenter.submit();
  };

  const over = presenter.charactersLeft < 0;
  return (
    <main className={styles.page}>
      <h1>Feedback</h1>
      <div className={styles.card}>
        <p className={styles.intro}>Tell us what works, what does not, and what you would like to see. We read every message.</p>
        <FormFailure failure={presenter.failure} />
        <form onSubmit={onSubmit} noValidate aria-busy={presenter.submitting}>
          <div className={styles.field}>
            <label htmlFor={textId}>Your feedback</label>
            <textarea
              id={textId}
              name="text"
              value={presenter.text}
              onChange={(event) => presenter.setText(event.target.value)}
              required
              aria-invalid={presenter.textError ? true : undefined}
              aria-describedby={[counterId, presenter.textError && errorId].filter(Boolean).join(' ')}
            />
            <p id={counterId} className={`${styles.counter} ${over ? styles.over : ''}`}>
              {over
                ? `${-presenter.charactersLeft} characters over the ${presenter.maxLength} limit`
                : `${presenter.charactersLeft} characters left`}
            </p>
            {presenter.textError && (
              <p id={errorId} className={styles.error}>
                {presenter.textError}
              </p>
            )}
          </div>
          <fieldset className={styles.rating}>
            <legend>Rating (optional)</legend>
            <div className={styles.stars}>
              {RATINGS.map((rating) => (
                <label key={rating} className={styles.star}>
                  <input
                    type="radio"
                    name="rating"
                    value={rating}
                    checked={presenter.rating === rating}
                    onChange={() => presenter.setRating(rating)}
                    aria-label={`${rating} of 5: ${RATING_WORDS[rating]}`}
                  />
                  <span aria-hidden="true">{rating}</span>
                </label>
              ))}
              {presenter.rating !== undefined && (
                <Button variant="secondary" onClick={() => presenter.setRating(undefined)}>
                  Clear rating
                </Button>
              )}
            </div>
            {/* What the numbers mean, for the eye; each choice's own label already says it to a screen reader. */}
            <p className={styles.scaleHint} aria-hidden="true">
              {presenter.rating === undefined ? '1 is poor, 5 is excellent' : `${presenter.rating} of 5: ${RATING_WORDS[presenter.rating]}`}
            </p>
          </fieldset>
          <div className={styles.send}>
            <Button type="submit" busy={presenter.submitting}>
              {presenter.submitting ? 'Sending…' : 'Send feedback'}
            </Button>
            <p className={styles.status} role="status">
              {presenter.sent ? 'Thank you! Your feedback was sent.' : ''}
            </p>
          </div>
        </form>
      </div>
    </main>
  );
});
