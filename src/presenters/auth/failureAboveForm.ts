import { refusedPasswordText, type AppError } from '../../domain';

/**
 * The failure a form says above its fields: none when one of them says it beside itself (`saidByAField`),
 * so that a learner reads it once, where it applies (docs/decisions/0245-a-form-s-failure-said-once.md).
 */
export function failureAboveForm(failure: AppError | null, saidByAField: (failure: AppError) => boolean): AppError | null {
  return failure && !saidByAField(failure) ? failure : null;
}

/** Whether the failure is the server refusing a new password, which its field says. */
export function isRefusedPassword(failure: AppError): boolean {
  return refusedPasswordText(failure) !== null;
}
