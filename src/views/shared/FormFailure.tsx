import type { AppError } from '../../domain';
import styles from './FormFailure.module.scss';

/** A form's failure: the catalogue's title and text, announced. */
export function FormFailure({ failure }: { failure?: AppError | null }) {
  if (!failure) return null;
  return (
    <div className={styles.failure} role="alert">
      <strong>{failure.title}</strong>
      {failure.text}
    </div>
  );
}
