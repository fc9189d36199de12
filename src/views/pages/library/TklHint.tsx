import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import styles from './Library.module.scss';

/** What the interface says TKL is (docs/product.md section 1). */
const TKL_EXPLANATION =
  'TKL (True Knowledge Level) is an estimate of how well you know all your material right now: the score you would be predicted to get on a pop quiz.';

/** The TKL hint's state, shared by its button (in the list's header) and its explanation (above the list). */
export interface TklHintState {
  readonly open: boolean;
  readonly id: string;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly toggle: () => void;
}

/**
 * A toggle tip: open, it closes on Escape (the focus on its button, where it was or where Safari left
 * none) and on a tap or click anywhere but its button and its explanation, in every engine (Safari does
 * not focus a clicked button, so a blur cannot be waited for).
 */
export function useTklHint(): TklHintState {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Back on the button, unless the learner has moved on to another control.
      if (document.activeElement === document.body) buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !document.getElementById(id)?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, id]);
  return { open, id, buttonRef, toggle: () => setOpen((was) => !was) };
}

/** The hint icon next to TKL, which opens and closes the explanation. */
export function TklHintButton({ hint }: { hint: TklHintState }) {
  return (
    <button
      ref={hint.buttonRef}
      type="button"
      className={styles.hintButton}
      aria-label="What is TKL?"
      aria-expanded={hint.open}
      aria-controls={hint.id}
      title={TKL_EXPLANATION}
      onClick={hint.toggle}
    >
      <span aria-hidden="true">?</span>
    </button>
  );
}

/** The explanation, in the page's flow above the list: open, it moves the list down and covers nothing. */
export function TklExplanation({ hint }: { hint: TklHintState }) {
  return (
    <p id={hint.id} role="status" className={hint.open ? styles.hintText : 'visually-hidden'}>
      {hint.open ? TKL_EXPLANATION : ''}
    </p>
  );
}
