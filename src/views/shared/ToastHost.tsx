import { observer } from 'mobx-react-lite';
import type { ToastQueue } from '../../presenters/app/ToastQueue';
import styles from './ToastHost.module.scss';

/**
 * The bottom toast. Screen readers hear each toast once, as it slides up, and the focus stays where it
 * is: a polite live region is always in the page and the toast's text enters it; the sliding box itself
 * is not read a second time.
 */
export const ToastHost = observer(function ToastHost({ toasts }: { toasts: ToastQueue }) {
  const toast = toasts.current;
  const classes = [styles.host, toasts.visible && styles.visible, toast && styles[toast.type]].filter(Boolean).join(' ');
  return (
    <>
      {/* Not role="status" (atomic): the toast leaving would be read out as an empty announcement. */}
      <div className="visually-hidden" aria-live="polite">
        {toasts.visible && toast && <span key={toast.id}>{toast.text}</span>}
      </div>
      <div className={classes} aria-hidden="true" hidden={!toast}>
        {toast?.text}
      </div>
    </>
  );
});
