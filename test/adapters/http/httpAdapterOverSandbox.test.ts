import { AccountError, ConflictError, ErrorTexts, UnexpectedError } from '../../../src/domain/errors';
import { failureOf, useSandboxOverHttp } from './harness';
import { DEMO_PASSWORD } from '@sreo/sandbox';
import { studiedLibrary } from '../../support/world';

/** The app's real HTTP adapter (axios, DTO checks) against the sandbox served by MSW: both sides of the contract. */
const { app, signedIn } = useSandboxOverHttp(studiedLibrary());

describe('the HTTP adapter over the sandbox', () => {
  it('given the demo password, when signing in over HTTP, then the user passes the DTO check and the token is read from X-Auth-Token', async () => {
    const { auth, sessions } = app();

    const session = await auth.signIn('learner@demo.test', DEMO_PASSWORD);
    sessions.save(session.token);

    expect(session.user).toMatchObject({ email: 'learner@demo.test', partner: { name: 'Demo Academy' } });
    expect((await auth.signInWithToken()).email).toBe('learner@demo.test');
  });

  it('given a wrong password, when signing in over HTTP, then AccountError "Login failed"', async () => {
    const error = await failureOf(app().auth.signIn('learner@demo.test', 'wrong-pass-1'));

    expect(error).toBeInstanceOf(AccountError);
    expect(error.title).toBe('Login failed');
  });

  it('given the expired invite code, when signing up over HTTP, then the expired-invite text', async () => {
    const error = await failureOf(
      app().auth.signUpByInvitation({ email: 'late@demo.test', pws: 'late-pass-1', username: 'late', inviteCode: 'OLD-INVITE' }),
    );

    expect(error).toBeInstanceOf(ConflictError);
    expect(error.text).toBe(ErrorTexts.inviteExpired);
  });

  it('given the sign-in method check and the SSO start, then both answer over HTTP', async () => {
    const { auth } = app();

    expect(await auth.signInMethod('sso@demo.test')).toBe('sso');
    expect(await auth.startSingleSignOn('sso@demo.test', 'http://localhost:5173/app/')).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:5173\/app\/\?sso_code=/),
    });
  });

  it('given a signed-in learner, when the library is read over HTTP, then every answer passes the DTO checks', async () => {
    const { library } = await signedIn();

    const decks = await library.decks();
    const allItems = await Promise.all(decks.map((deck) => library.deckCards(deck.deckId)));
    const cards = await Promise.all(allItems.map((items) => library.card(items[0]?.id ?? '')));
    const resources = await library.extraResources();

    expect(decks.some((deck) => deck.tkl === null) && decks.some((deck) => deck.tkl !== null)).toBe(true);
    expect(cards.map((card) => card.deckName)).toEqual(decks.map((deck) => deck.deckName));
    expect(resources.length).toBeGreaterThan(0);
  });

  it('given a signed-in learner, when preferences are saved and feedback sent over HTTP, then the saved user answers', async () => {
    const { user } = await signedIn();

    const saved = await user.save({
      firstName: 'Alex',
      lastName: 'Morgan',
      remindHourUtc: null,
      remindDays: [0, 6],
      notifyEmail: true,
      notifyApp: false,
      libraryTourShown: true,
      partnerId: 1,
      partnerLogoId: 'demo-academy',
    });
    await user.sendFeedback({ text: 'Clear and useful', rating: 5 });

    expect(saved).toMatchObject({ remindHourUtc: null, remindDays: [0, 6], notifyApp: false });
  });

  it('given a study step with an answer naming no card, then the server refuses it and the generic error arrives over HTTP too', async () => {
    const { study } = await signedIn();
    const answer = { id: 'a-1', userId: 1, deckId: 1, cardId: 999_999, answeredAt: '2025-03-10T09:00:00.000Z', timeToAnswerMs: 1000, answer: 1, mode: 0 };

    expect(await failureOf(study.step({ answer }))).toBeInstanceOf(UnexpectedError);
  });
});
