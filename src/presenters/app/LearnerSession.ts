import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PATHS, type User } from '../../domain';
import { SignOut } from '../../domain/usecases';
import { DEVICE_KEEPING, NAVIGATION, type DeviceKeeping, type KeptProfile, type Navigation } from '../../ports';
import { SidebarState } from './SidebarState';
import { StudyActivity } from './StudyActivity';
import { ToastQueue } from './ToastQueue';

/** A learner let in from the profile kept on this device while the backend could not be asked. */
export interface SessionFromDevice {
  readonly profile: KeptProfile;
  /** Asks the backend again (start-up's Try again); the session is confirmed or ended when it answers. */
  readonly confirm: () => Promise<void>;
}

/** What LearnerSession works with: adding a collaborator is one line here. */
@injectable()
class LearnerSessionDeps {
  constructor(
    @inject(SignOut) readonly signOutUseCase: SignOut,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(StudyActivity) readonly activity: StudyActivity,
    @inject(ToastQueue) readonly toasts: ToastQueue,
    @inject(SidebarState) readonly sidebar: SidebarState,
    @inject(DEVICE_KEEPING) readonly keeping: DeviceKeeping,
  ) {}
}

/**
 * Who is signed in (docs/product.md section 3's current user and derived logged-in flag). Every way in (sign-in,
 * sign-up, stored token, single sign-on) ends in `enter`, and every way out (the Logout item, an expired
 * session) in `signOut`, so state kept per learner elsewhere follows `learnerId` and nothing else.
 */
@injectable()
export class LearnerSession {
  user: User | null = null;
  /**
   * Set while the learner was let in from the profile kept on this device (start-up could not reach the
   * backend); null once the backend has confirmed the session, and for every other way in.
   */
  fromDevice: SessionFromDevice | null = null;

  constructor(@inject(LearnerSessionDeps) private readonly deps: LearnerSessionDeps) {
    makeAutoObservable<LearnerSession, 'deps'>(this, { deps: false });
  }

  get loggedIn(): boolean {
    return this.user !== null;
  }

  /** The signed-in learner's id, or null: what per-learner state is keyed to. */
  get learnerId(): number | null {
    return this.user?.id ?? null;
  }

  /** A sign-in of any kind succeeded, or (with `fromDevice`) the backend could not be asked. */
  enter(user: User, fromDevice: SessionFromDevice | null = null): void {
    this.user = user;
    this.fromDevice = fromDevice;
    // Signed in, the device holds what matters (the session, answers not sent yet): ask the browser not
    // to evict it. Asked once; a refusal changes nothing the learner does.
    void this.deps.keeping.keepStorage();
  }

  /** The server answered the user anew (after PUT /app/user): keep it. */
  updateUser(user: User): void {
    this.user = user;
  }

  /**
   * Ends the session on the server and on this device (SignOut also resets the analytics identity and the
   * error-tracing user), forgets this learner's state, then shows the sign-in page. The Logout item and an
   * expired session both end here, so the next learner on a shared device starts clean.
   */
  async signOut(): Promise<void> {
    await this.deps.signOutUseCase.execute({ userId: this.learnerId });
    runInAction(() => {
      this.user = this.fromDevice = null;
      this.forgetLearner();
    });
    this.deps.navigation.navigate(PATHS.signInPage, { replace: true });
  }

  /**
   * The app-wide state that belongs to the learner rather than the device. The shared error and the
   * accepted terms follow `learnerId` themselves; screens' presenters live only as long as their screen.
   */
  private forgetLearner(): void {
    this.deps.activity.end();
    this.deps.toasts.clear();
    this.deps.sidebar.reset();
  }
}
