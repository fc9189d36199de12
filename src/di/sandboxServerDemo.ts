import { SANDBOX_CLIENT_HEADER, type SandboxDemoJson } from '@sreo/contract/sandboxCalls';
import type { DemoMail, SandboxDemo } from '../presenters/auth/SandboxDemo';
import type { AppConfig } from '../ports';

/** How long start-up waits for the sandbox server's demo before the app opens without it. */
const DEMO_WAIT_MS = 3_000;

/**
 * A sandbox-only call as the page makes it: with the browser's credentials (so a browser test reads its
 * own world) and the sandbox-only header (the server refuses the call without it, and from any origin
 * but the app's). `fallback` when there is no answer (offline, the server down or refusing).
 */
async function sandboxGet<T>(url: string, fallback: T, timeoutMs?: number): Promise<T> {
  try {
    const signal = timeoutMs === undefined ? null : AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, { credentials: 'include', headers: { [SANDBOX_CLIENT_HEADER]: '1' }, signal });
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The demo of the sandbox server (`npm start`'s build): its accounts and texts (GET /sandbox/demo) and
 * its mailbox (GET /sandbox/mailbox?to=), asked over HTTP, so that a build against a backend carries
 * neither the sandbox nor its demo password (docs/decisions/0051-demo-accounts-from-the-sandbox-server.md).
 * Unanswered, the app opens without them.
 */
export async function sandboxServerDemo(apiBaseUrl: string): Promise<{ app: Pick<AppConfig, 'supportEmail' | 'streakRule'>; demo: SandboxDemo }> {
  const offered = await sandboxGet<SandboxDemoJson | null>(`${apiBaseUrl}/sandbox/demo`, null, DEMO_WAIT_MS);
  const mailbox = (email: string) => sandboxGet<readonly DemoMail[]>(`${apiBaseUrl}/sandbox/mailbox?to=${encodeURIComponent(email)}`, []);
  return {
    app: offered ? { supportEmail: offered.supportEmail, streakRule: offered.streakRule } : { supportEmail: '' },
    demo: { accounts: offered?.accounts ?? [], mailbox },
  };
}
