import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { CHAOS_FAILURE_BODY, CHAOS_FLAG_KEY, ChaosPlan, type ChaosSettings } from '../chaosMode';
import type { SandboxStorage } from '../types';

/** The chaos mode (chaosMode.ts) in the page: an MSW handler before the sandbox's, when the storage asks for it. */
export function chaosHandlers(storage: SandboxStorage | null, basePath: string): HttpHandler[] {
  const settings = readSettings(storage);
  if (!settings) return [];
  const base = basePath.replace(/\/+$/, '');
  const plan = new ChaosPlan(settings);
  return [
    http.all(`*${base}/*`, async ({ request }) => {
      if (plan.delayMs) await delay(plan.delayMs);
      const pathname = new URL(request.url).pathname;
      const path = pathname.slice(pathname.indexOf(base) + base.length);
      const fault = plan.faultFor(path, (await request.clone().text()) !== '');
      if (fault === 'drop') return HttpResponse.error();
      if (typeof fault === 'number') return HttpResponse.json(CHAOS_FAILURE_BODY, { status: fault });
      return undefined;
    }),
  ];
}

function readSettings(storage: SandboxStorage | null): ChaosSettings | null {
  try {
    const raw = storage?.get(CHAOS_FLAG_KEY);
    return raw ? (JSON.parse(raw) as ChaosSettings) : null;
  } catch {
    return null;
  }
}
