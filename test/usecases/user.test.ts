import { jest } from '@jest/globals';
import { remindHourFromServer, type User } from '../../src/domain';
import { FEEDBACK_MAX_LENGTH, SaveUserPreferences, SendFeedback, SignIn, feedbackProblem } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { USER_API, type UserApi, type UserUpdate } from '../../src/ports';

async function signedIn(email = 'learner@demo.test', offsetMinutes = 0) {
  const context = createTestContainer();
  context.clock.setUtcOffsetMinutes(offsetMinutes);
  const user: User = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  return { ...context, user };
}

function spyOnSave(context: Awaited<ReturnType<typeof signedIn>>) {
  const api = context.container.get<UserApi>(USER_API);
  return jest.spyOn(api, 'save');
}

const input = (user: User, changes: Partial<Parameters<SaveUserPreferences['execute']>[0]> = {}) => ({
  user,
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  remindHour: 10,
  remindDays: [1, 2],
  notifyEmail: true,
  notifyApp: false,
  ...changes,
});

describe('SaveUserPreferences', () => {
  it('given a learner in UTC+5:30, when they save a 10:00 reminder, then the server keeps UTC hour 5 and reading it back shows 10:00', async () => {
    const context = await signedIn('learner@demo.test', 330);
    const save = spyOnSave(context);

    const saved = await context.container.get(SaveUserPreferences).execute(input(context.user, { remindHour: 10 }));

    expect((save.mock.calls[0]![0] as UserUpdate).remindHourUtc).toBe(5);
    expect(saved.remindHourUtc).toBe(5);
    expect(remindHourFromServer(saved.remindHourUtc, 330)).toBe(10);
  });

  it('given a learner in UTC-3, when they save a 22:00 reminder, then the UTC hour wraps past midnight to 1', async () => {
    const context = await signedIn('learner@demo.test', -180);

    const saved = await context.container.get(SaveUserPreferences).execute(input(context.user, { remindHour: 22 }));

    expect(saved.remindHourUtc).toBe(1);
  });

  it('given "no reminder", when saved, then remindDt is sent as null', async () => {
    const context = await signedIn();
    const save = spyOnSave(context);

    await context.container.get(SaveUserPreferences).execute(input(context.user, { remindHour: -1 }));

    expect((save.mock.calls[0]![0] as UserUpdate).remindHourUtc).toBeNull();
  });

  it('given any save, then only the partner id and logo id of the partner are sent, and empty names become null', async () => {
    const context = await signedIn();
    const save = spyOnSave(context);

    await context.container.get(SaveUserPreferences).execute(input(context.user, { firstName: '  ', lastName: ' Doe ' }));

    const sent = save.mock.calls[0]![0] as UserUpdate;
    expect(sent.partnerId).toBe(context.user.partner.id);
    expect(sent.partnerLogoId).toBe(context.user.partner.logoId);
    expect(Object.keys(sent).filter((key) => key.startsWith('partner'))).toEqual(['partnerId', 'partnerLogoId']);
    expect(sent.firstName).toBeNull();
    expect(sent.lastName).toBe('Doe');
  });

  it('given a partner that locks remind days and time (basic@demo.test), when other values are asked for, then the learner\'s own are sent unchanged', async () => {
    const context = await signedIn('basic@demo.test');
    const save = spyOnSave(context);

    const saved = await context.container
      .get(SaveUserPreferences)
      .execute(input(context.user, { remindHour: 3, remindDays: [0, 6], notifyApp: true }));

    const sent = save.mock.calls[0]![0] as UserUpdate;
    expect(sent.remindHourUtc).toBe(9);
    expect(sent.remindDays).toEqual([1, 3, 5]);
    expect(saved.remindDays).toEqual([1, 3, 5]);
    expect(saved.notifyApp).toBe(true);
  });

  it('given a save, then analytics hears only that preferences were saved, not what they are', async () => {
    const context = await signedIn();

    await context.container.get(SaveUserPreferences).execute(input(context.user, { firstName: 'Secretname' }));

    expect(context.analytics.captured('preferences')).toEqual([{ kind: 'capture', event: 'preferences', properties: { saved: true } }]);
    expect(JSON.stringify(context.analytics.records)).not.toContain('Secretname');
  });
});

describe('SendFeedback', () => {
  it('given a message and a rating, when sent, then the server accepts them and analytics hears the rating, never the text', async () => {
    const context = await signedIn();
    const send = jest.spyOn(context.container.get<UserApi>(USER_API), 'sendFeedback');

    await context.container.get(SendFeedback).execute({ text: '  The streak keeps me going.  ', rating: 5 });

    expect(send.mock.calls).toEqual([[{ text: 'The streak keeps me going.', rating: 5 }]]);
    await expect(send.mock.results[0]!.value).resolves.toBeUndefined();
    expect(context.analytics.captured('feedback')).toEqual([{ kind: 'capture', event: 'feedback', properties: { rating: 5 } }]);
    expect(JSON.stringify(context.analytics.records)).not.toContain('streak keeps');
  });

  it('given no rating, when sent, then none is sent', async () => {
    const context = await signedIn();
    const send = jest.spyOn(context.container.get<UserApi>(USER_API), 'sendFeedback');

    await context.container.get(SendFeedback).execute({ text: 'Works well.' });

    expect(send.mock.calls).toEqual([[{ text: 'Works well.' }]]);
  });

  it.each([
    ['a blank message', { text: '   ' }, 'Write your feedback before sending it.'],
    ['2001 characters', { text: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }, `Keep your feedback to ${FEEDBACK_MAX_LENGTH} characters or fewer (it has ${FEEDBACK_MAX_LENGTH + 1}).`],
    ['a rating of 6', { text: 'ok', rating: 6 }, 'A rating is a whole number from 1 to 5.'],
    ['a rating of 0', { text: 'ok', rating: 0 }, 'A rating is a whole number from 1 to 5.'],
  ])('given %s, then the problem is told and nothing is sent', async (_label, feedback, problem) => {
    const context = await signedIn();
    const send = jest.spyOn(context.container.get<UserApi>(USER_API), 'sendFeedback');

    expect(feedbackProblem(feedback)).toBe(problem);
    await expect(context.container.get(SendFeedback).execute(feedback)).rejects.toThrow(problem);
    expect(send).not.toHaveBeenCalled();
  });

  it('given exactly 2000 characters, then it is accepted', () => {
    expect(feedbackProblem({ text: 'x'.repeat(FEEDBACK_MAX_LENGTH), rating: 1 })).toBeNull();
  });
});
