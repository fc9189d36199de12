import {
  AccountError,
  ApiError,
  AppError,
  ConflictError,
  InvalidResponseFormatError,
  PasswordRequirementsNotMetError,
  RealmIsNotFound,
  ServiceUnavailableError,
  UnexpectedError,
  UpdateError,
} from './AppError';

/** Every title and text the learner can be shown for a failure (docs/product.md section 8), in one place. */
export const ErrorTexts = {
  realmNotFound: { title: 'realm-not-found', text: '' },
  loginFailed: { title: 'Login failed', text: 'Username or password is incorrect.' },
  /** PasswordIsIncorrect from Change password: the learner is signed in, so it is not a sign-in failure (decision 0145). */
  currentPasswordIncorrect: { title: 'Password not changed', text: 'Your current password is not right. Check it and try again.' },
  serverError: { title: 'Server error' },
  /** ResetLinkInvalid from the e-mailed link's page: the link, not the server, is at fault (decision 0235). */
  resetLinkInvalid: { title: 'Reset link not valid', text: 'This password reset link is wrong, used or expired. Please ask for a new link.' },
  accountBlocked: { title: 'Account blocked', text: 'Your account is blocked. Please contact your supervisor.' },
  passwordRequirements: { title: 'Password requirements not met' },
  conflict: { title: 'Conflict' },
  alreadyRegistered:
    'Your email address is already associated with an account, please click Back to Sign in and sign in there',
  inviteExpired: 'The invite code has expired, please ask your supervisor to send you a new one',
  emailService: { title: 'Email service error', text: 'There was an error sending the email. Please try again later.' },
  somethingWentWrong: {
    title: 'Something went wrong',
    text: "It's not you it is up. Our system is down, but please check back soon.",
  },
  serverDown: {
    title: "It's not you. It's us.",
    text: "Our server is down, but we're working on the issue. Please try again soon.",
  },
  offline: { title: 'Server error', text: 'There was an error connecting to the server. Please try again soon.' },
  invalidData: { title: 'Server error', text: 'Invalid data received' },
  sessionTokenMissing: {
    title: 'Server error',
    text: 'Invalid data received: the sign-in answer carries no session token. The server must send the X-Auth-Token header and, from another address, expose it to this app (CORS).',
  },
  /** On the sign-in page after the server ended the session: the server's message where it sent one. */
  sessionEnded: { title: 'Signed out', text: 'Your session has ended. Please sign in again.' },
  /** The browser refused the device's storage (blocked or full): the app works on, from memory. */
  storageNotKept: {
    title: 'Answers kept in this tab only',
    text: 'This browser is not letting the app keep data on this device. You can study as usual, but answers that are not sent yet are lost if you close this tab.',
  },
} as const;

/** What the server answered when a call failed: its status and the `{type, message}` error body. */
export interface ServerFailure {
  readonly status: number;
  readonly type?: string;
  readonly message?: string;
}

/** The error body type of a wrong e-mail or password (the catalogue's "Login failed" row). */
const PASSWORD_INCORRECT = 'PasswordIsIncorrect';
/** The error body type of a password reset link whose secret is unknown, used or expired (contract/openapi.yaml). */
const RESET_LINK_INVALID = 'ResetLinkInvalid';

const INVITE_EXPIRED = /\b(invite\s+)?code\b.*\bexpired\b|\bexpired\b.*\bcode\b/i;

/** Maps a failed server answer to the catalogue's error, row by row. */
export function errorFromServer(failure: ServerFailure): AppError {
  const { status, type, message = '' } = failure;
  const details = { status, serverType: type };
  switch (status) {
    case 403:
    case 404:
    case 500:
      if (type === 'RealmIsNotFound') return new RealmIsNotFound(ErrorTexts.realmNotFound.title, '', details);
      if (type === PASSWORD_INCORRECT) {
        return new AccountError(ErrorTexts.loginFailed.title, ErrorTexts.loginFailed.text, details);
      }
      if (type === RESET_LINK_INVALID) return new AccountError(ErrorTexts.resetLinkInvalid.title, ErrorTexts.resetLinkInvalid.text, details);
      return new ApiError(ErrorTexts.serverError.title, message, details);
    case 503:
      return new AccountError(ErrorTexts.accountBlocked.title, ErrorTexts.accountBlocked.text, details);
    case 466:
      return new PasswordRequirementsNotMetError(ErrorTexts.passwordRequirements.title, message, details);
    case 409:
      return new ConflictError(ErrorTexts.conflict.title, conflictText(message), details);
    case 424:
      if (type === 'MandrillError') {
        return new UpdateError(ErrorTexts.emailService.title, ErrorTexts.emailService.text, details);
      }
      return somethingWentWrong(details);
    default:
      return somethingWentWrong(details);
  }
}

/** The server said the password given is not the account's (from sign-in, or from a form with a current password). */
export function isPasswordIncorrect(error: AppError | null): boolean {
  return error?.serverType === PASSWORD_INCORRECT;
}

/** Change password's own words for the server refusing the current password; any other failure as it is. */
export function inChangePassword(error: unknown): unknown {
  if (!(error instanceof AppError) || !isPasswordIncorrect(error)) return error;
  const { title, text } = ErrorTexts.currentPasswordIncorrect;
  return new AccountError(title, text, { status: error.status, serverType: error.serverType, cause: error });
}

/** What the sign-in page says after the server ended the learner's session (`isSessionExpired`). */
export function sessionEnded(error: AppError): AccountError {
  const { title, text } = ErrorTexts.sessionEnded;
  const said = error.serverType === 'SessionExpired' && error.text ? error.text : text;
  return new AccountError(title, said, { status: error.status, serverType: error.serverType, cause: error });
}

/** The server's message for a new password it refused (466), to show beside that field; null for any other failure. */
export function refusedPasswordText(error: AppError | null): string | null {
  return error instanceof PasswordRequirementsNotMetError ? error.text || ErrorTexts.passwordRequirements.title : null;
}

function conflictText(message: string): string {
  if (message.startsWith('User already exists')) return ErrorTexts.alreadyRegistered;
  if (INVITE_EXPIRED.test(message)) return ErrorTexts.inviteExpired;
  return message;
}

function somethingWentWrong(details: { status?: number; serverType?: string; cause?: unknown }): UnexpectedError {
  return new UnexpectedError(ErrorTexts.somethingWentWrong.title, ErrorTexts.somethingWentWrong.text, {
    ...details,
    report: true,
  });
}

/** The request got no answer at all: the browser's connectivity decides which row applies. */
export function errorForNoResponse(online: boolean, cause?: unknown): AppError {
  const details = { cause, noAnswer: true, offline: !online };
  return online
    ? new ServiceUnavailableError(ErrorTexts.serverDown.title, ErrorTexts.serverDown.text, details)
    : new ApiError(ErrorTexts.offline.title, ErrorTexts.offline.text, details);
}

export function invalidResponseFormat(cause?: unknown): InvalidResponseFormatError {
  return new InvalidResponseFormatError(ErrorTexts.invalidData.title, ErrorTexts.invalidData.text, { cause });
}

/**
 * A sign-in answer with no readable X-Auth-Token: the invalid-response row, saying what is missing
 * (the learner cannot fix it, but whoever they tell can). Reported, as a deployment fault.
 */
export function sessionTokenMissing(cause?: unknown): InvalidResponseFormatError {
  return new InvalidResponseFormatError(ErrorTexts.sessionTokenMissing.title, ErrorTexts.sessionTokenMissing.text, { cause, report: true });
}

/** Anything else: a catalogue error passes through, everything else becomes the generic (reported) error. */
export function toAppError(error: unknown): AppError {
  return error instanceof AppError ? error : somethingWentWrong({ cause: error });
}

/**
 * Whether resending this answer is pointless, so it is dropped: the backend answered 2xx with a body this
 * app cannot read (it has the answer), or definitely refused it with a 4xx carrying the sreo error body
 * (`{type, message}`), other than an ended session and the statuses worth retrying. Anything else keeps
 * it: a 4xx without that body comes from a proxy, a gateway or a sign-on redirect; a 5xx, a time-out or
 * no answer may pass later.
 */
export function refusesAnswer(error: AppError): boolean {
  if (error instanceof InvalidResponseFormatError) return true;
  const { status, serverType } = error;
  if (status === undefined || serverType === undefined || status < 400 || status >= 500) return false;
  return !error.isSessionExpired && ![405, 408, 425, 429].includes(status);
}
