import { formatTkl } from '../../domain';
import styles from './TklValue.module.scss';

/** A deck's TKL: a bar beside its percentage, the bar filled to it; 'N/A' alone when the deck has none. */
export function TklValue({ tkl }: { tkl: number | null }) {
  const percent = tkl === null ? null : Math.min(100, Math.max(0, Math.round(tkl * 100)));
  return (
    <span className={styles.value}>
      {percent !== null && (
        <span className={styles.bar} data-tkl-bar aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
      )}
      <span className={styles.text}>{formatTkl(tkl)}</span>
    </span>
  );
}
