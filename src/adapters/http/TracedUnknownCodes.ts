import { inject, injectable } from 'inversify';
import type { UnknownCode } from '../../domain/entities';
import { ERROR_TRACING, type ErrorTracing, type UnknownCodeReports } from '../../ports';

/** What error tracing is told when the backend sends a code this app does not know. */
class UnknownCodeError extends Error {
  constructor(readonly unknown: UnknownCode) {
    super(`Unknown ${unknown.kind} code ${unknown.code} received; shown degraded`);
    this.name = 'UnknownCodeError';
  }
}

/**
 * Reports each unknown code to error tracing once per page (docs/product.md): the same odd code on every card
 * of a day is one report, not hundreds. One instance with the adapters, so that "once" holds across screens.
 */
@injectable()
export class TracedUnknownCodes implements UnknownCodeReports {
  private readonly seen = new Set<string>();

  constructor(@inject(ERROR_TRACING) private readonly errorTracing: ErrorTracing) {}

  readonly notice = (unknown: UnknownCode): void => {
    const key = `${unknown.kind}:${unknown.code}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.errorTracing.report(new UnknownCodeError(unknown), { kind: unknown.kind, code: unknown.code });
  };
}
