import {
  FAKE_CLOCK_START,
  FakeBrowser,
  FakeClock,
  FakeConnectivity,
  MemoryKeyValueStorage,
  MemorySessionStore,
  RecordingAnalytics,
  RecordingErrorTracing,
} from '../../../src/adapters/memory';
import { SESSION_TOKEN_KEY } from '../../../src/adapters/storage/StoredSessionStore';

describe('in-memory fakes of the ports', () => {
  it('given a storage, when values are set and removed, then get and keys follow', () => {
    const storage = new MemoryKeyValueStorage({ a: '1' });

    storage.set('b', '2');
    storage.remove('a');

    expect(storage.get('a')).toBeNull();
    expect(storage.get('b')).toBe('2');
    expect(storage.keys()).toEqual(['b']);
  });

  it('given a session store over a storage, when a token is saved, then it sits under the browser store\'s key', () => {
    const storage = new MemoryKeyValueStorage();
    const sessions = new MemorySessionStore(storage);

    sessions.save('token-1');

    expect(storage.get(SESSION_TOKEN_KEY)).toBe('token-1');
    sessions.clear();
    expect(sessions.token()).toBeNull();
  });

  it('given a standalone session store, when a token is saved and cleared, then it answers it and then none', () => {
    const sessions = new MemorySessionStore();

    sessions.save('token-2');
    expect(sessions.token()).toBe('token-2');
    sessions.clear();
    expect(sessions.token()).toBeNull();
  });

  it('given a fake clock, when set and advanced, then now follows', () => {
    const clock = new FakeClock();
    expect(clock.now()).toBe(FAKE_CLOCK_START);

    clock.advance(1500);
    expect(clock.now()).toBe(FAKE_CLOCK_START + 1500);
    clock.set(new Date('2030-01-01T00:00:00Z'));
    expect(clock.now()).toBe(Date.UTC(2030, 0, 1));
    clock.setUtcOffsetMinutes(330);
    expect(clock.utcOffsetMinutes()).toBe(330);
  });

  it('given a listener, when connectivity changes, then it hears each change once and nothing after unsubscribing', () => {
    const connectivity = new FakeConnectivity();
    const heard: boolean[] = [];
    const stop = connectivity.onChange((online) => heard.push(online));

    connectivity.goOffline();
    connectivity.goOffline();
    connectivity.goOnline();
    stop();
    connectivity.goOffline();

    expect(heard).toEqual([false, true]);
    expect(connectivity.isOnline()).toBe(false);
  });

  it('given a fake browser, when the app reloads and leaves, then both are recorded', () => {
    const browser = new FakeBrowser();

    browser.reload();
    browser.assign('https://sso.test/login');

    expect(browser.reloads).toBe(1);
    expect(browser.lastAssigned).toBe('https://sso.test/login');
    expect(browser.origin()).toBe('http://localhost:5173');
  });

  it('given recording analytics, when events are sent, then they are recorded in order and identity follows identify/reset', () => {
    const analytics = new RecordingAnalytics();

    analytics.identify('1', { partner: 'Demo Academy' });
    analytics.capture('login', { login_type: 'password' });
    analytics.screen('login');
    expect(analytics.identity).toEqual({ userId: '1', properties: { partner: 'Demo Academy' } });
    analytics.reset();

    expect(analytics.captured('login')).toEqual([{ kind: 'capture', event: 'login', properties: { login_type: 'password' } }]);
    expect(analytics.screens()).toEqual(['login']);
    expect(analytics.identity).toBeNull();
  });

  it('given recording error tracing, when errors are reported, then the reports and the user are recorded', () => {
    const tracing = new RecordingErrorTracing();
    const error = new Error('boom');

    tracing.setUser('7');
    tracing.report(error, { where: 'test' });

    expect(tracing.user).toBe('7');
    expect(tracing.reports).toEqual([{ error, context: { where: 'test' } }]);
  });
});
