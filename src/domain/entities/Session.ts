import type { User } from './User';

/** What a successful sign-in yields: the learner and the token that authorises later calls. */
export interface Session {
  readonly user: User;
  readonly token: string;
}

/** How an e-mail address signs in, as the server's sign-in method check answers. */
export type SignInMethod = 'password' | 'sso';
