import type { AppError } from '../../errors';
import type { NextStep } from '../../entities';

/**
 * What came of answering a card (or of opening the study session, or of sending what waits), in any
 * mode: the server has the answers, with the daily queue's next step where the mode has one (the
 * library quiz's does not: null); or `waiting` answers (at least one) are kept on this device and will
 * be sent when the connection returns, `failure` saying why in the catalogue's words (offline: its row
 * for no response with the browser offline).
 */
export type AnswerOutcome =
  | { readonly status: 'sent'; readonly step: NextStep | null }
  | { readonly status: 'kept'; readonly waiting: number; readonly failure: AppError };
