import { NO_REMIND_HOUR } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { ResetPasswordPresenter } from '../../src/presenters/auth/ResetPasswordPresenter';
import { SetPasswordPresenter } from '../../src/presenters/auth/SetPasswordPresenter';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';
import { SignUpPresenter } from '../../src/presenters/auth/SignUpPresenter';
import { UpdatePasswordPresenter } from '../../src/presenters/auth/UpdatePasswordPresenter';
import { FeedbackPresenter } from '../../src/presenters/feedback/FeedbackPresenter';
import { PreferencesPresenter } from '../../src/presenters/preferences/PreferencesPresenter';

/*
 * A refused submission puts the focus on the first field that fails, in the form's order (decision 0255):
 * each form's presenter names it, by the name its view gives the field.
 */

const PASSWORD = 'demo-pass-1';

async function signedIn() {
  const context = createTestContainer();
  const user = await context.container.get(SignIn).execute({ email: 'new@demo.test', password: PASSWORD });
  context.container.get(LearnerSession).enter(user);
  return context;
}

describe('the first field to fail on sign-in', () => {
  it('given nothing submitted yet, then no field fails', () => {
    const { container } = createTestContainer();

    expect(container.get(SignInPresenter).failingField).toBeNull();
  });

  it('given empty fields, when submitted, then it is the e-mail; given an e-mail, then the password', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);

    await presenter.submit();
    expect(presenter.failingField).toBe('email');

    presenter.setEmail('new@demo.test');
    await presenter.submit();
    expect(presenter.failingField).toBe('password');
  });

  it('given a wrong password, when submitted, then no field fails: the failure is the form’s', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignInPresenter);
    presenter.setEmail('new@demo.test');
    presenter.setPassword('wrong-pass-1');

    await presenter.submit();

    expect(presenter.failure).not.toBeNull();
    expect(presenter.failingField).toBeNull();
  });
});

describe('the first field to fail on sign-up', () => {
  it('given empty fields, when submitted, then it is the username, then each field in the form’s order as the ones above it are filled', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    presenter.setKind('invitation');

    await presenter.submit();
    expect(presenter.failingField).toBe('username');

    presenter.setUsername('grace');
    await presenter.submit();
    expect(presenter.failingField).toBe('email');

    presenter.setEmail('grace@demo.test');
    await presenter.submit();
    expect(presenter.failingField).toBe('password');

    presenter.setPassword('hopper-123');
    await presenter.submit();
    expect(presenter.failingField).toBe('inviteCode');
  });

  it('given a password the server refuses, when submitted, then it is the password', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SignUpPresenter);
    presenter.setUsername('grace');
    presenter.setEmail('grace@demo.test');
    presenter.setPassword('weak');

    await presenter.submit();

    expect(presenter.failingField).toBe('password');
  });
});

describe('the first field to fail when asking for a reset link', () => {
  it('given no e-mail, when submitted, then it is the e-mail', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(ResetPasswordPresenter);

    await presenter.submit();

    expect(presenter.failingField).toBe('email');
  });
});

describe('the first field to fail when setting a new password', () => {
  it('given empty fields, when submitted, then it is the new password; given one that differs from it, then the confirmation', async () => {
    const { container } = createTestContainer();
    const presenter = container.get(SetPasswordPresenter);
    presenter.setSecret('a-code');

    await presenter.submit();
    expect(presenter.form.failingField).toBe('password');

    presenter.form.setPassword('brand-new-4');
    presenter.form.setConfirmation('brand-new-5');
    await presenter.submit();
    expect(presenter.form.failingField).toBe('confirmation');
  });
});

describe('the first field to fail when changing the password', () => {
  it('given empty fields, when submitted, then it is the current password; given it, then the new one', async () => {
    const { container } = await signedIn();
    const presenter = container.get(UpdatePasswordPresenter);

    await presenter.submit();
    expect(presenter.failingField).toBe('currentPassword');

    presenter.setCurrentPassword(PASSWORD);
    await presenter.submit();
    expect(presenter.failingField).toBe('password');
  });

  it('given a wrong current password, when submitted, then it is the current password', async () => {
    const { container } = await signedIn();
    const presenter = container.get(UpdatePasswordPresenter);
    presenter.setCurrentPassword('wrong-pass-1');
    presenter.form.setPassword('updated-pass-5');
    presenter.form.setConfirmation('updated-pass-5');

    await presenter.submit();

    expect(presenter.failingField).toBe('currentPassword');
  });
});

describe('the first field to fail on the signed-in forms', () => {
  it('given an empty feedback message, when sent, then it is the message', async () => {
    const { container } = await signedIn();
    const presenter = container.get(FeedbackPresenter);

    await presenter.submit();

    expect(presenter.failingField).toBe('text');
  });

  it('given a last name too long and a reminder time without days, when saved, then it is the last name; given a short one, then the days', async () => {
    const { container } = await signedIn();
    const presenter = container.get(PreferencesPresenter);
    presenter.open();
    presenter.setRemindHour(9);
    for (const day of presenter.remindDays) presenter.toggleRemindDay(day);
    presenter.setLastName('x'.repeat(101));

    await presenter.save();
    expect(presenter.failingField).toBe('lastName');

    presenter.setLastName('Rivera');
    await presenter.save();
    expect(presenter.failingField).toBe('remindDays');

    presenter.setRemindHour(NO_REMIND_HOUR);
    await presenter.save();
    expect(presenter.failingField).toBeNull();
  });
});
