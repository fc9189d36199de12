import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { requiresTermsOfUse } from '../../domain';
import { AcceptAgreement } from '../../domain/usecases';
import { Failures } from './Failures';
import { LearnerSession } from './LearnerSession';
import { submitForm, type SubmittingForm } from './submitForm';

/** What TermsAgreement works with: adding a collaborator is one line here. */
@injectable()
class TermsAgreementDeps {
  constructor(
    @inject(AcceptAgreement) readonly acceptAgreement: AcceptAgreement,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
  ) {}
}

/**
 * The terms-of-use overlay (docs/product.md sections 2 and 4): open once a learner whose partner requires it
 * signs in, until they accept with 'Got it'.
 */
@injectable()
export class TermsAgreement {
  /** The 'Got it' as a form: in flight, and the last failure for its alert. */
  readonly form: SubmittingForm = { submitting: false, failure: null };
  private accepted = false;

  constructor(@inject(TermsAgreementDeps) private readonly deps: TermsAgreementDeps) {
    makeAutoObservable<TermsAgreement, 'deps'>(this, { deps: false });
    // Each sign-in asks anew.
    reaction(
      () => this.deps.session.learnerId,
      () => (this.accepted = false),
    );
  }

  /** docs/product.md section 3's agreement state: undefined until a partner asks for it, then open until accepted. */
  get state(): boolean | undefined {
    const user = this.deps.session.user;
    if (!user || !requiresTermsOfUse(user.partner)) return undefined;
    return !this.accepted;
  }

  /**
   * The overlay shows: the terms are required and there is a page to show, once the backend has confirmed
   * the session (a learner let in from the device could neither load the terms nor accept them).
   */
  get open(): boolean {
    return this.state === true && !!this.termsUrl && !this.deps.session.fromDevice;
  }

  get termsUrl(): string | null {
    return this.deps.session.user?.partner.termOfUseUrl ?? null;
  }

  async accept(): Promise<void> {
    if (this.form.submitting) return;
    await submitForm(this.form, this.deps.failures, async () => {
      await this.deps.acceptAgreement.execute();
      runInAction(() => (this.accepted = true));
    });
  }
}
