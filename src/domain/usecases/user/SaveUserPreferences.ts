import { inject, injectable } from 'inversify';
import type { User } from '../../entities';
import { remindHourToServer } from '../../values';
import { ANALYTICS, CLOCK, USER_API, type Analytics, type Clock, type UserApi, type UserUpdate } from '../../../ports';
import { userUpdate } from './userUpdate';

export interface PreferencesInput {
  readonly user: User;
  readonly firstName: string;
  readonly lastName: string;
  /** Local hour 0..23, or -1 / null for no reminder. */
  readonly remindHour: number | null;
  /** Days of the week, 0 (Sunday) to 6. */
  readonly remindDays: readonly number[];
  readonly notifyEmail: boolean;
  readonly notifyApp: boolean;
}

const PREFERENCES_EVENT = 'preferences';

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * PUT /app/user with the learner's preferences. The remind hour is converted from local to UTC hours;
 * remind days and time are sent as they stand where the partner does not let learners change them.
 */
@injectable()
export class SaveUserPreferences {
  constructor(
    @inject(USER_API) private readonly users: UserApi,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  async execute(input: PreferencesInput): Promise<User> {
    const { user } = input;
    const changes: Partial<UserUpdate> = {
      firstName: orNull(input.firstName),
      lastName: orNull(input.lastName),
      notifyEmail: input.notifyEmail,
      notifyApp: input.notifyApp,
      ...(user.partner.allowUsersChangeRemindTime && {
        remindHourUtc: remindHourToServer(input.remindHour, this.clock.utcOffsetMinutes()),
      }),
      ...(user.partner.allowUsersChangeRemindDays && { remindDays: [...new Set(input.remindDays)].sort((a, b) => a - b) }),
    };
    const saved = await this.users.save(userUpdate(user, changes));
    this.analytics.capture(PREFERENCES_EVENT, { saved: true });
    return saved;
  }
}
