import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxStorage } from './types';

/**
 * The sandbox's "slow and flaky backend" mode, for the browser tests only: when the browser's storage
 * holds `sreo.sandbox.chaos` (set by the test before the app loads), every call is delayed by `delayMs`,
 * and calls whose path starts with one of the `faults` keys take the next fault of its list in turn:
 * 'ok' (answered normally), 'drop' (the connection drops: a network error), or an HTTP status (the
 * server fails with that status and an InternalError body). A dropped or failed call never reaches the
 * sandbox, so nothing it carried is recorded. Absent the flag, no handler is added.
 */
export const CHAOS_FLAG_KEY = 'sreo.sandbox.chaos';

export type ChaosFault = 'ok' | 'drop' | number;

export interface ChaosSettings {
  readonly delayMs?: number;
  readonly faults?: Readonly<Record<string, readonly ChaosFault[]>>;
  /** Only calls with a body (an answer, a sign-in) take faults; plain loads are only delayed. */
  readonly onlyWithBody?: boolean;
}

export function chaosHandlers(storage: SandboxStorage | null, basePath: string): HttpHandler[] {
  const settings = readSettings(storage);
  if (!settings) return [];
  const base = basePath.replace(/\/+$/, '');
  const turns = new Map<string, number>();
  return [
    http.all(`*${base}/*`, async ({ request }) => {
      if (settings.delayMs) await delay(settings.delayMs);
      const path = new URL(request.url).pathname.slice(new URL(request.url).pathname.indexOf(base) + base.length);
      const key = Object.keys(settings.faults ?? {}).find((prefix) => path.startsWith(prefix));
      if (key === undefined) return undefined;
      if (settings.onlyWithBody && (await request.clone().text()) === '') return undefined;
      const faults = settings.faults![key]!;
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      const fault = faults[turn % faults.length];
      if (fault === 'drop') return HttpResponse.error();
      if (typeof fault === 'number') return HttpResponse.json({ type: 'InternalError', message: 'The bench backend failed on purpose.' }, { status: fault });
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
