import { errorForNoResponse, type AppError } from '../../errors';
import type { NextStep } from '../../entities';

/**
 * What came of a study call: the server's next step, or `waiting` answers (at least one) are kept on this
 * device and will be sent when the connection returns; `failure` is the catalogue's word for why (offline:
 * its row for no response with the browser offline).
 */
export type StudyOutcome =
  | { readonly status: 'step'; readonly step: NextStep }
  | { readonly status: 'kept'; readonly waiting: number; readonly failure: AppError };

/** Answers kept because the browser is offline: nothing was sent, so nothing answered. */
export function keptOffline(waiting: number): StudyOutcome {
  return { status: 'kept', waiting, failure: errorForNoResponse(false) };
}
