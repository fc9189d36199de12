import { injectable } from 'inversify';
import type { ErrorTracing } from '../../ports';

export interface ErrorReport {
  readonly error: unknown;
  readonly context?: Readonly<Record<string, unknown>>;
}

/** Error tracing that sends nothing and records the reports and the user it would have sent. */
@injectable()
export class RecordingErrorTracing implements ErrorTracing {
  readonly reports: ErrorReport[] = [];
  user: string | null = null;

  report(error: unknown, context?: Readonly<Record<string, unknown>>): void {
    this.reports.push(context === undefined ? { error } : { error, context });
  }

  setUser(userId: string | null): void {
    this.user = userId;
  }

  clear(): void {
    this.reports.length = 0;
    this.user = null;
  }
}
