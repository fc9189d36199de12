/** Where the sreo API lives and how long a call may take (docs/product.md sections 7 and 9). */
export interface HttpConfig {
  /** The API base, ending in /sreo/v0.1. */
  readonly baseUrl: string;
  /** Host name of the single-sign-on login host; a 405 answered from it reloads the page. */
  readonly ssoHost?: string;
  /** Time-out of every call but an answered study step. */
  readonly requestTimeoutMs: number;
  /** Time-out of PUT /app/study when it carries an answer. */
  readonly answerTimeoutMs: number;
}

export const HTTP_CONFIG = Symbol.for('HttpConfig');

export const DEFAULT_TIMEOUTS = {
  requestTimeoutMs: 30_000,
  answerTimeoutMs: 60_000,
} as const satisfies Pick<HttpConfig, 'requestTimeoutMs' | 'answerTimeoutMs'>;
