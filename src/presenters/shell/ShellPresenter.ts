import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { BROWSER, DEVICE_KEEPING, USER_API, type Browser, type DeviceKeeping, type UserApi } from '../../ports';
import { PATHS, isOnPath } from '../../domain';
import { LearnerSession } from '../app/LearnerSession';
import { SidebarState } from '../app/SidebarState';
import { StudyActivity } from '../app/StudyActivity';
import { FeatureAccess } from './FeatureAccess';
import { DRAWER_ITEMS, navItem, type NavItem } from './navItems';

/** docs/product.md section 9: the desktop layout starts at 1024px; the side menu is 200px open, 58px collapsed. */
const DESKTOP_BREAKPOINT_PX = 1024;
const SIDEBAR_OPEN_PX = 200;
const SIDEBAR_COLLAPSED_PX = 58;

/** What ShellPresenter works with: adding a collaborator is one line here. */
@injectable()
class ShellPresenterDeps {
  constructor(
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(SidebarState) readonly sidebar: SidebarState,
    @inject(StudyActivity) readonly study: StudyActivity,
    @inject(FeatureAccess) readonly access: FeatureAccess,
    @inject(USER_API) readonly users: UserApi,
    @inject(DEVICE_KEEPING) readonly keeping: DeviceKeeping,
    @inject(BROWSER) readonly browser: Browser,
  ) {}
}

/**
 * The signed-in shell: the side menu (collapsible on desktop, a drawer with an overlay on mobile), its
 * items with their highlights and disabling rules, the bottom tab bar and its hiding rule (docs/product.md section 2).
 */
@injectable()
export class ShellPresenter {
  /** Whether the viewport is at least the desktop breakpoint: the one place that asks, from the first render on. */
  desktop: boolean;
  /** The desktop side menu's open (200px) or collapsed (58px) state. */
  expanded = true;
  /** The mobile drawer. */
  drawerOpen = false;
  /** The address the device answered for the logo at `url` (a copy's own, or the logo's). */
  private keptLogo: { url: string; src: string } | null = null;

  constructor(@inject(ShellPresenterDeps) private readonly deps: ShellPresenterDeps) {
    this.desktop = deps.browser.atLeastWide(DESKTOP_BREAKPOINT_PX);
    makeAutoObservable<ShellPresenter, 'deps'>(this, { deps: false });
  }

  /**
   * While mounted: the layout follows the window across the desktop breakpoint, on large screens the menu
   * opens by itself when a study becomes active, and the partner's logo is kept for offline use. Returns
   * the disposer, for the view's effect clean-up.
   */
  attach(): () => void {
    const width = this.deps.browser.onWidthCrossing(DESKTOP_BREAKPOINT_PX, (desktop) => this.setDesktop(desktop));
    const menu = reaction(
      () => this.deps.study.active,
      (active) => {
        if (active && this.desktop) this.setExpanded(true);
      },
      { fireImmediately: true },
    );
    // The logo is drawn from a copy kept on the device, so that the installed app shows it offline too.
    const logo = reaction(
      () => this.logoUrl,
      (url) => {
        if (url) void this.keepLogo(url);
      },
      { fireImmediately: true },
    );
    return () => {
      width();
      menu();
      logo();
    };
  }

  /** The desktop menu is open when the learner left it open or the app forces it open. */
  get sidebarOpen(): boolean {
    return this.deps.sidebar.forceOpen || this.expanded;
  }

  get sidebarWidthPx(): number {
    return this.sidebarOpen ? SIDEBAR_OPEN_PX : SIDEBAR_COLLAPSED_PX;
  }

  setDesktop(desktop: boolean): void {
    this.desktop = desktop;
    if (desktop) this.drawerOpen = false;
    if (desktop && this.deps.study.active) this.expanded = true;
  }

  setExpanded(expanded: boolean): void {
    this.expanded = expanded;
  }

  /**
   * The menu button: collapses or opens the side menu on desktop (a menu the app holds open collapses,
   * and is the learner's again), opens the drawer on mobile.
   */
  toggleMenu(): void {
    if (!this.desktop) {
      this.drawerOpen = !this.drawerOpen;
    } else if (this.deps.sidebar.forceOpen) {
      this.deps.sidebar.setForceOpen(false);
      this.expanded = false;
    } else {
      this.expanded = !this.expanded;
    }
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  /** The side menu's items: partner-gated ones hidden when not enabled, disabled mid-session. */
  get menuItems(): readonly NavItem[] {
    const { access } = this.deps;
    return [
      navItem("Today's Cards", PATHS.start, 'cards', [PATHS.start, PATHS.study]),
      ...(access.performanceEnabled ? [navItem('My Performance', PATHS.performance, 'performance', [PATHS.performance], access.midSession)] : []),
      ...(access.libraryEnabled ? [navItem('Library', access.libraryEntryPath, 'library', [PATHS.library, PATHS.libraryTour], access.midSession)] : []),
      navItem('Tour', PATHS.tour, 'tour'),
      navItem('Feedback', PATHS.feedback, 'feedback'),
      navItem('Settings', PATHS.settings, 'settings', [PATHS.settings, PATHS.updatePassword, PATHS.preferences]),
      navItem('Logout', PATHS.logout, 'logout'),
    ];
  }

  /** The mobile drawer's list (docs/product.md section 2). */
  get drawerItems(): readonly NavItem[] {
    return DRAWER_ITEMS;
  }

  /** The bottom tab bar's tabs: Today's Cards, and Performance and Library where the partner enables them. */
  get tabItems(): readonly NavItem[] {
    return this.menuItems
      .filter((item) => item.icon === 'cards' || item.icon === 'performance' || item.icon === 'library')
      .map((item) => (item.icon === 'performance' ? { ...item, label: 'Performance' } : item));
  }

  /** The tab bar (small screens only) hides during study and while cards remain to review. */
  tabBarVisible(path: string): boolean {
    if (this.desktop) return false;
    if (isOnPath(path, PATHS.study)) return false;
    return !this.deps.study.active && this.deps.study.cardsRemaining === 0;
  }

  isActive(item: NavItem, path: string): boolean {
    return item.activeOn.some((prefix) => isOnPath(path, prefix));
  }

  /**
   * Where the partner sets showFeedbackAlways, Feedback is offered in the top bar on every screen (not
   * only in the menus), except on the feedback screen itself.
   */
  feedbackAlwaysShown(path: string): boolean {
    return this.deps.session.user?.partner.showFeedbackAlways === true && path !== PATHS.feedback;
  }

  /**
   * The partner's logo as drawn: from the copy of GET /app/media/{logoId} that the device keeps, once it
   * answers while the shell is attached; null until then, and when the partner has none.
   */
  get partnerLogo(): { src: string; alt: string } | null {
    const partner = this.deps.session.user?.partner;
    const kept = this.keptLogo;
    if (!partner || kept === null || kept.url !== this.logoUrl) return null;
    return { src: kept.src, alt: `${partner.name} logo` };
  }

  /** The address of the partner's logo (GET /app/media/{logoId}), or null when the partner has none. */
  private get logoUrl(): string | null {
    const logoId = this.deps.session.user?.partner.logoId;
    return logoId ? this.deps.users.logoUrl(logoId) : null;
  }

  /** Draws the copy the device answers for `url`, unless the partner's logo changed meanwhile (a later one's copy may have come first). */
  private async keepLogo(url: string): Promise<void> {
    const src = await this.deps.keeping.keepCopy(url);
    if (url === this.logoUrl) this.setKeptLogo({ url, src });
  }

  private setKeptLogo(kept: { url: string; src: string }): void {
    this.keptLogo = kept;
  }
}
