import { observer } from 'mobx-react-lite';
import type { ToastQueue } from '../../presenters/app/ToastQueue';
import styles from './ToastHost.module.scss';

/** The bottom toast. The live region is always present so screen readers hear each toast once. */
export const ToastHost = observer(function ToastHost({ toasts }: { toasts: ToastQueue }) {
  const toast = toasts.current;
  const classes = [styles.host, toasts.visible && styles.visible, toast && styles[toast.type]].filter(Boolean).join(' ');
  return (
    <div className={classes} role={toast?.type === 'error' ? 'alert' : 'status'} aria-live="polite" hidden={!toast}>
      {toast?.text}
    </div>
  );
});
