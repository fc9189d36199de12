import type { DemoAccount } from '../ports';
import { DEMO_PASSWORD } from './demoData';

/** The sandbox's demo accounts, as the README and the sign-in page (in sandbox mode) list them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'learner@demo.test', password: DEMO_PASSWORD, note: 'Demo Academy, every feature on, some study history already' },
  { email: 'new@demo.test', password: DEMO_PASSWORD, note: 'Demo Academy, nothing studied yet' },
  { email: 'basic@demo.test', password: DEMO_PASSWORD, note: 'Library and performance off, reminders set by the organisation' },
  { email: 'private@demo.test', password: DEMO_PASSWORD, note: 'Performance without leaderboard or comparisons' },
  { email: 'terms@demo.test', password: DEMO_PASSWORD, note: 'Must accept the terms of use first' },
  { email: 'blocked@demo.test', password: DEMO_PASSWORD, note: 'A blocked account' },
  { email: 'sso@demo.test', password: DEMO_PASSWORD, note: 'Signs in through single sign-on' },
  { email: 'anyone@nowhere.test', password: DEMO_PASSWORD, note: 'No organisation (realm not found)' },
  { email: 'mailfail@demo.test', password: DEMO_PASSWORD, note: 'Password reset e-mail fails' },
];
