import { useEffect, useState } from 'react';

/**
 * After each submission, once the form is no longer busy, the focus moves to the field the presenter names
 * as the first to fail (`field`, an input's `name`), so that a screen reader reads that field, its invalid
 * state and its message; with no failing field it stays put. Returns what the form calls on submitting
 * (docs/decisions/0255-a-refused-form-focuses-its-first-failing-field.md).
 */
export function useFocusOnFailingField(field: string | null, busy: boolean): () => void {
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!submitted || busy) return;
    setSubmitted(false);
    if (field) document.getElementsByName(field)[0]?.focus();
  }, [submitted, busy, field]);
  return () => setSubmitted(true);
}
