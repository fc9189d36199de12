import type { FormEvent, ReactNode } from 'react';
import { useFocusOnFailingField } from '../hooks/useFocusOnFailingField';
import { Button } from './Button';

interface AccountFormProps {
  /** The presenter's submit; the form never lets the browser submit or validate it. */
  onSubmit: () => unknown;
  /** True while the submission is in flight: the form is busy, and its button takes no second press. */
  busy: boolean;
  /** The presenter's first failing field, which a refused submission focuses (an input's `name`). */
  failingField: string | null;
  label: string;
  busyLabel: string;
  /** Disables the button for another reason than a submission in flight. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * An account form (sign-in, sign-up, passwords): its fields, then one full-width submit button. While the
 * form is busy the button says so and is `busy`, not `disabled`: Chromium and WebKit move a disabled
 * button's focus to the page, so a failure would leave the learner nowhere (decisions 0235, 0250). A
 * refused submission puts the focus on the first failing field (decision 0255).
 */
export function AccountForm({ onSubmit, busy, failingField, label, busyLabel, disabled = false, children }: AccountFormProps) {
  const submitted = useFocusOnFailingField(failingField, busy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <Button type="submit" block disabled={disabled} busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}
