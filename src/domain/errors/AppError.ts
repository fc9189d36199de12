/** The error types of docs/product.md section 8. Every failure the learner meets is one of these. */
export type AppErrorType =
  | 'AccountError'
  | 'ApiError'
  | 'InvalidResponseFormatError'
  | 'ServiceUnavailableError'
  | 'UnexpectedError'
  | 'UpdateError'
  | 'PasswordRequirementsNotMetError'
  | 'ConflictError'
  | 'RealmIsNotFound';

export interface AppErrorDetails {
  /** HTTP status that caused it, when one did. */
  readonly status?: number;
  /** The `type` of the server's error body, when it had one. */
  readonly serverType?: string;
  /** Whether the error-tracing service should hear of it (the catalogue's "also reported" rows). */
  readonly report?: boolean;
  /** The request got no answer at all (offline, no connection to the server, a time-out). */
  readonly noAnswer?: boolean;
  /** It got no answer with the browser offline (the catalogue's row for it). */
  readonly offline?: boolean;
  readonly cause?: unknown;
}

/** A failure with the friendly title and explanation the learner is shown. */
export abstract class AppError extends Error {
  abstract readonly type: AppErrorType;
  readonly status?: number;
  readonly serverType?: string;
  readonly report: boolean;
  readonly noAnswer: boolean;
  readonly offline: boolean;

  constructor(
    readonly title: string,
    readonly text: string,
    details: AppErrorDetails = {},
  ) {
    super(text ? `${title}: ${text}` : title, { cause: details.cause });
    this.status = details.status;
    this.serverType = details.serverType;
    this.report = details.report ?? false;
    this.noAnswer = details.noAnswer ?? false;
    this.offline = details.offline ?? false;
  }

  /** Errors with an explanation become error toasts; the others go to the shared error state. */
  get hasFriendlyExplanation(): boolean {
    return this.text.trim() !== '';
  }

  /**
   * The server said the session is no longer valid (403 SessionExpired, or any 401): the app signs out as
   * well as telling.
   */
  get isSessionExpired(): boolean {
    return this.serverType === SESSION_EXPIRED || this.status === UNAUTHORIZED;
  }
}

const SESSION_EXPIRED = 'SessionExpired';
const UNAUTHORIZED = 401;

export class AccountError extends AppError {
  readonly type = 'AccountError' as const;
}
export class ApiError extends AppError {
  readonly type = 'ApiError' as const;
}
export class InvalidResponseFormatError extends AppError {
  readonly type = 'InvalidResponseFormatError' as const;
}
export class ServiceUnavailableError extends AppError {
  readonly type = 'ServiceUnavailableError' as const;
}
export class UnexpectedError extends AppError {
  readonly type = 'UnexpectedError' as const;
}
export class UpdateError extends AppError {
  readonly type = 'UpdateError' as const;
}
export class PasswordRequirementsNotMetError extends AppError {
  readonly type = 'PasswordRequirementsNotMetError' as const;
}
export class ConflictError extends AppError {
  readonly type = 'ConflictError' as const;
}
export class RealmIsNotFound extends AppError {
  readonly type = 'RealmIsNotFound' as const;
}
