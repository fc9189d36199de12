/**
 * How long a step waits for what it expects before it fails: long enough for the app's first paint on a
 * machine shared with other browser runs (WebKit's has taken over 10 s there), and spent only by a step
 * that fails, as every wait ends when its condition holds.
 */
const STEP_TIMEOUT_MS = Number(process.env.ENGINES_STEP_TIMEOUT ?? 20_000);

/**
 * Asks `check` again (every 100 ms) until it answers true, or fails after `timeoutMs` with `what` and
 * the last error the check threw. Steps wait for what the learner would see, never for a fixed time.
 */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last: unknown = null;
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${last instanceof Error ? last.message : String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
