import { syntheticDecks } from '../sandbox/src/benchMode';
import { callSandbox } from '../sandbox/src/http/callSandbox';
import { SandboxServer } from '../sandbox/src/SandboxServer';
import { seedDecks, seedResources } from '../sandbox/src/seed/decks';

/** What the in-page instant backend answers: the user, a token, and each study step in order. */
export interface StudyScript {
  readonly user: unknown;
  readonly token: string;
  /** steps[0] answers PUT /app/study with no answer; steps[n] answers the n-th answer sent. */
  readonly steps: readonly unknown[];
}

/**
 * The answers of a study session, recorded once here (in Node) from the sandbox server, so that the
 * bench's client-overhead figure replays them in the page with no server, scheduler or service worker
 * on the way: `steps` answers of "Good" to recall cards, for new@demo.test. Loaded by bench/run.mjs
 * through Vite, as bench/validators.ts is.
 */
export async function recordStudyScript(answers: number): Promise<StudyScript> {
  let now = Date.now();
  const server = new SandboxServer({
    clock: { now: () => now },
    content: { decks: [...syntheticDecks(answers + 10), ...seedDecks], resources: seedResources },
    newCardsPerDay: answers + 10,
  });
  const call = async (method: string, path: string, form: Record<string, string>, token: string | null) => {
    const response = await callSandbox(server, { method, path, form, token });
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response;
  };
  const signIn = await call('POST', '/auth', { email: 'new@demo.test', pws: 'demo-pass-1' }, null);
  const token = signIn.headers.get('X-Auth-Token');
  if (!token) throw new Error('the sandbox answered no X-Auth-Token');
  const user = signIn.body as { id: number };
  const steps: unknown[] = [(await call('PUT', '/app/study', {}, token)).body];
  for (let index = 0; index < answers; index++) {
    const step = steps[index] as { c?: { cId: number; dId: string; questionType: number }; mode: number };
    if (!step.c || step.c.questionType !== 0) throw new Error(`step ${index} has no recall card to answer`);
    now += 4000;
    const answer = { id: `instant-${index}`, uId: String(user.id), dId: step.c.dId, cId: String(step.c.cId), dt: String(now), tta: '3000', ans: '3', mode: String(step.mode) };
    steps.push((await call('PUT', '/app/study', answer, token)).body);
  }
  return { user: signIn.body, token, steps };
}
