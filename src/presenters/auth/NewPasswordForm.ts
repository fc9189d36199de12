import { makeAutoObservable, runInAction } from 'mobx';
import { refusedPasswordText, type AppError } from '../../domain';
import type { Failures } from '../app/Failures';
import { submitForm } from '../app/submitForm';
import { firstFailingField } from '../app/firstFailingField';
import { requiredProblem } from './fieldRules';
import { failureAboveForm, isRefusedPassword } from './failureAboveForm';

/** docs/product.md section 2's analytics screens for resetting a password, signed out and signed in. */
export const RESET_PASSWORD_BEFORE_LOGIN_SCREEN = 'reset password before login';
export const RESET_PASSWORD_AFTER_LOGIN_SCREEN = 'reset password after login';

/**
 * A new password typed twice, as both forms that set one ask for it (from an e-mailed link, and signed in
 * with the current one): its field messages once the learner has tried to submit, one submission at a
 * time, the failure, and on success the fields cleared and `done`.
 */
export class NewPasswordForm {
  password = '';
  confirmation = '';
  submitting = false;
  attempted = false;
  done = false;
  failure: AppError | null = null;

  readonly #failures: Failures;

  constructor(failures: Failures) {
    this.#failures = failures;
    makeAutoObservable(this);
  }

  /** The failure above the form: a refused new password is said beside its field alone. */
  get formFailure(): AppError | null {
    return failureAboveForm(this.failure, isRefusedPassword);
  }

  /** The new password's message: missing, or the server's rule it broke. */
  get passwordError(): string | null {
    return refusedPasswordText(this.failure) ?? (this.attempted ? requiredProblem(this.password, 'Enter a new password.') : null);
  }

  /** Unless it repeats the new password exactly. */
  get confirmationError(): string | null {
    return this.attempted && this.confirmation !== this.password ? 'The two passwords do not match.' : null;
  }

  get failingField(): string | null {
    return firstFailingField({ password: this.passwordError, confirmation: this.confirmationError });
  }

  setPassword(value: string): void {
    this.password = value;
    this.edited();
  }

  setConfirmation(value: string): void {
    this.confirmation = value;
    this.edited();
  }

  /** A field changed: the last answer (failure or success) no longer applies. */
  edited(): void {
    this.failure = null;
    this.done = false;
  }

  /**
   * Sends the new password through `save` when these fields, and the caller's own (`othersValid`, read
   * once the messages show), are valid. Resolves true when it was saved.
   */
  async submit(othersValid: () => boolean, save: (password: string) => Promise<void>): Promise<boolean> {
    if (this.submitting) return false;
    this.attempted = true;
    if (!othersValid() || this.failingField) return false;
    const saved = await submitForm(this, this.#failures, () => save(this.password));
    if (saved) {
      runInAction(() => {
        this.done = true;
        this.attempted = false;
        this.password = '';
        this.confirmation = '';
      });
    }
    return saved;
  }
}
