import { runInAction } from 'mobx';
import type { AppError } from '../../domain';

/** The state a form's submission changes. */
export interface SubmittingForm {
  submitting: boolean;
  failure: AppError | null;
}

/**
 * One submission of a form that has passed its own checks: the form is marked as submitting, the failure
 * of the previous attempt is cleared, and a new failure is noted once through `Failures` (reported when the
 * catalogue says so) and kept on the form for its alert. Resolves true when `work` succeeded; `work`
 * resolving false means it stopped short without a failure (a field the first answer made required).
 */
export async function submitForm(
  form: SubmittingForm,
  failures: { noteFailure(error: unknown): AppError },
  work: () => Promise<void | boolean>,
): Promise<boolean> {
  runInAction(() => {
    form.submitting = true;
    form.failure = null;
  });
  try {
    return (await work()) !== false;
  } catch (error) {
    const failure = failures.noteFailure(error);
    runInAction(() => (form.failure = failure));
    return false;
  } finally {
    runInAction(() => (form.submitting = false));
  }
}
