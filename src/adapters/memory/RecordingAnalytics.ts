import { injectable } from 'inversify';
import type { Analytics, AnalyticsProperties } from '../../ports';

export type AnalyticsRecord =
  | { readonly kind: 'identify'; readonly userId: string; readonly properties: AnalyticsProperties }
  | { readonly kind: 'reset' }
  | { readonly kind: 'capture'; readonly event: string; readonly properties?: AnalyticsProperties }
  | { readonly kind: 'screen'; readonly name: string; readonly properties?: AnalyticsProperties };

/** Analytics that sends nothing and records what it would have sent, in order. */
@injectable()
export class RecordingAnalytics implements Analytics {
  readonly records: AnalyticsRecord[] = [];
  /** Who the events are about: set by identify, cleared by reset. */
  identity: { readonly userId: string; readonly properties: AnalyticsProperties } | null = null;

  identify(userId: string, properties: AnalyticsProperties): void {
    this.identity = { userId, properties };
    this.records.push({ kind: 'identify', userId, properties });
  }

  reset(): void {
    this.identity = null;
    this.records.push({ kind: 'reset' });
  }

  capture(event: string, properties?: AnalyticsProperties): void {
    this.records.push(properties === undefined ? { kind: 'capture', event } : { kind: 'capture', event, properties });
  }

  screen(name: string, properties?: AnalyticsProperties): void {
    this.records.push(properties === undefined ? { kind: 'screen', name } : { kind: 'screen', name, properties });
  }

  /** The captured events, optionally only those of one name. */
  captured(event?: string): Extract<AnalyticsRecord, { kind: 'capture' }>[] {
    return this.records.filter(
      (record): record is Extract<AnalyticsRecord, { kind: 'capture' }> =>
        record.kind === 'capture' && (event === undefined || record.event === event),
    );
  }

  /** The screen names recorded, in order. */
  screens(): string[] {
    return this.records.flatMap((record) => (record.kind === 'screen' ? [record.name] : []));
  }

  clear(): void {
    this.records.length = 0;
    this.identity = null;
  }
}
