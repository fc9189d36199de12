import type { AnswerRecord, NextStep } from '../domain/entities';

export interface StudyStepRequest {
  /** The answer to record; without one the server answers the current card without recording. */
  readonly answer?: AnswerRecord;
  readonly skipSurvey?: boolean;
  /** "Review 10 more": the server adds the cards least likely recalled now to today's Review group. */
  readonly reviewMore?: boolean;
}

export interface StudyApi {
  /** PUT /app/study. */
  step(request: StudyStepRequest): Promise<NextStep>;
}

export const STUDY_API = Symbol.for('StudyApi');
