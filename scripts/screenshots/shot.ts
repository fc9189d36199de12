import type { Page } from '@playwright/test';

/** The window sizes every screen is taken at: a laptop, a small laptop with browser chrome, a phone. */
export const SIZES = {
  '1280x800': { width: 1280, height: 800, phone: false },
  '1366x657': { width: 1366, height: 657, phone: false },
  '390x844': { width: 390, height: 844, phone: true },
} as const;
export type SizeName = keyof typeof SIZES;

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** One browser page, signed out, in a sandbox world of its own fresh from the seed, at one size and theme. */
export interface ShotScreen {
  readonly page: Page;
  readonly size: SizeName;
  readonly theme: ThemeName;
  /** Saves the page as it stands, as `<folder>/<module>/<shot>/<name>-<size>-<theme>.png`. */
  capture(name: string, options?: { readonly fullPage?: boolean }): Promise<void>;
}

/** A named sequence of steps: it signs in and prepares what it needs, and captures along the way. */
export interface Shot {
  readonly name: string;
  /** The app's service worker runs (as in the installed app, which opens offline); blocked otherwise. */
  readonly serviceWorker?: boolean;
  take(screen: ShotScreen): Promise<void>;
}

const DEMO_PASSWORD = 'demo-pass-1';

/** Signs in from the sign-in page and waits for the first signed-in page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(welcomeBack|tour|congratulation)$/);
}

/** Lets the screen settle (images loaded, fonts in, transitions over) before it is captured. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => (image.complete ? null : image.decode().catch(() => null))));
  });
}
