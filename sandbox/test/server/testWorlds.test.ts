import { TEST_WORLD_COOKIE } from '../../src/server/SandboxWorlds';
import type { StudyCardJson } from '@sreo/contract/wire';
import { answeredOnPastDays, audioCard, deck, recall, SIGNS_IN_THROUGH_SSO, type TestWorld } from '../../src/testing';
import { APP_ORIGIN, SANDBOX_CLIENT, form, startTestSandbox } from './sandboxServerHarness';

/** A browser test's own world on the sandbox server, set through PUT /sandbox/flags {world}. */

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const capitals = deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima')], 'World Capitals');
const anatomy = deck('anatomy', [recall('The largest organ?', 'The skin')], 'Human Anatomy');

let worlds = 0;

/** A world of its own, set up with `world`: the headers of a call in it. */
async function worldOf(world: TestWorld) {
  const cookie = `${TEST_WORLD_COOKIE}=world-${(worlds += 1)}`;
  const headers = { Cookie: cookie, Origin: APP_ORIGIN };
  const set = await fetch(`${sandbox.apiBase}/sandbox/flags`, {
    method: 'PUT',
    headers: { ...headers, ...SANDBOX_CLIENT, 'Content-Type': 'application/json' },
    body: JSON.stringify({ world }),
  });
  expect(set.status).toBe(204);
  return headers;
}

/** A world of its own, set up with `world`, and the token of its learner (`email`) in it. */
async function givenTheWorld(world: TestWorld, email = 'new@demo.test') {
  const headers = await worldOf(world);
  const signIn = form({ email, pws: 'demo-pass-1' });
  const signedIn = await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', body: signIn.body, headers: { ...headers, ...signIn.headers } });
  const token = signedIn.headers.get('X-Auth-Token');
  const get = async (path: string) => {
    const answer = await fetch(`${sandbox.apiBase}${path}`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  return { user: (await signedIn.json()) as { partner: Record<string, unknown> }, get };
}

test('given a world of two decks and answers on three past days, when the learner looks, then the library and the performance are that world’s', async () => {
  const { get } = await givenTheWorld({ decks: [capitals, anatomy], pastAnswers: answeredOnPastDays(capitals, 3) });

  const decks = (await get('/app/library/decks?deckType=0')).body as unknown as { deckName: string; tkl: number | null }[];
  const performance = (await get('/app/performance')).body as { studyDays: { count: number }[]; cardsStudied: number };

  expect(decks.map(({ deckName }) => deckName)).toEqual(['World Capitals', 'Human Anatomy']);
  expect(decks[0]?.tkl).toBeGreaterThan(0);
  expect(decks[1]?.tkl).toBeNull();
  expect(performance.studyDays.map(({ count }) => count)).toEqual([1, 1, 1]);
  expect(performance.cardsStudied).toBe(2);
});

test('given a world whose partner has the comparisons and the library off, when the learner signs in, then the partner says so and the library refuses', async () => {
  const { user, get } = await givenTheWorld({ decks: [capitals], partner: { showLeaderboard: false, enableLibrary: false } });

  expect(user.partner).toMatchObject({ showLeaderboard: false, enableLibrary: false, enableUserPerformance: true });
  expect((await get('/app/library/decks?deckType=0')).status).toBe(403);
});

test('given a world of two partners, when a learner of each signs in, then each partner has its own name, flags and logo', async () => {
  const world: TestWorld = {
    partner: { n: 'Harbour Police Academy', showFeedbackAlways: true, l: 'demo-academy' },
    partnerOf: { 'basic@demo.test': { n: 'Airside Security', showFeedbackAlways: false, enableLibrary: false, l: 'northgate-airport' } },
  };

  const learner = (await givenTheWorld(world)).user;
  const other = (await givenTheWorld(world, 'basic@demo.test')).user;

  expect(learner.partner).toMatchObject({ n: 'Harbour Police Academy', showFeedbackAlways: true, enableLibrary: true, l: 'demo-academy' });
  expect(other.partner).toMatchObject({ n: 'Airside Security', showFeedbackAlways: false, enableLibrary: false, l: 'northgate-airport' });
});

test('given a world whose partner signs in through single sign-on, when its learner asks how to sign in, then the answer is single sign-on', async () => {
  const headers = await worldOf({ partner: SIGNS_IN_THROUGH_SSO });

  const method = await fetch(`${sandbox.apiBase}/auth/method?email=new@demo.test`, { headers });

  expect(await method.json()).toEqual({ method: 'sso' });
});

test('given a world with a reset link e-mailed today and one two days ago, when each sets a new password, then today\'s does and the old one, like a wrong one, is refused as not valid', async () => {
  const headers = await worldOf({ resetLinks: [{ secret: 'TODAYS-LINK', daysAgo: 0 }, { secret: 'OLD-LINK', daysAgo: 2 }] });
  const setPassword = async (secret: string) => {
    const body = form({ secret, pws: 'brand-new-77' });
    const answer = await fetch(`${sandbox.apiBase}/auth/pws/upd`, { method: 'POST', body: body.body, headers: { ...headers, ...body.headers } });
    return { status: answer.status, type: answer.status === 204 ? null : ((await answer.json()) as { type: string }).type };
  };

  expect(await setPassword('OLD-LINK')).toEqual({ status: 403, type: 'ResetLinkInvalid' });
  expect(await setPassword('NO-SUCH-LINK')).toEqual({ status: 403, type: 'ResetLinkInvalid' });
  expect(await setPassword('TODAYS-LINK')).toEqual({ status: 204, type: null });
  const signIn = form({ email: 'new@demo.test', pws: 'brand-new-77' });
  expect((await fetch(`${sandbox.apiBase}/auth`, { method: 'POST', body: signIn.body, headers: { ...headers, ...signIn.headers } })).status).toBe(200);
});

test('given a world with an audio card, then its address is absolute on the media origin and answers a WAV file there', async () => {
  const { get } = await givenTheWorld({ decks: [deck('heartbeat', [audioCard()])] });
  const [item] = (await get('/app/library/decks/heartbeat')).body as unknown as { id: string }[];
  const card = (await get(`/app/library/cards/${item?.id}`)).body as unknown as StudyCardJson;

  const audio = await fetch(card.f);

  expect(card.f).toBe(`${sandbox.origins.media}/media/heart-sounds.wav`);
  expect(audio.status).toBe(200);
  expect(audio.headers.get('Content-Type')).toBe('audio/wav');
  expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
});
