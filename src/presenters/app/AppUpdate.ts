import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { APP_UPDATES, type AppUpdates } from '../../ports';

/** What AppUpdate works with: adding a collaborator is one line here. */
@injectable()
class AppUpdateDeps {
  constructor(
    @inject(APP_UPDATES) readonly updates: AppUpdates,
  ) {}
}

/**
 * "A new version is available": offered when one is waiting, never applied by itself, so a learner
 * mid-card is never reloaded under. "Reload now" switches to it; "Later" puts the offer away (the
 * browser starts the new version once every tab of the app is closed).
 */
@injectable()
export class AppUpdate {
  private waiting = false;
  private putAway = false;

  constructor(@inject(AppUpdateDeps) private readonly deps: AppUpdateDeps) {
    makeAutoObservable<AppUpdate, 'deps'>(this, { deps: false });
    this.deps.updates.onUpdateWaiting(() => runInAction(() => (this.waiting = true)));
  }

  get offered(): boolean {
    return this.waiting && !this.putAway;
  }

  reloadNow(): void {
    this.deps.updates.applyUpdate();
  }

  later(): void {
    this.putAway = true;
  }
}
