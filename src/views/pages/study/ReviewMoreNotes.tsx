import { observer } from 'mobx-react-lite';
import type { ReviewMore } from '../../../presenters/study/ReviewMore';
import styles from './Study.module.scss';

/** What "Review more" answered when it did not open the study session: a failure, or nothing more to review. */
export const ReviewMoreNotes = observer(function ReviewMoreNotes({ more }: { more: ReviewMore }) {
  return (
    <>
      {more.failure && (
        <div role="alert" className={styles.kept}>
          <h2>{more.failure.title}</h2>
          {more.failure.text && <p>{more.failure.text}</p>}
        </div>
      )}
      {more.nothingMore && <p role="status">There is nothing more to review right now. Come back tomorrow.</p>}
    </>
  );
});
