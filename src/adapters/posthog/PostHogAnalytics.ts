import type { PostHogConfig } from 'posthog-js';
import type { Analytics, AnalyticsProperties } from '../../ports';
import { LibraryQueue, type LoadScheduler } from '../lazy/LibraryQueue';

/** The part of posthog-js this adapter uses, so a test can hand it a fake client. */
export interface PostHogClient {
  init(token: string, config?: Partial<PostHogConfig>): unknown;
  identify(distinctId: string, userProperties?: Record<string, unknown>): void;
  reset(): void;
  capture(event: string, properties?: Record<string, unknown> | null): unknown;
}

export interface PostHogAnalyticsOptions {
  readonly key: string;
  readonly apiHost: string;
  /** Fetches the client; in the browser a dynamic import of posthog-js, so it is its own chunk. */
  readonly load: () => Promise<PostHogClient>;
  readonly schedule?: LoadScheduler;
}

/**
 * What posthog-js is started with. Nothing is captured by itself: no page views (the app names its
 * screens), no autocapture of clicks or inputs, no session recording, no heatmaps, so a password or a
 * typed answer can never leave the browser through analytics.
 */
function postHogConfig(apiHost: string): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
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
  };
}

/** The screen-view event, PostHog's convention for named screens. */
export const SCREEN_EVENT = '$screen';

const clean = (properties: AnalyticsProperties | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(properties ?? {}).filter(([, value]) => value !== undefined));

/**
 * Analytics over PostHog. Sends only inside an identified session: `identify` is called only where the
 * learner's partner enables external analytics (domain's identifyLearner), and `reset` ends it, so a
 * partner that has not opted in never has its learners' events sent. The library is fetched after the
 * first paint, the first time there is something to send; calls made before it arrives are replayed.
 */
export class PostHogAnalytics implements Analytics {
  private readonly client: LibraryQueue<PostHogClient>;
  private identified = false;

  constructor({ key, apiHost, load, schedule }: PostHogAnalyticsOptions) {
    this.client = new LibraryQueue(async () => {
      const client = await load();
      client.init(key, postHogConfig(apiHost));
      return client;
    }, schedule);
  }

  identify(userId: string, properties: AnalyticsProperties): void {
    this.identified = true;
    this.client.run((posthog) => posthog.identify(userId, clean(properties)));
  }

  reset(): void {
    if (!this.identified) return;
    this.identified = false;
    this.client.run((posthog) => posthog.reset());
  }

  capture(event: string, properties?: AnalyticsProperties): void {
    if (!this.identified) return;
    this.client.run((posthog) => posthog.capture(event, clean(properties)));
  }

  screen(name: string, properties?: AnalyticsProperties): void {
    if (!this.identified) return;
    this.client.run((posthog) => posthog.capture(SCREEN_EVENT, { ...clean(properties), $screen_name: name }));
  }
}
