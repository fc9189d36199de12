import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { sessionEnded, toAppError, type AppError } from '../../domain';
import { ERROR_TRACING, type ErrorTracing } from '../../ports';
import { LearnerSession } from './LearnerSession';
import { ToastQueue } from './ToastQueue';

/** What Failures works with: adding a collaborator is one line here. */
@injectable()
class FailuresDeps {
  constructor(
    @inject(ERROR_TRACING) readonly errorTracing: ErrorTracing,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(ToastQueue) readonly toasts: ToastQueue,
  ) {}
}

/**
 * Where every failure goes (docs/product.md section 4): noted once (reported when the catalogue says so, an
 * expired session signed out), then shown inline by its screen, or as an error toast when it has a
 * friendly explanation, else as the shared full-page error.
 */
@injectable()
export class Failures {
  /** A failure without a friendly explanation, shown as a full-page error. */
  error: AppError | null = null;
  /** Why the server ended the session, for the sign-in page the learner lands on (taken once). */
  private sessionEnd: AppError | null = null;

  constructor(@inject(FailuresDeps) private readonly deps: FailuresDeps) {
    makeAutoObservable<Failures, 'deps' | 'sessionEnd'>(this, { deps: false, sessionEnd: false });
    // The shared error belongs to the learner it happened to: a sign-in or sign-out clears it.
    reaction(
      () => this.deps.session.learnerId,
      () => this.dismissError(),
    );
  }

  /**
   * Every failure passes here once: it becomes a catalogue error, is reported when the catalogue says
   * so, and an expired session ends the local one. The caller decides where the learner reads it.
   */
  noteFailure(error: unknown): AppError {
    const failure = toAppError(error);
    if (failure.report) this.deps.errorTracing.report(failure, { title: failure.title, status: failure.status });
    if (failure.isSessionExpired && this.deps.session.loggedIn) {
      this.sessionEnd = sessionEnded(failure);
      void this.deps.session.signOut();
    }
    return failure;
  }

  /** Why the server ended the last session, once: the sign-in page that opens next says it. */
  takeSessionEnd(): AppError | null {
    const end = this.sessionEnd;
    this.sessionEnd = null;
    return end;
  }

  /** A failure no form shows inline: a friendly one becomes an error toast, others the shared error. */
  showFailure(error: unknown): void {
    const failure = this.noteFailure(error);
    if (failure.hasFriendlyExplanation) this.deps.toasts.push('error', failure.text);
    else this.error = failure;
  }

  dismissError(): void {
    this.error = null;
  }
}
