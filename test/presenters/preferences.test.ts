import { jest } from '@jest/globals';
import { NO_REMIND_HOUR, errorFromServer, type User } from '../../src/domain';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { THEME_STORAGE_KEY, ThemeChoice } from '../../src/presenters/app/ThemeChoice';
import { FeedbackPresenter } from '../../src/presenters/feedback/FeedbackPresenter';
import { PreferencesPresenter } from '../../src/presenters/preferences/PreferencesPresenter';
import { TourPresenter } from '../../src/presenters/tour/TourPresenter';
import { USER_API, type UserApi } from '../../src/ports';

async function signedIn(email = 'learner@demo.test', offsetMinutes = 0) {
  const context = createTestContainer();
  context.clock.setUtcOffsetMinutes(offsetMinutes);
  const user: User = await context.container.get(SignIn).execute({ email, password: 'demo-pass-1' });
  const session = context.container.get(LearnerSession);
  session.enter(user);
  return { ...context, user, session };
}

describe('PreferencesPresenter', () => {
  it('given the demo learner in UTC+2, when the screen opens, then it shows their names, local remind hour, days and switches', async () => {
    const { container, analytics } = await signedIn('learner@demo.test', 120);

    const presenter = container.get(PreferencesPresenter);
    presenter.open();

    expect(presenter.firstName).toBe('Alex');
    expect(presenter.remindHour).toBe(10);
    expect(presenter.remindDays).toEqual([1, 2, 3, 4, 5]);
    expect(presenter.canChangeRemindDays).toBe(true);
    expect(presenter.canChangeRemindTime).toBe(true);
    expect(analytics.screens()).toContain('preferences');
  });

  it('given changes, when saved, then the app holds the saved user and reopening shows the saved values', async () => {
    const { container, session } = await signedIn('learner@demo.test', 330);
    const presenter = container.get(PreferencesPresenter);

    presenter.setFirstName('Alexandra');
    presenter.setRemindHour(7);
    presenter.toggleRemindDay(6);
    presenter.toggleRemindDay(1);
    presenter.setNotifyEmail(false);
    expect(await presenter.save()).toBe(true);

    expect(presenter.saved).toBe(true);
    expect(session.user?.firstName).toBe('Alexandra');
    expect(session.user?.remindHourUtc).toBe(2);
    const reopened = container.get(PreferencesPresenter);
    expect(reopened.firstName).toBe('Alexandra');
    expect(reopened.remindHour).toBe(7);
    expect(reopened.remindDays).toEqual([2, 3, 4, 5, 6]);
    expect(reopened.notifyEmail).toBe(false);
  });

  it('given basic@demo.test, whose partner locks remind days and time, then both are read-only and the server keeps the partner\'s values', async () => {
    const { container, session } = await signedIn('basic@demo.test');
    const presenter = container.get(PreferencesPresenter);

    expect(presenter.canChangeRemindDays).toBe(false);
    expect(presenter.canChangeRemindTime).toBe(false);
    presenter.setRemindHour(NO_REMIND_HOUR);
    presenter.toggleRemindDay(0);
    presenter.setNotifyApp(true);
    await presenter.save();

    expect(presenter.remindHour).toBe(9);
    expect(presenter.remindDays).toEqual([1, 3, 5]);
    expect(session.user?.remindHourUtc).toBe(9);
    expect(session.user?.remindDays).toEqual([1, 3, 5]);
    expect(session.user?.notifyApp).toBe(true);
  });

  it('given a name over 100 characters or a reminder time without days, when saved, then it says why and sends nothing', async () => {
    const { container, user } = await signedIn();
    const presenter = container.get(PreferencesPresenter);
    const save = jest.spyOn(container.get<UserApi>(USER_API), 'save');

    presenter.setLastName('x'.repeat(101));
    for (const day of user.remindDays) presenter.toggleRemindDay(day);
    expect(await presenter.save()).toBe(false);

    expect(presenter.lastNameError).toBe('Keep your last name to 100 characters or fewer.');
    expect(presenter.remindDaysError).toBe('Pick at least one day for your reminders, or choose "No reminder".');
    expect(save).not.toHaveBeenCalled();

    presenter.setRemindHour(NO_REMIND_HOUR);
    presenter.setLastName('Rivera');
    expect(await presenter.save()).toBe(true);
  });

  it('given the server fails, when saved, then the catalogue error is shown and everything typed is kept', async () => {
    const { container, errorTracing } = await signedIn();
    const presenter = container.get(PreferencesPresenter);
    jest.spyOn(container.get<UserApi>(USER_API), 'save').mockRejectedValue(errorFromServer({ status: 502 }));

    presenter.setFirstName('Typed name');
    presenter.setRemindHour(21);
    expect(await presenter.save()).toBe(false);

    expect(presenter.failure?.title).toBe('Something went wrong');
    expect(presenter.firstName).toBe('Typed name');
    expect(presenter.remindHour).toBe(21);
    expect(presenter.saved).toBe(false);
    expect(errorTracing.reports).toHaveLength(1);
  });

  it('given a save in flight, when saved again (double click), then one save is sent and the form is free again after', async () => {
    const { container } = await signedIn();
    const presenter = container.get(PreferencesPresenter);
    const save = jest.spyOn(container.get<UserApi>(USER_API), 'save');
    presenter.setFirstName('Once');

    const [first, second] = await Promise.all([presenter.save(), presenter.save()]);

    expect([first, second]).toEqual([true, false]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(presenter.submitting).toBe(false);
  });

  it('given the theme choice, when dark is picked, then the app theme is dark', async () => {
    const { container } = await signedIn();
    const presenter = container.get(PreferencesPresenter);

    presenter.setTheme('dark');

    expect(container.get(ThemeChoice).theme).toBe('dark');
    expect(presenter.theme).toBe('dark');
  });

  it('given dark was chosen on this device, when the app starts again, then it opens dark', async () => {
    const first = await signedIn();
    first.container.get(PreferencesPresenter).setTheme('dark');
    expect(first.storage.get(THEME_STORAGE_KEY)).toBe('dark');

    const again = createTestContainer();
    again.storage.set(THEME_STORAGE_KEY, first.storage.get(THEME_STORAGE_KEY)!);

    expect(again.container.get(ThemeChoice).theme).toBe('dark');
  });

  it('given no choice on this device, when the app starts, then the theme follows the system, and choosing it again keeps following', async () => {
    const { container, storage } = await signedIn();
    const choice = container.get(ThemeChoice);
    expect(choice.theme).toBe('system');
    expect(choice.shown).toBe('system');

    container.get(PreferencesPresenter).setTheme('light');
    container.get(PreferencesPresenter).setTheme('system');

    expect(storage.get(THEME_STORAGE_KEY)).toBe('system');
    const again = createTestContainer();
    again.storage.set(THEME_STORAGE_KEY, 'system');
    expect(again.container.get(ThemeChoice).theme).toBe('system');
  });

  it('given a value no version of the app wrote, when the app starts, then the theme follows the system', () => {
    const context = createTestContainer();
    context.storage.set(THEME_STORAGE_KEY, 'purple');

    expect(context.container.get(ThemeChoice).theme).toBe('system');
  });
});

describe('FeedbackPresenter', () => {
  it('given a message and a rating, when sent, then the sandbox has it, the form clears and success is told', async () => {
    const { container, analytics } = await signedIn();
    const send = jest.spyOn(container.get<UserApi>(USER_API), 'sendFeedback');
    const presenter = container.get(FeedbackPresenter);
    presenter.open();

    presenter.setText('Please add audio cards.');
    presenter.setRating(4);
    expect(await presenter.submit()).toBe(true);

    expect(send.mock.calls).toEqual([[{ text: 'Please add audio cards.', rating: 4 }]]);
    expect(presenter.sent).toBe(true);
    expect(presenter.text).toBe('');
    expect(presenter.rating).toBeUndefined();
    expect(analytics.screens()).toContain('feedback');
  });

  it('given an empty or too long message, when sent, then the reason shows and nothing is sent', async () => {
    const { container } = await signedIn();
    const send = jest.spyOn(container.get<UserApi>(USER_API), 'sendFeedback');
    const presenter = container.get(FeedbackPresenter);

    expect(await presenter.submit()).toBe(false);
    expect(presenter.textError).toBe('Write your feedback before sending it.');

    presenter.setText('y'.repeat(2001));
    expect(presenter.charactersLeft).toBe(-1);
    expect(presenter.textError).toMatch(/2000 characters or fewer/);
    expect(await presenter.submit()).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('given feedback being sent, when sent again (double click), then it goes once and the form is busy only meanwhile', async () => {
    const { container } = await signedIn();
    const send = jest.spyOn(container.get<UserApi>(USER_API), 'sendFeedback');
    const presenter = container.get(FeedbackPresenter);
    presenter.setText('Only once, please.');

    const first = presenter.submit();
    expect(presenter.submitting).toBe(true);
    const second = presenter.submit();

    expect([await first, await second]).toEqual([true, false]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(presenter.submitting).toBe(false);
  });

  it('given the rating is cleared, when sent, then no rating goes to the server', async () => {
    const { container } = await signedIn();
    const send = jest.spyOn(container.get<UserApi>(USER_API), 'sendFeedback');
    const presenter = container.get(FeedbackPresenter);

    presenter.setText('Fine.');
    presenter.setRating(2);
    presenter.setRating(undefined);
    await presenter.submit();

    expect(send.mock.calls).toEqual([[{ text: 'Fine.' }]]);
  });

  it('given the server fails with a message, when sent, then the failure is told and the message kept', async () => {
    const { container } = await signedIn();
    const presenter = container.get(FeedbackPresenter);
    jest
      .spyOn(container.get<UserApi>(USER_API), 'sendFeedback')
      .mockRejectedValue(errorFromServer({ status: 500, type: 'Oops', message: 'Database unavailable' }));

    presenter.setText('Keep me.');
    expect(await presenter.submit()).toBe(false);

    expect(presenter.failure?.title).toBe('Server error');
    expect(presenter.failure?.text).toBe('Database unavailable');
    expect(presenter.text).toBe('Keep me.');
    expect(presenter.sent).toBe(false);
  });
});

describe('TourPresenter', () => {
  it('given a partner with the library, when walked to the end, then every step including the library is shown and Finish goes to Today\'s Cards', async () => {
    const { container, navigation, analytics } = await signedIn();
    const tour = container.get(TourPresenter);
    tour.open();

    const seen = [tour.steps.current.id];
    while (!tour.steps.isLast) {
      tour.next();
      seen.push(tour.steps.current.id);
    }
    tour.next();

    expect(seen).toEqual(['cards', 'study', 'streak', 'tkl', 'library']);
    expect(navigation.currentPath()).toBe('/welcomeBack');
    expect(analytics.screens()).toContain('tour');
  });

  it('given a partner without the library (basic@demo.test), then the library step is left out', async () => {
    const { container } = await signedIn('basic@demo.test');

    expect(container.get(TourPresenter).steps.all.map((step) => step.id)).toEqual(['cards', 'study', 'streak', 'tkl']);
  });

  it('given any step, when the learner goes back or leaves, then they move back or return to Today\'s Cards', async () => {
    const { container, navigation } = await signedIn();
    const tour = container.get(TourPresenter);
    navigation.navigate('/tour');

    tour.steps.back();
    expect(tour.steps.index).toBe(0);
    tour.steps.goTo(2);
    tour.steps.back();
    expect(tour.steps.current.id).toBe('study');
    tour.steps.goTo(9);
    expect(tour.steps.current.id).toBe('study');
    tour.leave();

    expect(navigation.currentPath()).toBe('/welcomeBack');
  });
});
