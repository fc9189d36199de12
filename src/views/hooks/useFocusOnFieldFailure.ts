import { useEffect } from 'react';

/**
 * A form's failure that a field says beside itself (`failure` is not the one said above the form,
 * `formFailure`) puts the focus on that field as it arrives, so that a screen reader reads the field, its
 * invalid state and the failure, once (docs/decisions/0245-a-form-s-failure-said-once.md).
 */
export function useFocusOnFieldFailure(failure: object | null, formFailure: object | null): void {
  const saidByAField = failure !== null && failure !== formFailure;
  useEffect(() => {
    if (saidByAField) document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [saidByAField, failure]);
}
