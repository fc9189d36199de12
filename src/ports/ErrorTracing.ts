/** The error-reporting service. */
export interface ErrorTracing {
  report(error: unknown, context?: Readonly<Record<string, unknown>>): void;
  setUser(userId: string | null): void;
}

export const ERROR_TRACING = Symbol.for('ErrorTracing');
