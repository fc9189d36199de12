import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SetPasswordFromSecret } from '../../domain/usecases';
import { ANALYTICS, type Analytics } from '../../ports';
import { Failures } from '../app/Failures';
import { NewPasswordForm, RESET_PASSWORD_BEFORE_LOGIN_SCREEN } from './NewPasswordForm';

/** What SetPasswordPresenter works with: adding a collaborator is one line here. */
@injectable()
class SetPasswordPresenterDeps {
  constructor(
    @inject(SetPasswordFromSecret) readonly setPasswordFromSecret: SetPasswordFromSecret,
    @inject(Failures) readonly failures: Failures,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/** /pws?secret=: a new password from the e-mailed link. */
@injectable()
export class SetPasswordPresenter {
  secret = '';
  readonly form: NewPasswordForm;

  constructor(@inject(SetPasswordPresenterDeps) private readonly deps: SetPasswordPresenterDeps) {
    this.form = new NewPasswordForm(deps.failures);
    makeAutoObservable<SetPasswordPresenter, 'deps'>(this, { deps: false, form: false });
  }

  /** The e-mailed link's page is the rest of the same signed-out reset. */
  open(): void {
    this.deps.analytics.screen(RESET_PASSWORD_BEFORE_LOGIN_SCREEN);
  }

  /** The link has no secret: nothing to submit, the learner needs a new link. */
  get missingSecret(): boolean {
    return this.secret.trim() === '';
  }

  setSecret(secret: string): void {
    this.secret = secret;
  }

  submit(): Promise<boolean> {
    if (this.missingSecret) return Promise.resolve(false);
    const secret = this.secret;
    return this.form.submit(
      () => true,
      (password) => this.deps.setPasswordFromSecret.execute({ secret, password }),
    );
  }
}
