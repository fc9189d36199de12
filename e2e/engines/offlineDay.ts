import { keptAnswersInPage } from '../support/keptAnswers';
import { SANDBOX_CLIENT } from '../support/sandboxCalls';
import type { SandboxMode } from '../support/sandboxModes';
import { answerByKeyboard, expectLogoShown, signIn } from './learnersDay';
import type { Screen } from './Screen';
import { waitUntil } from './waitUntil';

interface LoggedAnswer {
  readonly id: string;
  readonly cardId: number;
}

/** The sandbox's answer log for one learner (the sandbox-only GET /sandbox/answers), asked as the page would. */
function serverAnswers(screen: Screen, sandbox: SandboxMode, email: string): Promise<LoggedAnswer[]> {
  return screen.driver.evaluate(
    async (url, headers) => (await (await fetch(url, { credentials: 'include', headers })).json()) as LoggedAnswer[],
    `${sandbox.apiBase}/sandbox/answers?email=${encodeURIComponent(email)}`,
    SANDBOX_CLIENT,
  );
}

/** Stopping and starting the app's and the sandbox's servers (servers.ts). */
export interface ServerSwitch {
  stop(): Promise<void>;
  start(): Promise<void>;
}

const EMAIL = 'new@demo.test';

/**
 * The installed app with its servers stopped: an answer given then is kept on the device, the app opens
 * again from its service worker with the partner's logo, and once the servers are back the answer
 * reaches the sandbox exactly once.
 */
export async function answersKeptWhileServersStopped(screen: Screen, appBase: string, sandbox: SandboxMode, servers: ServerSwitch): Promise<void> {
  await screen.driver.open(`${appBase}signin`);
  await signIn(screen, EMAIL);
  await screen.see({ role: 'heading', name: "Today's Cards" });
  // The service worker installed, its precache complete.
  await screen.driver.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expectLogoShown(screen, 'online');

  await screen.click({ role: 'button', name: 'Start' });
  await screen.focused({ css: '#card-question' });
  await answerOne(screen);

  await servers.stop();
  await answerOne(screen);
  await screen.see({ role: 'alert', text: /Your answer is saved on this device/ });
  const kept = (await screen.driver.evaluate(keptAnswersInPage)).map((answer) => answer.id);
  if (kept.length !== 1) throw new Error(`answers kept on the device: ${kept.length}`);

  // Opened again with no server: from the service worker, signed in, the partner's logo whole.
  await screen.driver.reload();
  await screen.see({ role: 'heading', name: "Today's Cards" });
  await expectLogoShown(screen, 'with the servers stopped');

  await servers.start();
  await screen.driver.reload();
  await screen.see({ role: 'heading', name: "Today's Cards" });
  await waitUntil('the kept answer delivered', async () => (await screen.driver.evaluate(keptAnswersInPage)).length === 0);
  const logged = await serverAnswers(screen, sandbox, EMAIL);
  const ids = logged.map((answer) => answer.id);
  if (ids.length !== 2 || new Set(ids).size !== 2 || !ids.includes(kept[0]!)) throw new Error(`answers on the server: ${JSON.stringify(logged)}`);
}

async function answerOne(screen: Screen): Promise<void> {
  const [before, type] = await screen.driver.evaluate(() => {
    const article = document.querySelector('article[data-card-id]');
    return [article?.getAttribute('data-card-id') ?? '', Number(article?.getAttribute('data-question-type'))] as const;
  });
  await screen.focused({ css: '#card-question' });
  await answerByKeyboard(screen, type);
  await screen.waitFor(
    'the next card or the notice that the answer is kept',
    (id) => document.querySelector('[role="alert"]') !== null || (document.querySelector('article[data-card-id]')?.getAttribute('data-card-id') ?? id) !== id,
    before,
  );
}
