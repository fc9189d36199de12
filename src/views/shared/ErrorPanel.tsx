import type { ReactNode } from 'react';
import styles from './ErrorPanel.module.scss';

/**
 * A failure and what the learner can do next: the catalogue's title and text, then its buttons. On a screen
 * whose content failed to load (`screen`), the screen's own heading stays over the failure's panel, so that
 * the learner sees, and hears in one alert, which screen failed and then how (on a phone no side menu shows
 * where they are). Without a screen (the app could not start, or crashed), the failure's title is the heading.
 */
export function ErrorPanel({ screen, title, text, children }: { screen?: string; title: string; text: string; children?: ReactNode }) {
  const words = (
    <>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </>
  );
  if (!screen) {
    return (
      <section className={styles.panel} role="alert">
        <h1>{title}</h1>
        {words}
      </section>
    );
  }
  return (
    <div role="alert" className={styles.failed}>
      <h1 className={styles.screen}>{screen}</h1>
      <div className={styles.failure}>
        <h2 className={styles.title}>{title}</h2>
        {words}
      </div>
    </div>
  );
}
