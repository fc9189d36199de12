import styles from './FullScreenSpinner.module.scss';

export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
