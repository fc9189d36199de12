import { PostHogAnalytics, SCREEN_EVENT, type PostHogClient } from '../../../src/adapters/posthog/PostHogAnalytics';
import type { LoadScheduler } from '../../../src/adapters/lazy/LibraryQueue';

type Call = [string, ...unknown[]];

/** A posthog-js stand-in that records every call it receives, in order. */
function fakePostHog(): PostHogClient & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    init: (token, config) => calls.push(['init', token, config]),
    identify: (id, properties) => calls.push(['identify', id, properties]),
    reset: () => calls.push(['reset']),
    capture: (event, properties) => calls.push(['capture', event, properties]),
  };
}

/** A scheduler the test fires by hand: "after the first paint" is when the test says. */
function manualSchedule() {
  let start: (() => void) | null = null;
  const schedule: LoadScheduler = (run) => (start = run);
  return { schedule, fire: () => start?.(), get requested() { return start !== null; } };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The adapter over a fake library; `failedLoads` loads fail first (the library did not arrive). */
function adapter(failedLoads = 0) {
  const client = fakePostHog();
  const timing = manualSchedule();
  let loads = 0;
  const analytics = new PostHogAnalytics({
    key: 'phc_key',
    apiHost: 'https://eu.i.posthog.com',
    load: async () => {
      loads += 1;
      if (loads <= failedLoads) throw new TypeError('Failed to fetch dynamically imported module');
      return client;
    },
    schedule: timing.schedule,
  });
  return { analytics, client, timing, loads: () => loads };
}

describe('PostHogAnalytics', () => {
  it('given a sign-in where the partner enables analytics, when the library arrives, then it receives init, identify and the events in order', async () => {
    const { analytics, client, timing, loads } = adapter();

    analytics.identify('42', { partner: 'Demo Academy' });
    analytics.capture('login', { login_type: 'password' });
    analytics.screen('performance');
    analytics.capture('main_cycle_completed', { main_cycle_length: 10, main_cycle_completed: true, main_cycle_duration: 95, ignored: undefined });
    expect(client.calls).toEqual([]);
    expect(loads()).toBe(0);

    timing.fire();
    await flush();

    expect(loads()).toBe(1);
    expect(client.calls).toEqual([
      [
        'init',
        'phc_key',
        {
          api_host: 'https://eu.i.posthog.com',
          autocapture: false,
          capture_pageview: false,
          capture_pageleave: false,
          capture_dead_clicks: false,
          capture_heatmaps: false,
          capture_exceptions: false,
          rageclick: false,
          disable_session_recording: true,
          disable_surveys: true,
          mask_all_text: true,
          mask_all_element_attributes: true,
          person_profiles: 'identified_only',
        },
      ],
      ['identify', '42', { partner: 'Demo Academy' }],
      ['capture', 'login', { login_type: 'password' }],
      ['capture', SCREEN_EVENT, { $screen_name: 'performance' }],
      ['capture', 'main_cycle_completed', { main_cycle_length: 10, main_cycle_completed: true, main_cycle_duration: 95 }],
    ]);
  });

  it('given the library has arrived, when the learner signs out, then the logout event is sent, identity reset, and later events dropped', async () => {
    const { analytics, client, timing } = adapter();
    analytics.identify('42', { partner: 'Demo Academy' });
    timing.fire();
    await flush();
    client.calls.length = 0;

    analytics.capture('logout');
    analytics.reset();
    analytics.capture('login', { login_type: 'password' });
    analytics.screen('login');

    expect(client.calls).toEqual([['capture', 'logout', {}], ['reset']]);
  });

  it('given no identified learner (a partner without external analytics never identifies), then nothing is sent and the library is never fetched', async () => {
    const { analytics, client, timing, loads } = adapter();

    analytics.screen('login');
    analytics.capture('login', { login_type: 'password' });
    analytics.reset();
    timing.fire();
    await flush();

    expect(timing.requested).toBe(false);
    expect(loads()).toBe(0);
    expect(client.calls).toEqual([]);
  });

  it('given the library cannot be fetched (blocked or offline), when events follow, then they are dropped without throwing', async () => {
    const timing = manualSchedule();
    const analytics = new PostHogAnalytics({
      key: 'phc_key',
      apiHost: 'https://eu.i.posthog.com',
      load: () => Promise.reject(new Error('blocked by the browser')),
      schedule: timing.schedule,
    });
    analytics.identify('42', { partner: 'Demo Academy' });
    timing.fire();
    await flush();

    expect(() => analytics.capture('login')).not.toThrow();
  });

  it('given the library failed to arrive once, when events follow, then it is asked for again and later events are sent', async () => {
    const { analytics, client, timing, loads } = adapter(1);
    analytics.identify('42', { partner: 'Demo Academy' });
    timing.fire();
    await flush();

    analytics.capture('login');
    timing.fire();
    await flush();

    expect(loads()).toBe(2);
    expect(client.calls.map(([name]) => name)).toEqual(['init', 'capture']);
  });
});
