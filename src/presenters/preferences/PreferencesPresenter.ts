import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { NO_REMIND_HOUR, remindHourFromServer, type AppError, type User } from '../../domain';
import { SaveUserPreferences } from '../../domain/usecases';
import { ANALYTICS, CLOCK, type Analytics, type Clock } from '../../ports';
import { LearnerSession } from '../app/LearnerSession';
import { Failures } from '../app/Failures';
import { ThemeChoice, type Theme } from '../app/ThemeChoice';
import { submitForm } from '../app/submitForm';
import { firstFailingField } from '../app/firstFailingField';

const PREFERENCES_SCREEN = 'preferences';
const NAME_MAX_LENGTH = 100;

/** Days of the week as the server numbers them (0 Sunday .. 6 Saturday), listed Monday first. */
export const WEEK_DAYS: readonly { readonly day: number; readonly name: string; readonly short: string }[] = [
  { day: 1, name: 'Monday', short: 'Mon' },
  { day: 2, name: 'Tuesday', short: 'Tue' },
  { day: 3, name: 'Wednesday', short: 'Wed' },
  { day: 4, name: 'Thursday', short: 'Thu' },
  { day: 5, name: 'Friday', short: 'Fri' },
  { day: 6, name: 'Saturday', short: 'Sat' },
  { day: 0, name: 'Sunday', short: 'Sun' },
];

/** "08:00" for a local hour, for the remind-time choices. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** What PreferencesPresenter works with: adding a collaborator is one line here. */
@injectable()
class PreferencesPresenterDeps {
  constructor(
    @inject(SaveUserPreferences) readonly saveUserPreferences: SaveUserPreferences,
    @inject(LearnerSession) readonly session: LearnerSession,
    @inject(Failures) readonly failures: Failures,
    @inject(ThemeChoice) readonly themeChoice: ThemeChoice,
    @inject(CLOCK) readonly clock: Clock,
    @inject(ANALYTICS) readonly analytics: Analytics,
  ) {}
}

/**
 * The preferences form: names, remind days and time (each only where the partner allows changing
 * it), the e-mail and in-app notification switches, and the theme. The remind time is shown in local
 * hours. A failed save keeps everything the learner typed.
 */
@injectable()
export class PreferencesPresenter {
  firstName = '';
  lastName = '';
  remindHour: number = NO_REMIND_HOUR;
  remindDays: number[] = [];
  notifyEmail = false;
  notifyApp = false;
  submitting = false;
  attempted = false;
  failure: AppError | null = null;
  /** Set after a successful save until the next change, for the "saved" status line. */
  saved = false;

  constructor(@inject(PreferencesPresenterDeps) private readonly deps: PreferencesPresenterDeps) {
    makeAutoObservable<PreferencesPresenter, 'deps'>(this, { deps: false });
    const user = this.deps.session.user;
    if (user) this.fill(user);
  }

  /** The screen opened: an analytics screen view. */
  open(): void {
    this.deps.analytics.screen(PREFERENCES_SCREEN);
  }

  private fill(user: User): void {
    this.firstName = user.firstName ?? '';
    this.lastName = user.lastName ?? '';
    this.remindHour = remindHourFromServer(user.remindHourUtc, this.deps.clock.utcOffsetMinutes());
    this.remindDays = [...user.remindDays];
    this.notifyEmail = user.notifyEmail;
    this.notifyApp = user.notifyApp;
  }

  get canChangeRemindDays(): boolean {
    return this.deps.session.user?.partner.allowUsersChangeRemindDays ?? false;
  }

  get canChangeRemindTime(): boolean {
    return this.deps.session.user?.partner.allowUsersChangeRemindTime ?? false;
  }

  get email(): string {
    return this.deps.session.user?.email ?? '';
  }

  get theme(): Theme {
    return this.deps.themeChoice.theme;
  }

  /** The server supplies a UI theme for some partners; the app then shows grey and the choice is moot. */
  get themeSetByPartner(): boolean {
    return Boolean(this.deps.session.user?.uiTheme);
  }

  get firstNameError(): string | null {
    return this.attempted && this.firstName.trim().length > NAME_MAX_LENGTH
      ? `Keep your first name to ${NAME_MAX_LENGTH} characters or fewer.`
      : null;
  }

  get lastNameError(): string | null {
    return this.attempted && this.lastName.trim().length > NAME_MAX_LENGTH
      ? `Keep your last name to ${NAME_MAX_LENGTH} characters or fewer.`
      : null;
  }

  /** Reminders need at least one day once a time is set; without a time, no days are needed. */
  get remindDaysError(): string | null {
    if (!this.attempted || !this.canChangeRemindDays || !this.canChangeRemindTime) return null;
    return this.remindHour !== NO_REMIND_HOUR && this.remindDays.length === 0
      ? 'Pick at least one day for your reminders, or choose "No reminder".'
      : null;
  }

  get failingField(): string | null {
    return firstFailingField({ firstName: this.firstNameError, lastName: this.lastNameError, remindDays: this.remindDaysError });
  }

  private changed(): void {
    this.saved = false;
    this.failure = null;
  }

  setFirstName(value: string): void {
    this.firstName = value;
    this.changed();
  }

  setLastName(value: string): void {
    this.lastName = value;
    this.changed();
  }

  setRemindHour(hour: number): void {
    if (!this.canChangeRemindTime) return;
    this.remindHour = hour;
    this.changed();
  }

  toggleRemindDay(day: number): void {
    if (!this.canChangeRemindDays) return;
    this.remindDays = this.remindDays.includes(day) ? this.remindDays.filter((d) => d !== day) : [...this.remindDays, day];
    this.changed();
  }

  setNotifyEmail(on: boolean): void {
    this.notifyEmail = on;
    this.changed();
  }

  setNotifyApp(on: boolean): void {
    this.notifyApp = on;
    this.changed();
  }

  setTheme(theme: Theme): void {
    this.deps.themeChoice.setTheme(theme);
  }

  /** Saves once at a time; resolves true when the server kept the preferences. */
  async save(): Promise<boolean> {
    const user = this.deps.session.user;
    if (this.submitting || !user) return false;
    this.attempted = true;
    this.saved = false;
    if (this.failingField) return false;
    return submitForm(this, this.deps.failures, async () => {
      const savedUser = await this.deps.saveUserPreferences.execute({
        user,
        firstName: this.firstName,
        lastName: this.lastName,
        remindHour: this.remindHour,
        remindDays: this.remindDays,
        notifyEmail: this.notifyEmail,
        notifyApp: this.notifyApp,
      });
      runInAction(() => {
        this.deps.session.updateUser(savedUser);
        this.fill(savedUser);
        this.saved = true;
        this.attempted = false;
      });
    });
  }
}
