import { PATHS, type AppPath } from '../../domain';

export type NavIcon = 'cards' | 'performance' | 'library' | 'tour' | 'feedback' | 'settings' | 'logout' | 'preferences' | 'password';

export interface NavItem {
  readonly label: string;
  readonly to: AppPath;
  readonly icon: NavIcon;
  /** Paths (and their children) on which the item is highlighted. */
  readonly activeOn: readonly AppPath[];
  readonly disabled: boolean;
}

/** A menu item, highlighted on its own path unless `activeOn` says more. */
export function navItem(label: string, to: AppPath, icon: NavIcon, activeOn: readonly AppPath[] = [to], disabled = false): NavItem {
  return { label, to, icon, activeOn, disabled };
}

/** The mobile drawer's list (docs/product.md section 2): Start, Preferences, Tour, Password, Feedback, Logout. */
export const DRAWER_ITEMS: readonly NavItem[] = [
  navItem('Start', PATHS.start, 'cards', [PATHS.start, PATHS.study]),
  navItem('Preferences', PATHS.preferences, 'preferences'),
  navItem('Tour', PATHS.tour, 'tour'),
  navItem('Password', PATHS.updatePassword, 'password'),
  navItem('Feedback', PATHS.feedback, 'feedback'),
  navItem('Logout', PATHS.logout, 'logout'),
];
