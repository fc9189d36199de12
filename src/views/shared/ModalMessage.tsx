import { useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import styles from './AgreementOverlay.module.scss';

/** A blocking message with a single 'Got it' button (docs/product.md sections 2 and 8); Escape also dismisses. */
export function ModalMessage({ title = 'Message', text, onDismiss }: { title?: string; text: string; onDismiss: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    button.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  return (
    <div className={styles.backdrop}>
      <div className={`${styles.dialog} ${styles.message}`} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        <Button ref={button} onClick={onDismiss}>
          Got it
        </Button>
      </div>
    </div>
  );
}
