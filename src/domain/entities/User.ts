import type { Partner } from './Partner';

/** A signed-in learner, as the server answers sign-in. The remind hour is in UTC hours, as the server keeps it. */
export interface User {
  readonly id: number;
  readonly status: number;
  readonly type: number;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly username: string | null;
  readonly remindHourUtc: string | number | null;
  readonly remindDays: readonly number[];
  readonly notifyEmail: boolean;
  readonly notifyApp: boolean;
  readonly libraryTourShown: boolean;
  readonly schedulerType: number;
  /** A UI theme name from the server; the app shows grey whenever one is supplied. */
  readonly uiTheme: string | null;
  readonly partner: Partner;
}

/** The name to greet the learner with: first name, else username, else the e-mail's local part. */
export function displayName(user: User): string {
  return user.firstName?.trim() || user.username?.trim() || user.email.split('@')[0] || user.email;
}
