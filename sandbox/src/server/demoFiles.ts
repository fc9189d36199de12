import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo partner's terms pages: the sandbox server's terms site serves them, the in-page demo beside the app. */
export const TERMS_FOLDER = fileURLToPath(new URL('../../terms', import.meta.url));

/**
 * The in-page demo's static files, by their path under the app's base: MSW's service worker (from the
 * msw package the page's sandbox runs on, so their versions agree) and the terms pages. The demo's
 * build and dev server serve them (vite.config.ts); the app's public/ holds neither.
 */
export function inPageDemoFiles(): Record<string, string> {
  const files: Record<string, string> = { 'mockServiceWorker.js': createRequire(import.meta.url).resolve('msw/mockServiceWorker.js') };
  for (const page of readdirSync(TERMS_FOLDER)) files[`terms/${page}`] = join(TERMS_FOLDER, page);
  return files;
}
