import { formatTkl } from '../../domain';
import styles from './TklValue.module.scss';

/**
 * A deck's TKL: a bar beside its percentage, the bar filled to it; 'N/A' alone when the deck has none, muted
 * and in the text's weight, so that it reads as no figure yet rather than as one.
 * In a `column` (a list of decks) the percentage takes a width of its own, so the bars line up row under row.
 */
export function TklValue({ tkl, column = false }: { tkl: number | null; column?: boolean }) {
  const percent = tkl === null ? null : Math.min(100, Math.max(0, Math.round(tkl * 100)));
  return (
    <span className={styles.value}>
      {percent !== null && (
        <span className={styles.bar} data-tkl-bar aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
      )}
      <span className={[column && styles.columnText, percent === null && styles.none].filter(Boolean).join(' ')}>{formatTkl(tkl)}</span>
    </span>
  );
}
