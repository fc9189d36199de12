import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styles from './Button.module.scss';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary';
  block?: boolean;
  /**
   * The button's action is in flight: it looks busy and takes no press (a click, Enter or Space, nor the
   * form it submits), yet is not `disabled`, which in Chromium and WebKit would drop its focus to the page
   * and leave a keyboard or screen reader learner nowhere when the result arrives (decision 0250).
   */
  busy?: boolean;
}

const ignore = (event: MouseEvent) => event.preventDefault();

export function Button({ variant = 'primary', block = false, busy, className, type = 'button', onClick, ...props }: ButtonProps) {
  const classes = [styles.button, variant === 'secondary' && styles.secondary, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...props} aria-disabled={busy || undefined} onClick={busy ? ignore : onClick} />;
}
