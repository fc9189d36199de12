import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isPasswordIncorrect, type AppError } from '../../domain';
import { UpdatePassword } from '../../domain/usecases';
import { ANALYTICS, type Analytics } from '../../ports';
import { Failures } from '../app/Failures';
import { LearnerSession } from '../app/LearnerSession';
import { NewPasswordForm, RESET_PASSWORD_AFTER_LOGIN_SCREEN } from './NewPasswordForm';
import { requiredProblem } from './fieldRules';
import { failureAboveForm } from './failureAboveForm';
import { firstFailingField } from '../app/firstFailingField';

/** What UpdatePasswordPresenter works with: adding a collaborator is one line here. */
@injectable()
class UpdatePasswordPresenterDeps {
  constructor(
    @inject(UpdatePassword) readonly updatePassword: UpdatePassword,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/** /updatePws: a signed-in learner changes the password, giving the current one. */
@injectable()
export class UpdatePasswordPresenter {
  currentPassword = '';
  readonly form: NewPasswordForm;

  constructor(@inject(UpdatePasswordPresenterDeps) private readonly deps: UpdatePasswordPresenterDeps) {
    this.form = new NewPasswordForm(deps.failures);
    makeAutoObservable<UpdatePasswordPresenter, 'deps'>(this, { deps: false, form: false });
  }

  open(): void {
    this.deps.analytics.screen(RESET_PASSWORD_AFTER_LOGIN_SCREEN);
  }

  /** The failure above the form: a wrong current password, like a refused new one, is said beside its field alone. */
  get formFailure(): AppError | null {
    return failureAboveForm(this.form.formFailure, isPasswordIncorrect);
  }

  /** Missing, or the one the server says is not the account's (the catalogue's words for it). */
  get currentPasswordError(): string | null {
    const { failure } = this.form;
    if (failure && isPasswordIncorrect(failure)) return failure.text;
    return this.form.attempted ? requiredProblem(this.currentPassword, 'Enter your current password.') : null;
  }

  /** The current password comes first, then the new one's fields. */
  get failingField(): string | null {
    return firstFailingField({ currentPassword: this.currentPasswordError }) ?? this.form.failingField;
  }

  setCurrentPassword(value: string): void {
    this.currentPassword = value;
    this.form.edited();
  }

  submit(): Promise<boolean> {
    const email = this.deps.session.user?.email;
    if (!email) return Promise.resolve(false);
    return this.form.submit(
      () => this.currentPasswordError === null,
      async (newPassword) => {
        await this.deps.updatePassword.execute({ email, currentPassword: this.currentPassword, newPassword });
        runInAction(() => (this.currentPassword = ''));
      },
    );
  }
}
