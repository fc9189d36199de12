import { delay, http, HttpResponse } from 'msw';
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
} from '../../../src/domain/errors';
import { BASE, api, buildHttpAdapter, failureOf, useApiServer } from './harness';

/** docs/product.md section 8, row by row: what a caller of the HTTP adapter sees when a call fails. */

const server = useApiServer();

function givenEveryCallAnswers(status: number, body?: unknown) {
  server.use(
    http.all(`${BASE}/*`, () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

describe('a failed call becomes the catalogue error of docs/product.md section 8', () => {
  test.each([403, 404, 500])('%i with body type RealmIsNotFound: realm-not-found with empty texts', async (status) => {
    givenEveryCallAnswers(status, { type: 'RealmIsNotFound', message: 'No realm for nowhere.test' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.signIn('someone@nowhere.test', 'demo-pass-1'));

    expect(error).toBeInstanceOf(RealmIsNotFound);
    expect(error.title).toBe('realm-not-found');
    expect(error.text).toBe('');
    expect(error.status).toBe(status);
    expect(error.report).toBe(false);
  });

  test.each([403, 404, 500])('%i with body type PasswordIsIncorrect: Login failed', async (status) => {
    givenEveryCallAnswers(status, { type: 'PasswordIsIncorrect', message: 'bad password' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.signIn('learner@demo.test', 'wrong'));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Login failed');
    expect(error.text).toBe('Username or password is incorrect.');
  });

  test('403 with body type ResetLinkInvalid: Reset link not valid, in the catalogue\'s words', async () => {
    givenEveryCallAnswers(403, { type: 'ResetLinkInvalid', message: 'This password reset link is not valid any more. Please ask for a new one.' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.setPasswordFromSecret('no-such-secret', 'brand-new-77'));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Reset link not valid');
    expect(error.text).toBe('This password reset link is wrong, used or expired. Please ask for a new link.');
  });

  test.each([403, 404, 500])('%i with any other body type: Server error with the server message', async (status) => {
    givenEveryCallAnswers(status, { type: 'DeckNotFound', message: 'Deck d9 does not exist' });
    const { library } = buildHttpAdapter();

    const error = await failureOf(library.deckCards('d9'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('Deck d9 does not exist');
    expect(error.serverType).toBe('DeckNotFound');
  });

  test('403 SessionExpired: Server error with the message, and the error says the session expired', async () => {
    givenEveryCallAnswers(403, { type: 'SessionExpired', message: 'Your session has expired' });
    const { library } = buildHttpAdapter();

    const error = await failureOf(library.decks());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('Your session has expired');
    expect(error.isSessionExpired).toBe(true);
  });

  test('500 with a body that is not JSON: Server error with an empty text', async () => {
    server.use(http.all(`${BASE}/*`, () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 })));
    const { library } = buildHttpAdapter();

    const error = await failureOf(library.decks());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('');
  });

  test('503: Account blocked', async () => {
    givenEveryCallAnswers(503, { type: 'AccountBlocked', message: 'blocked' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.signIn('blocked@demo.test', 'demo-pass-1'));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Account blocked');
    expect(error.text).toBe('Your account is blocked. Please contact your supervisor.');
  });

  test('503 with no body at all: still Account blocked', async () => {
    givenEveryCallAnswers(503);
    const { study } = buildHttpAdapter();

    const error = await failureOf(study.step({}));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Account blocked');
  });

  test('466: Password requirements not met, with the server message', async () => {
    const message = 'The password needs at least 8 characters, a letter and a digit';
    givenEveryCallAnswers(466, { type: 'PasswordRequirementsNotMet', message });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.setPasswordFromSecret('s3cret', 'short'));

    expect(error).toBeInstanceOf(PasswordRequirementsNotMetError);
    expect(error.title).toBe('Password requirements not met');
    expect(error.text).toBe(message);
  });

  test('409: Conflict with the server message', async () => {
    givenEveryCallAnswers(409, { type: 'Conflict', message: 'The username lee is taken' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.signUpByInvitation({ email: 'a@demo.test', pws: 'demo-pass-1', username: 'lee' }));

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.title).toBe('Conflict');
    expect(error.text).toBe('The username lee is taken');
  });

  test("409 whose message starts with 'User already exists': Conflict, sign in there instead", async () => {
    givenEveryCallAnswers(409, { type: 'Conflict', message: 'User already exists: learner@demo.test' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(
      auth.signUpByApplication({ uuid: 'u-1', email: 'learner@demo.test', pws: 'demo-pass-1', username: 'lee' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.title).toBe('Conflict');
    expect(error.text).toBe(
      'Your email address is already associated with an account, please click Back to Sign in and sign in there',
    );
  });

  test('409 saying the code has expired: Conflict, ask the supervisor for a new invite', async () => {
    givenEveryCallAnswers(409, { type: 'Conflict', message: 'Invite code OLD-INVITE has expired' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(
      auth.signUpByInvitation({ email: 'a@demo.test', pws: 'demo-pass-1', username: 'a', inviteCode: 'OLD-INVITE' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.title).toBe('Conflict');
    expect(error.text).toBe('The invite code has expired, please ask your supervisor to send you a new one');
  });

  test('424 with body type MandrillError: Email service error', async () => {
    givenEveryCallAnswers(424, { type: 'MandrillError', message: 'mandrill said no' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.requestPasswordReset('mailfail@demo.test'));

    expect(error).toBeInstanceOf(UpdateError);
    expect(error.title).toBe('Email service error');
    expect(error.text).toBe('There was an error sending the email. Please try again later.');
  });

  test('424 with another body type: Something went wrong, reported', async () => {
    givenEveryCallAnswers(424, { type: 'DependencyFailed', message: 'upstream failed' });
    const { auth } = buildHttpAdapter();

    const error = await failureOf(auth.requestPasswordReset('learner@demo.test'));

    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.title).toBe('Something went wrong');
    expect(error.report).toBe(true);
  });

  test('any other status (418): Something went wrong, and reported', async () => {
    givenEveryCallAnswers(418, { type: 'Teapot', message: 'I am a teapot' });
    const { user } = buildHttpAdapter();

    const error = await failureOf(user.acceptTerms());

    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.title).toBe('Something went wrong');
    expect(error.text).toBe("It's not you it is up. Our system is down, but please check back soon.");
    expect(error.report).toBe(true);
    expect(error.status).toBe(418);
  });

  test('no response while the browser is online: It is not you, it is us', async () => {
    server.use(http.all(`${BASE}/*`, () => HttpResponse.error()));
    const { library, connectivity } = buildHttpAdapter();
    connectivity.setOnline(true);

    const error = await failureOf(library.decks());

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.title).toBe("It's not you. It's us.");
    expect(error.text).toBe("Our server is down, but we're working on the issue. Please try again soon.");
  });

  test('no response while the browser is offline: Server error, error connecting', async () => {
    server.use(http.all(`${BASE}/*`, () => HttpResponse.error()));
    const { library, connectivity } = buildHttpAdapter();
    connectivity.setOnline(false);

    const error = await failureOf(library.decks());

    expect(error).toBeInstanceOf(ApiError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('There was an error connecting to the server. Please try again soon.');
  });

  test('an answer of the wrong shape: Server error, Invalid data received', async () => {
    server.use(http.get(api('/app/library/decks'), () => HttpResponse.json({ decks: 'not a list' })));
    const { library } = buildHttpAdapter();

    const error = await failureOf(library.decks());

    expect(error).toBeInstanceOf(InvalidResponseFormatError);
    expect(error.title).toBe('Server error');
    expect(error.text).toBe('Invalid data received');
  });

  test('anything else (a fault while reading an answer): the generic error, reported', async () => {
    server.use(http.get(api('/auth'), () => HttpResponse.json({})));
    const { client } = buildHttpAdapter();

    const error = await failureOf(
      client.call({ method: 'GET', path: '/auth' }, () => {
        throw new TypeError('a bug while reading');
      }),
    );

    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.title).toBe('Something went wrong');
    expect(error.text).toBe("It's not you it is up. Our system is down, but please check back soon.");
    expect(error.report).toBe(true);
  });

  test('a time-out counts as no response', async () => {
    server.use(
      http.get(api('/app/library/extra-resources'), async () => {
        await delay(300);
        return HttpResponse.json([]);
      }),
    );
    const { library } = buildHttpAdapter({ requestTimeoutMs: 30 });

    const error = await failureOf(library.extraResources());

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.title).toBe("It's not you. It's us.");
  });
});

describe('a 405 from the single-sign-on login host', () => {
  test('reloads the whole page and rejects with the generic error, not reported', async () => {
    server.use(
      http.get(api('/app/library/decks'), () =>
        new HttpResponse(null, { status: 302, headers: { Location: 'https://sso.test/login?client=sreo' } }),
      ),
      http.get('https://sso.test/login', () => new HttpResponse('Method Not Allowed', { status: 405 })),
    );
    const { library, browser } = buildHttpAdapter();

    const error = await failureOf(library.decks());

    expect(browser.reloads).toBe(1);
    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.title).toBe('Something went wrong');
    expect(error.text).toBe("It's not you it is up. Our system is down, but please check back soon.");
    expect(error.report).toBe(false);
  });

  test('a 405 from the API itself does not reload, and is the reported generic error', async () => {
    server.use(http.get(api('/app/library/decks'), () => new HttpResponse(null, { status: 405 })));
    const { library, browser } = buildHttpAdapter();

    const error = await failureOf(library.decks());

    expect(browser.reloads).toBe(0);
    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.report).toBe(true);
  });

  test('without a configured single-sign-on host nothing reloads', async () => {
    server.use(
      http.get(api('/app/library/decks'), () =>
        new HttpResponse(null, { status: 302, headers: { Location: 'https://sso.test/login' } }),
      ),
      http.get('https://sso.test/login', () => new HttpResponse(null, { status: 405 })),
    );
    const { library, browser } = buildHttpAdapter({ ssoHost: undefined });

    await failureOf(library.decks());

    expect(browser.reloads).toBe(0);
  });
  test('a redirected call that lands on the single-sign-on login page (200) reloads too, and is not read as an invalid answer', async () => {
    server.use(
      http.get(api('/app/library/decks'), () => new HttpResponse(null, { status: 302, headers: { Location: 'https://sso.test/login' } })),
      http.get('https://sso.test/login', () => new HttpResponse('<!doctype html><title>Sign in</title>', { headers: { 'Content-Type': 'text/html' } })),
    );
    const { library, browser } = buildHttpAdapter();

    const error = await failureOf(library.decks());

    expect(browser.reloads).toBe(1);
    expect(error).toBeInstanceOf(UnexpectedError);
    expect(error.report).toBe(false);
  });

  test('given no answer (the login host sends no CORS), when the API now redirects a plain GET, then the page reloads instead of "It\'s not you"', async () => {
    server.use(
      http.put(api('/app/study'), () => HttpResponse.error()),
      http.get(api('/auth'), () => new HttpResponse(null, { status: 302, headers: { Location: 'https://sso.test/login' } })),
    );
    const { study, browser } = buildHttpAdapter();

    const error = await failureOf(study.step({}));

    expect(browser.reloads).toBe(1);
    expect(error.report).toBe(false);
  });

  test('given no answer and an API that does not redirect, then the catalogue\'s server-down text and no reload', async () => {
    server.use(
      http.put(api('/app/study'), () => HttpResponse.error()),
      http.get(api('/auth'), () => HttpResponse.json({ type: 'SessionExpired', message: 'Your session has expired.' }, { status: 403 })),
    );
    const { study, browser } = buildHttpAdapter();

    const error = await failureOf(study.step({}));

    expect(browser.reloads).toBe(0);
    expect(error.title).toBe("It's not you. It's us.");
  });
});
