/*
 * The sandbox's own calls (`/sandbox/*`, beside the sreo API), as the app's demo builds make them and
 * the sandbox answers them. A real backend has none of them.
 */

/**
 * The header every sandbox-only call carries, value `1`: it makes the request one a browser sends to
 * another origin only after a preflight, which the sandbox server refuses to foreign origins.
 */
export const SANDBOX_CLIENT_HEADER = 'X-Sandbox-Client';

/** A demo account, as the sign-in page lists it. */
export interface DemoAccountJson {
  readonly email: string;
  readonly password: string;
  readonly note: string;
}

/** GET /sandbox/demo: what the app offers a visitor when a sandbox is its backend. */
export interface SandboxDemoJson {
  readonly accounts: readonly DemoAccountJson[];
  /** Where the privacy policy sends questions. */
  readonly supportEmail: string;
  /** The sandbox's streak rule in the learner's words. */
  readonly streakRule: string;
}
