/** Where the app lives under its origin (SPEC.md section 2: app base path /app). */
export const APP_BASE_PATH = '/app';

/**
 * The app's routes (SPEC.md section 2), relative to the app base path. Presenters navigate to them, and
 * the views' route table and links use them, so that each path is spelled once.
 */
export const PATHS = {
  /** Sign-in when signed out; signed in, it leads to the start page. */
  signIn: '/',
  /** The sign-in page under its own name (where sign-out and the account pages' links lead). */
  signInPage: '/signin',
  signUp: '/signup',
  resetPassword: '/resetPws',
  /** A new password from an e-mailed link (`?secret=`). */
  setPassword: '/pws',
  privacyPolicy: '/privacy-policy',
  /** Today's Cards, the signed-in start page. */
  start: '/welcomeBack',
  study: '/study',
  congratulation: '/congratulation',
  preferences: '/preferences',
  settings: '/settings',
  updatePassword: '/updatePws',
  tour: '/tour',
  feedback: '/feedback',
  logout: '/logout',
  performance: '/performance',
  library: '/library',
  libraryResources: '/library/resources',
  libraryTour: '/library_tour',
} as const;

export type StaticPath = (typeof PATHS)[keyof typeof PATHS];

/** The route pattern of one deck's page, /library/deck/{deckId}. */
export const DECK_ROUTE_PATTERN = '/library/deck/:deckId';
export type DeckPath = `/library/deck/${string}`;

/** Any path the app routes to. */
export type AppPath = StaticPath | DeckPath;

export function deckPath(deckId: string): DeckPath {
  return `/library/deck/${encodeURIComponent(deckId)}`;
}

/**
 * Paths on which start-up does not try the stored token (SPEC.md section 4). SPEC.md also names the privacy
 * policy, yet sends start-up's success and failure elsewhere "unless on the privacy policy": the policy is
 * the one page both states show, so start-up does sign in there and stays (architecture.md).
 */
export const SIGNED_OUT_ONLY_PATHS: readonly StaticPath[] = [PATHS.setPassword, PATHS.signUp, PATHS.resetPassword];

/** Whether `path` is `route` or one of its children. */
export function isOnPath(path: string, route: AppPath): boolean {
  return path === route || path.startsWith(`${route}/`);
}
