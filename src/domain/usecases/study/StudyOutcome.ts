import type { AppError } from '../../errors';
import type { NextStep } from '../../entities';

/**
 * What came of a study call: the server's next step, or the answer is kept on this device (offline, or
 * the server failed: `failure` says how) and will be sent when the connection returns.
 */
export type StudyOutcome =
  | { readonly status: 'step'; readonly step: NextStep }
  | { readonly status: 'kept'; readonly waiting: number; readonly failure: AppError | null };
