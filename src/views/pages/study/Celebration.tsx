import styles from './Study.module.scss';

/** The end of a day, or of a quiz answered all right: a tick that pops in and draws itself, once (still, for a learner who asks for reduced motion). */
export function Celebration() {
  return (
    <svg className={styles.celebration} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" />
      <path d="M19 33 l9 9 l17 -19" />
    </svg>
  );
}
