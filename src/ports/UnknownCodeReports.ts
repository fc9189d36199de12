import type { UnknownCodeNotice } from '../domain/entities';

/**
 * Where an adapter tells of a code this app does not know as it reads the backend's answer (docs/product.md,
 * unknown codes): the card or step still reads, degraded, and the code is reported.
 */
export interface UnknownCodeReports {
  /** Bound, so that it can be handed to a DTO's toDomain. */
  readonly notice: UnknownCodeNotice;
}

export const UNKNOWN_CODE_REPORTS = Symbol.for('UnknownCodeReports');
