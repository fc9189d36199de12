import type { ReactNode } from 'react';
import styles from './ErrorPanel.module.scss';

/** The full-page error: a friendly title and explanation, and what the learner can do next. */
export function ErrorPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.panel} role="alert">
      <h1>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </section>
  );
}
