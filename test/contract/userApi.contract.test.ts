import { UnexpectedError } from '../../src/domain/errors';
import { failureOf } from '../adapters/http/harness';
import { studiedBefore } from '../support/world';
import { portContract, signedIn } from './portContract';

/** A learner who studied on each of the last five days. */
portContract('UserApi', studiedBefore(), (ports) => {
  it('given a signed-in learner, when preferences are saved with no remind hour, then the saved user answers with it cleared', async () => {
    await signedIn(ports());

    const saved = await ports().user.save({
      firstName: 'Alex',
      lastName: null,
      remindHourUtc: null,
      remindDays: [2, 4],
      notifyEmail: false,
      notifyApp: true,
      libraryTourShown: true,
      partnerId: 1,
      partnerLogoId: 'demo-academy',
    });

    expect(saved).toMatchObject({ firstName: 'Alex', lastName: null, remindHourUtc: null, remindDays: [2, 4], notifyEmail: false, libraryTourShown: true });
    expect((await ports().auth.signInWithToken()).firstName).toBe('Alex');
  });

  it('given terms@demo.test, when the terms are accepted, then its next sign-in no longer asks for them', async () => {
    const learner = await signedIn(ports(), 'terms@demo.test');
    expect(learner.partner.showTermOfUse).toBe(true);

    await ports().user.acceptTerms();

    expect((await ports().auth.signInWithToken()).partner.showTermOfUse).toBe(false);
  });

  it('given a learner with history, when performance is asked for, then TKL, its history and the streak', async () => {
    await signedIn(ports());

    const performance = await ports().user.performance();

    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.tklHistory.length).toBeGreaterThan(0);
    expect(performance.streak).toBeGreaterThan(0);
  });

  it('given feedback, when sent, then it resolves; empty feedback is refused', async () => {
    await signedIn(ports());

    await expect(ports().user.sendFeedback({ text: 'Helpful cards', rating: 4 })).resolves.toBeUndefined();
    expect(await failureOf(ports().user.sendFeedback({ text: '' }))).toBeInstanceOf(UnexpectedError);
  });

  it('given a partner logo id, then its address is under the API base', () => {
    expect(ports().user.logoUrl('demo-academy')).toMatch(/^https?:\/\/[^/]+\/sreo\/v0\.1\/app\/media\/demo-academy$/);
  });
});
