import { makeAutoObservable } from 'mobx';

/** docs/product.md section 3's flag that forces the side menu open (default false), shared by every screen. */
export class SidebarState {
  forceOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  setForceOpen(open: boolean): void {
    this.forceOpen = open;
  }

  /** Back to the default, for the next learner. */
  reset(): void {
    this.forceOpen = false;
  }
}
