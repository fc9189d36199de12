import type { UserJson as User } from '@sreo/contract/wire';
import { buildContent } from '../src/content';
import { createSeedState } from '../src/demoData';
import { FORMER_PAGE_STATE_KEY, PAGE_DATABASE_KEY } from '../src/pageSandbox';
import { pbkdf2Passwords, type PasswordHasher } from '../src/passwords';
import { seedDecks, seedResources } from '../src/seed/decks';
import { DEMO_PASSWORD, MapStorage, errorOf, pageDatabase, pageRows, sandbox, sequentialIds } from './sandboxHarness';

/** Every byte the page keeps, as text: its database file and anything else. */
function everythingKept(storage: MapStorage): string {
  const db = pageDatabase(storage);
  try {
    return new TextDecoder('latin1').decode(db.export()) + [...storage.entries.values()].join('\n');
  } finally {
    db.close();
  }
}

const MINUTE = 60_000;
const LEARNER = 'learner@demo.test';

function signInAnswer(box: ReturnType<typeof sandbox>, email: string, pws: string, clientAddress?: string) {
  return box.call('POST', '/auth', { form: { email, pws }, ...(clientAddress ? { clientAddress } : {}) });
}

describe('sandbox: passwords are kept as salted hashes', () => {
  it('given a sign-up and a password change, when the state is saved, then it holds neither password, and both sign-ins work as before', async () => {
    const storage = new MapStorage();
    const box = sandbox({ storage });
    await box.call('PUT', '/auth/signup/app', { form: { uuid: 'app', email: 'hashed@demo.test', pws: 'first-pass-1', username: 'hashed' } });
    const token = await box.signIn(LEARNER);
    const changed = await box.call('PUT', '/auth/pws/upd', { token, form: { email: LEARNER, pws: DEMO_PASSWORD, newPws: 'second-pass-2' } });

    const saved = everythingKept(storage);
    expect(changed.status).toBe(204);
    expect(saved).toContain('hashed@demo.test');
    for (const plain of ['first-pass-1', 'second-pass-2', DEMO_PASSWORD]) expect(saved).not.toContain(plain);
    expect((await box.call('POST', '/auth', { form: { email: 'hashed@demo.test', pws: 'first-pass-1' } })).status).toBe(200);
    expect((await box.call('POST', '/auth', { form: { email: LEARNER, pws: 'second-pass-2' } })).status).toBe(200);
    expect(errorOf(await box.call('POST', '/auth', { form: { email: LEARNER, pws: DEMO_PASSWORD } })).type).toBe('PasswordIsIncorrect');
  });

  it('given two accounts with the same password, then their stored hashes differ (salted)', async () => {
    const storage = new MapStorage();
    const box = sandbox({ storage });
    for (const email of ['one@demo.test', 'two@demo.test']) {
      await box.call('PUT', '/auth/signup/app', { form: { uuid: 'app', email, pws: 'same-pass-1', username: email } });
    }

    const users = pageRows(storage, 'SELECT email, passwordHash FROM learner');
    const [one, two] = ['one@demo.test', 'two@demo.test'].map((email) => users.find((user) => user.email === email)?.passwordHash);
    expect(one).toMatch(/^pbkdf2-sha256\$/);
    expect(two).not.toBe(one);
  });

  it('given a state an older version kept as JSON with plain passwords, when the page\'s sandbox starts, then the password still signs in and only its hash is kept', async () => {
    const storage = new MapStorage();
    const state = createSeedState(buildContent(seedDecks, seedResources), Date.UTC(2025, 2, 10, 9), 'unused');
    const users = state.users.map(({ passwordHash, ...user }) => ({ ...user, password: passwordHash === null ? null : 'legacy-pass-1' }));
    storage.set(FORMER_PAGE_STATE_KEY, JSON.stringify({ ...state, users }));

    const box = sandbox({ storage });

    expect((await box.call('POST', '/auth', { form: { email: LEARNER, pws: 'legacy-pass-1' } })).status).toBe(200);
    expect(storage.get(FORMER_PAGE_STATE_KEY)).toBeNull();
    expect(storage.get(PAGE_DATABASE_KEY)).not.toBeNull();
    expect(everythingKept(storage)).not.toContain('legacy-pass-1');
  });
});

describe('sandbox: wrong passwords are throttled', () => {
  it('given five wrong passwords for an account, when the right one comes, then it is refused with the contract error until the window has passed', async () => {
    const box = sandbox();
    for (let n = 0; n < 5; n += 1) expect(errorOf(await signInAnswer(box, LEARNER, `guess-${n}`)).type).toBe('PasswordIsIncorrect');

    const refused = await signInAnswer(box, LEARNER, DEMO_PASSWORD);
    box.clock.advance(15 * MINUTE);
    const later = await signInAnswer(box, LEARNER, DEMO_PASSWORD);

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ type: 'TooManyAttempts', message: 'Too many wrong passwords. Please wait 15 minutes, then try again.' });
    expect(later.status).toBe(200);
    expect((later.body as User).email).toBe(LEARNER);
  });

  it('given four wrong passwords then the right one, then the count starts again', async () => {
    const box = sandbox();
    for (let n = 0; n < 4; n += 1) await signInAnswer(box, LEARNER, `guess-${n}`);
    expect((await signInAnswer(box, LEARNER, DEMO_PASSWORD)).status).toBe(200);

    for (let n = 0; n < 4; n += 1) await signInAnswer(box, LEARNER, `guess-${n}`);

    expect((await signInAnswer(box, LEARNER, DEMO_PASSWORD)).status).toBe(200);
  });

  it('given twenty wrong passwords from one address over many accounts, then that address is refused for any account while another address is not', async () => {
    const box = sandbox();
    for (let n = 0; n < 20; n += 1) await signInAnswer(box, `nobody-${n}@demo.test`, 'guess-1', '203.0.113.9');

    expect(errorOf(await signInAnswer(box, 'new@demo.test', DEMO_PASSWORD, '203.0.113.9')).type).toBe('TooManyAttempts');
    expect((await signInAnswer(box, 'new@demo.test', DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('given five wrong current passwords on the signed-in password change, then the change is refused even with the right one', async () => {
    const box = sandbox();
    const token = await box.signIn(LEARNER);
    const change = async (pws: string) => await box.call('PUT', '/auth/pws/upd', { token, form: { email: LEARNER, pws, newPws: 'next-pass-1' } });
    for (let n = 0; n < 5; n += 1) expect(errorOf(await change(`guess-${n}`)).type).toBe('PasswordIsIncorrect');

    expect(errorOf(await change(DEMO_PASSWORD)).type).toBe('TooManyAttempts');
  });
});

describe('sandbox: the single-sign-on code is handed over only by the identity provider', () => {
  const IDP = 'http://idp.test';
  const destination = 'http://app.test/app/';

  it('given a provider on its own origin, when PUT /oauth2, then the answer carries no code, and the provider leads back with one that signs in once', async () => {
    const box = sandbox({ randomId: sequentialIds('secret'), sites: { media: 'http://media.test/media', terms: 'http://terms.test/t.html', identityProvider: IDP } });

    const started = await box.call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination } });
    const url = new URL((started.body as { url: string }).url);
    const pending = box.server.pendingSingleSignOn(url.searchParams.get('request') ?? '', destination);
    const code = new URL(pending!.returnUrl).searchParams.get('sso_code') ?? '';

    expect(url.origin).toBe(IDP);
    expect([...url.searchParams.keys()].sort()).toEqual(['destination', 'request']);
    expect(url.searchParams.get('request')).not.toBe(code);
    expect(JSON.stringify(started)).not.toContain(code);
    expect((await box.call('POST', '/auth/sso', { form: { code } })).status).toBe(200);
    expect((await box.call('POST', '/auth/sso', { form: { code } })).status).toBe(403);
  });

  it('given an unknown sign-in attempt, then the provider has nothing to lead back with', async () => {
    const box = sandbox({ sites: { media: 'http://media.test/media', terms: 'http://terms.test/t.html', identityProvider: IDP } });
    await box.call('PUT', '/oauth2', { query: { email: 'sso@demo.test', destination } });

    expect(box.server.pendingSingleSignOn('guessed', destination)).toBeNull();
    expect(box.server.pendingSingleSignOn('', destination)).toBeNull();
  });
});

describe('sandbox: a wrong password tells nothing of whether the account exists', () => {
  it('given a wrong password for a known account and for an unknown one, then both cost one password check and answer alike', async () => {
    const inner = pbkdf2Passwords(10);
    const checks: string[] = [];
    const passwords: PasswordHasher = { hash: (password) => inner.hash(password), verify: (password, stored) => (checks.push(stored), inner.verify(password, stored)) };
    const box = sandbox({ passwords });

    const known = await signInAnswer(box, LEARNER, 'wrong-pass-1');
    const knownChecks = checks.splice(0).length;
    const unknown = await signInAnswer(box, 'nobody@demo.test', 'wrong-pass-1');
    const unknownChecks = checks.splice(0).length;

    expect([known.status, unknown.status]).toEqual([403, 403]);
    expect(unknown.body).toEqual(known.body);
    expect([knownChecks, unknownChecks]).toEqual([1, 1]);
  });
});

describe('sandbox: what signs in is never kept as sent', () => {
  it('given a session and a password-reset secret, when the page keeps its database, then the token is nowhere in it and the secret only as the e-mail that carries it', async () => {
    const storage = new MapStorage();
    const box = sandbox({ storage });
    const token = await box.signIn(LEARNER);
    await box.call('POST', '/auth/pws/reset', { form: { email: LEARNER } });
    const [mail] = box.server.mailbox(LEARNER);

    const kept = everythingKept(storage);
    const secrets = pageRows(storage, 'SELECT secretHash FROM reset_secret').map((row) => row.secretHash);

    expect((await box.call('GET', '/auth', { token })).status).toBe(200);
    expect(kept).not.toContain(token);
    expect(secrets).toHaveLength(1);
    expect(secrets).not.toContain(mail!.secret);
  });
});
