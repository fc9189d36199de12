import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';

interface AccountFormProps {
  /** The presenter's submit; the form never lets the browser submit or validate it. */
  onSubmit: () => unknown;
  /** True while the submission is in flight: the form is busy and its button disabled. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Disables the button for another reason than a submission in flight. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * An account form (sign-in, sign-up, passwords): its fields, then one full-width submit button. The
 * button is disabled while the form is busy, which in Chromium and WebKit drops its focus to the page:
 * pressed, it has the focus back once the answer is in, so a failure leaves the learner where they were.
 */
export function AccountForm({ onSubmit, busy, label, busyLabel, disabled = false, children }: AccountFormProps) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (busy || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === document.body) button.current?.focus();
  }, [busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pressed.current = document.activeElement === button.current;
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <Button ref={button} type="submit" block disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}
