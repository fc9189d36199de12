/**
 * The sandbox's "slow and flaky backend" mode, for the browser tests only: when the browser's storage
 * holds `sreo.sandbox.chaos` (set by the test before the app loads), or a test's world on the sandbox
 * server was given the same settings, every call is delayed by `delayMs`, and calls whose path starts
 * with one of the `faults` keys take the next fault of its list in turn: 'ok' (answered normally),
 * 'drop' (the connection drops: a network error), or an HTTP status (the server fails with that status
 * and an InternalError body). A dropped or failed call never reaches the sandbox, so nothing it carried
 * is recorded. Absent the settings, nothing changes. The page's MSW handlers for it are in
 * msw/chaosHandlers.ts, so the Node server, which takes `ChaosPlan` alone, does not load MSW.
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
