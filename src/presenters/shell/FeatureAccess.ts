import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PATHS, type AppPath } from '../../domain';
import { LearnerSession } from '../app/LearnerSession';
import { StudyActivity } from '../app/StudyActivity';

/** What FeatureAccess works with: adding a collaborator is one line here. */
@injectable()
class FeatureAccessDeps {
  constructor(
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(StudyActivity) readonly study: StudyActivity,
  ) {}
}

/**
 * Which partner-gated screens the learner may open now (docs/product.md sections 2 and 6), read by the route
 * guards and the navigation alike so that a menu never offers what a guard would refuse.
 */
@injectable()
export class FeatureAccess {
  constructor(@inject(FeatureAccessDeps) private readonly deps: FeatureAccessDeps) {
    makeAutoObservable<FeatureAccess, 'deps'>(this, { deps: false });
  }

  get libraryEnabled(): boolean {
    return this.deps.session.user?.partner.enableLibrary === true;
  }

  get performanceEnabled(): boolean {
    return this.deps.session.user?.partner.enableUserPerformance === true;
  }

  /** Mid-session: an active study that is not in Review or Survey mode. */
  get midSession(): boolean {
    return this.deps.study.midSession;
  }

  /** The library routes (/library, its children and /library_tour). */
  get libraryAllowed(): boolean {
    return this.libraryEnabled && !this.midSession;
  }

  get performanceAllowed(): boolean {
    return this.performanceEnabled && !this.midSession;
  }

  /** The Library item goes to the tour until the learner has seen it. */
  get libraryEntryPath(): AppPath {
    return this.deps.session.user?.libraryTourShown ? PATHS.library : PATHS.libraryTour;
  }
}
