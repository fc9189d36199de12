import {
  AccountError,
  ApiError,
  ConflictError,
  InvalidResponseFormatError,
  PasswordRequirementsNotMetError,
  RealmIsNotFound,
  ServiceUnavailableError,
  UnexpectedError,
  UpdateError,
  errorForNoResponse,
  errorFromServer,
  invalidResponseFormat,
  toAppError,
} from '../../src/domain';

describe('the error catalogue (docs/product.md section 8)', () => {
  describe.each([403, 404, 500])('given status %i', (status) => {
    it('when the body type is RealmIsNotFound, then it is realm-not-found with empty texts', () => {
      const error = errorFromServer({ status, type: 'RealmIsNotFound', message: 'no realm' });
      expect(error).toBeInstanceOf(RealmIsNotFound);
      expect([error.title, error.text]).toEqual(['realm-not-found', '']);
      expect(error.hasFriendlyExplanation).toBe(false);
    });

    it('when the body type is PasswordIsIncorrect, then it is Login failed', () => {
      const error = errorFromServer({ status, type: 'PasswordIsIncorrect', message: 'bad' });
      expect(error).toBeInstanceOf(AccountError);
      expect([error.title, error.text]).toEqual(['Login failed', 'Username or password is incorrect.']);
    });

    it('when the body has another type, then it is Server error with the server message', () => {
      const error = errorFromServer({ status, type: 'Whatever', message: 'The deck is gone.' });
      expect(error).toBeInstanceOf(ApiError);
      expect([error.title, error.text]).toEqual(['Server error', 'The deck is gone.']);
    });
  });

  it('given 403 ResetLinkInvalid (a reset link wrong, used or expired), then the learner is told the link is not valid and to ask for a new one', () => {
    const error = errorFromServer({ status: 403, type: 'ResetLinkInvalid', message: 'This password reset link is not valid any more. Please ask for a new one.' });
    expect(error).toBeInstanceOf(AccountError);
    expect([error.title, error.text]).toEqual(['Reset link not valid', 'This password reset link is wrong, used or expired. Please ask for a new link.']);
  });

  it('given 503, then the account is blocked', () => {
    const error = errorFromServer({ status: 503 });
    expect(error).toBeInstanceOf(AccountError);
    expect([error.title, error.text]).toEqual(['Account blocked', 'Your account is blocked. Please contact your supervisor.']);
  });

  it('given 466, then the password requirements title carries the server message', () => {
    const error = errorFromServer({ status: 466, message: 'Use 8 characters with a letter and a digit.' });
    expect(error).toBeInstanceOf(PasswordRequirementsNotMetError);
    expect([error.title, error.text]).toEqual(['Password requirements not met', 'Use 8 characters with a letter and a digit.']);
  });

  it.each([
    ['Deck is locked', 'Deck is locked'],
    [
      'User already exists: a@b.test',
      'Your email address is already associated with an account, please click Back to Sign in and sign in there',
    ],
    ['Invite code has expired', 'The invite code has expired, please ask your supervisor to send you a new one'],
    ['The code expired yesterday', 'The invite code has expired, please ask your supervisor to send you a new one'],
  ])('given 409 with message %j, then Conflict says %j', (message, text) => {
    const error = errorFromServer({ status: 409, message });
    expect(error).toBeInstanceOf(ConflictError);
    expect([error.title, error.text]).toEqual(['Conflict', text]);
  });

  it('given 424 MandrillError, then the e-mail service error', () => {
    const error = errorFromServer({ status: 424, type: 'MandrillError', message: 'smtp' });
    expect(error).toBeInstanceOf(UpdateError);
    expect([error.title, error.text]).toEqual(['Email service error', 'There was an error sending the email. Please try again later.']);
  });

  it.each([400, 418, 424, 502])('given status %i otherwise unlisted, then Something went wrong, reported', (status) => {
    const error = errorFromServer({ status, type: 'Other' });
    expect(error).toBeInstanceOf(UnexpectedError);
    expect([error.title, error.text]).toEqual([
      'Something went wrong',
      "It's not you it is up. Our system is down, but please check back soon.",
    ]);
    expect(error.report).toBe(true);
  });

  it('given no response while online, then the server is down', () => {
    const error = errorForNoResponse(true);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect([error.title, error.text]).toEqual([
      "It's not you. It's us.",
      "Our server is down, but we're working on the issue. Please try again soon.",
    ]);
  });

  it('given no response while offline, then there was an error connecting, and it is known as offline', () => {
    const error = errorForNoResponse(false);
    expect([error.title, error.text]).toEqual(['Server error', 'There was an error connecting to the server. Please try again soon.']);
    expect([error.offline, errorForNoResponse(true).offline]).toEqual([true, false]);
  });

  it('given an invalid response, then Server error / Invalid data received', () => {
    const error = invalidResponseFormat();
    expect(error).toBeInstanceOf(InvalidResponseFormatError);
    expect([error.title, error.text]).toEqual(['Server error', 'Invalid data received']);
  });

  it('given anything else, then the generic error, reported; a catalogue error passes through unchanged', () => {
    const generic = toAppError(new TypeError('x is undefined'));
    expect(generic).toBeInstanceOf(UnexpectedError);
    expect(generic.title).toBe('Something went wrong');
    expect(generic.report).toBe(true);
    const known = errorFromServer({ status: 503 });
    expect(toAppError(known)).toBe(known);
  });

  it('given a 401, with or without a body, then the catalogue’s row for any other status, marked as an ended session', () => {
    for (const error of [errorFromServer({ status: 401 }), errorFromServer({ status: 401, type: 'Unauthorized', message: 'Token expired' })]) {
      expect([error.title, error.report]).toEqual(['Something went wrong', true]);
      expect(error.isSessionExpired).toBe(true);
    }
  });

  it('given 403 SessionExpired, then Server error with the message, marked as an expired session', () => {
    const error = errorFromServer({ status: 403, type: 'SessionExpired', message: 'Your session has expired.' });
    expect([error.title, error.text]).toEqual(['Server error', 'Your session has expired.']);
    expect(error.isSessionExpired).toBe(true);
  });
});

