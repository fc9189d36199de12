import styles from './FullScreenSpinner.module.scss';

/** The whole screen while a part loads: a turning arc and, in words, what is under way (where reduced motion stills the arc, the words still say it). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
