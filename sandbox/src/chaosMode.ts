import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxStorage } from './types';

/**
 * The sandbox's "slow and flaky backend" mode, for the browser tests only: when the browser's storage
 * holds `sreo.sandbox.chaos` (set by the test before the app loads), or a test's world on the sandbox
 * server was given the same settings, every call is delayed by `delayMs`, and calls whose path starts
 * with one of the `faults` keys take the next fault of its list in turn: 'ok' (answered normally),
 * 'drop' (the connection drops: a network error), or an HTTP status (the server fails with that status
 * and an InternalError body). A dropped or failed call never reaches the sandbox, so nothing it carried
 * is recorded. Absent the settings, nothing changes.
 */
export const CHAOS_FLAG_KEY = 'sreo.sandbox.chaos';

export type ChaosFault = 'ok' | 'drop' | number;

export interface ChaosSettings {
  readonly delayMs?: number;
  readonly faults?: Readonly<Record<string, readonly ChaosFault[]>>;
  /** Only calls with a body (an answer, a sign-in) take faults; plain loads are only delayed. */
  readonly onlyWithBody?: boolean;
}

/** The body of a call the chaos mode fails. */
export const CHAOS_FAILURE_BODY = { type: 'InternalError', message: 'The bench backend failed on purpose.' } as const;

/** Which fault each call takes, whatever serves the sandbox (MSW or the Node server). */
export class ChaosPlan {
  private readonly turns = new Map<string, number>();

  constructor(readonly settings: ChaosSettings) {}

  get delayMs(): number {
    return this.settings.delayMs ?? 0;
  }

  /** The fault for a call to `path` (under the API base); `hasBody` says whether it carries a body. */
  faultFor(path: string, hasBody: boolean): ChaosFault {
    const key = Object.keys(this.settings.faults ?? {}).find((prefix) => path.startsWith(prefix));
    if (key === undefined || (this.settings.onlyWithBody && !hasBody)) return 'ok';
    const faults = this.settings.faults![key]!;
    const turn = this.turns.get(key) ?? 0;
    this.turns.set(key, turn + 1);
    return faults[turn % faults.length] ?? 'ok';
  }
}

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
