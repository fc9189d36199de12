import { useId, useState } from 'react';
import styles from './Library.module.scss';

/** What the interface says TKL is (docs/product.md section 1). */
const TKL_EXPLANATION =
  'TKL (True Knowledge Level) is an estimate of how well you know all your material right now: the score you would be predicted to get on a pop quiz.';

/** The hint icon next to TKL: a toggle tip that shows the explanation, closed again by Escape. */
export function TklHint() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={styles.hint}>
      <button
        type="button"
        className={styles.hintButton}
        aria-label="What is TKL?"
        aria-expanded={open}
        aria-controls={id}
        title={TKL_EXPLANATION}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        onBlur={() => setOpen(false)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={id} role="status" className={open ? styles.hintText : 'visually-hidden'}>
        {open ? TKL_EXPLANATION : ''}
      </span>
    </span>
  );
}
