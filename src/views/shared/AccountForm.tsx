import type { FormEvent, ReactNode } from 'react';
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

/** An account form (sign-in, sign-up, passwords): its fields, then one full-width submit button. */
export function AccountForm({ onSubmit, busy, label, busyLabel, disabled = false, children }: AccountFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <Button type="submit" block disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}
