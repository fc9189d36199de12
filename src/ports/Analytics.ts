export type AnalyticsProperties = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The analytics provider. Implementations send nothing when no key is configured. */
export interface Analytics {
  identify(userId: string, properties: AnalyticsProperties): void;
  reset(): void;
  capture(event: string, properties?: AnalyticsProperties): void;
  screen(name: string, properties?: AnalyticsProperties): void;
}

export const ANALYTICS = Symbol.for('Analytics');
