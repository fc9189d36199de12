import type { DemoAccountJson, SandboxDemoJson } from '@sreo/contract/sandboxCalls';
import { DEMO_PASSWORD } from './demoData';
import { STREAK_RULE_TEXT } from './scheduler/streak';

/** The sandbox's demo accounts, as docs/sandbox.md and the sign-in page (in sandbox mode) list them. */
export const DEMO_ACCOUNTS: readonly DemoAccountJson[] = [
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

/** Where the sandbox's privacy policy sends questions (a real deployment configures VITE_SUPPORT_EMAIL). */
const SANDBOX_SUPPORT_EMAIL = 'support@demo.test';

/** What the app shows only when the sandbox is its backend: its support address and streak rule (the demo accounts: DEMO_ACCOUNTS). */
export const SANDBOX_APP_CONFIG = {
  supportEmail: SANDBOX_SUPPORT_EMAIL,
  streakRule: STREAK_RULE_TEXT,
} as const;

/** GET /sandbox/demo: the accounts and texts above, for an app that has the sandbox server as its backend. */
export const SANDBOX_DEMO: SandboxDemoJson = { accounts: DEMO_ACCOUNTS, ...SANDBOX_APP_CONFIG };
