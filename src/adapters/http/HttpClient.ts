import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { inject, injectable, optional } from 'inversify';
import {
  AppError,
  ErrorTexts,
  UnexpectedError,
  errorForNoResponse,
  errorFromServer,
  toAppError,
  type ServerFailure,
} from '../../domain/errors';
import {
  BROWSER,
  CONNECTIVITY,
  SESSION_STORE,
  type Browser,
  type Connectivity,
  type SessionStore,
} from '../../ports';
import { formBody, type FormFields } from './formBody';
import { HTTP_CONFIG, type HttpConfig } from './HttpConfig';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which configured time-out applies: `answer` only for PUT /app/study carrying an answer. */
type TimeoutKind = 'request' | 'answer';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** Path under the API base, starting with '/'. */
  readonly path: string;
  readonly query?: FormFields;
  /** Sent form-encoded; no body at all when absent. */
  readonly form?: FormFields;
  readonly timeout?: TimeoutKind;
}

/** A 2xx answer, as the port implementations read it. */
export interface HttpAnswer {
  readonly status: number;
  /** The parsed JSON body; a body that is not JSON stays a string, and the DTO check rejects it. */
  readonly data: unknown;
  /** The session token of response header X-Auth-Token, null when absent. */
  readonly authToken: string | null;
}

const AUTH_TOKEN_HEADER = 'x-auth-token';

/**
 * How the calls travel, as an axios adapter: unbound, axios's own (XMLHttpRequest in the browser, Node's
 * http in Node); the memory adapters bind one that hands each call to the sandbox in the same process.
 */
export const HTTP_TRANSPORT = Symbol.for('HttpTransport');

/** Axios codes for a request that was never sent: a fault of ours, not a server that did not answer. */
const NOT_SENT = new Set(['ERR_BAD_OPTION', 'ERR_BAD_OPTION_VALUE', 'ERR_INVALID_URL', 'ERR_NOT_SUPPORT', 'ERR_CANCELED']);

/**
 * The one way the app talks to the sreo API: one axios instance, credentials sent, form bodies, the
 * bearer token, the time-outs, and the single place where a failure becomes a catalogue error.
 */
@injectable()
export class HttpClient {
  private readonly axios: AxiosInstance;

  constructor(
    @inject(HTTP_CONFIG) private readonly config: HttpConfig,
    @inject(SESSION_STORE) private readonly sessions: SessionStore,
    @inject(CONNECTIVITY) private readonly connectivity: Connectivity,
    @inject(BROWSER) private readonly browser: Browser,
    @inject(HTTP_TRANSPORT) @optional() transport?: AxiosAdapter,
  ) {
    this.axios = axios.create({
      ...(transport ? { adapter: transport } : {}),
      baseURL: this.baseUrl,
      withCredentials: true,
      // The API takes a bearer token, never an XSRF cookie (contract/openapi.yaml): no cookie read per call.
      withXSRFToken: false,
      timeout: config.requestTimeoutMs,
    });
    // One Accept for every call, in place of axios's per-method header sets (all empty but `common`'s
    // Accept), which it would otherwise deep-merge into every request: docs/decisions/0150.
    this.axios.defaults.headers = { Accept: 'application/json' } as unknown as AxiosInstance['defaults']['headers'];
  }

  /** The API base without a trailing slash. */
  get baseUrl(): string {
    return this.config.baseUrl.replace(/\/+$/, '');
  }

  /** The absolute address of a path under the API base. */
  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  /** The axios settings of one call; the bearer token is read from the session store at each call. */
  requestConfig(request: HttpRequest): AxiosRequestConfig {
    const token = this.sessions.token();
    return {
      method: request.method,
      url: request.path,
      params: request.query ? formBody(request.query) : undefined,
      data: request.form ? formBody(request.form) : undefined,
      withCredentials: true,
      timeout: request.timeout === 'answer' ? this.config.answerTimeoutMs : this.config.requestTimeoutMs,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    };
  }

  /**
   * Sends the request and reads a 2xx answer with `read` (where the DTO check runs). Whatever fails,
   * the sending or the reading, rejects with a catalogue AppError and nothing else.
   */
  async call<T>(request: HttpRequest, read: (answer: HttpAnswer) => T): Promise<T> {
    let response: AxiosResponse<unknown>;
    try {
      response = await this.axios.request<unknown>(this.requestConfig(request));
    } catch (error) {
      throw await this.failure(error);
    }
    // A call redirected to the single-sign-on login host landed there: whatever it answered, it is not the API's.
    if (this.isSsoHost(finalUrl(response.request))) throw this.renewSingleSignOn(response.status);
    try {
      return read({ status: response.status, data: response.data, authToken: authToken(response) });
    } catch (error) {
      throw toAppError(error);
    }
  }

  /** A call whose answer the app does not read. */
  async send(request: HttpRequest): Promise<void> {
    await this.call(request, () => undefined);
  }

  /** The one mapping of a failure to the error catalogue (docs/product.md section 8). */
  private async failure(error: unknown): Promise<AppError> {
    if (error instanceof AppError) return error;
    if (!axios.isAxiosError(error)) return toAppError(error);
    const { response } = error;
    if (response) {
      // docs/product.md section 8: a 405 from a redirect to the single-sign-on login host (any answer from it, here).
      if (this.isSsoHost(finalUrl(response.request))) return this.renewSingleSignOn(response.status);
      return errorFromServer({ status: response.status, ...errorBody(response.data) });
    }
    if (error.code !== undefined && NOT_SENT.has(error.code)) return toAppError(error);
    const online = this.connectivity.isOnline();
    // Without CORS on the login host, the browser hides its 405 behind a network error; it still lets
    // the page see that the API itself now redirects (to that host), which is the same news.
    if (online && this.config.ssoHost && (await this.apiRedirects())) return this.renewSingleSignOn(0);
    return errorForNoResponse(online, error);
  }

  /**
   * The session has to be renewed at the single-sign-on host, and a full reload takes the learner there
   * (docs/product.md section 8). Nothing is broken, so the generic error is not reported; the caller still gets
   * a catalogue error so that no promise is left hanging while the page goes away.
   */
  private renewSingleSignOn(status: number): AppError {
    this.browser.reload();
    return new UnexpectedError(ErrorTexts.somethingWentWrong.title, ErrorTexts.somethingWentWrong.text, { status, report: false });
  }

  /**
   * Whether the API answers a plain GET with a redirect, not followed (`redirect: 'manual'`): the browser
   * shows that much without CORS on the redirect's target. No bearer token, so no preflight is needed.
   */
  private async apiRedirects(): Promise<boolean> {
    try {
      const answer = await fetch(this.url('/auth'), { method: 'GET', redirect: 'manual', credentials: 'include', cache: 'no-store' });
      return answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400);
    } catch {
      return false;
    }
  }

  private isSsoHost(url: string | undefined): boolean {
    const ssoHost = this.config.ssoHost?.toLowerCase();
    if (!ssoHost || !url) return false;
    try {
      const { hostname, host } = new URL(url);
      return hostname === ssoHost || host === ssoHost;
    } catch {
      return false;
    }
  }
}

function authToken(response: AxiosResponse): string | null {
  const value: unknown = response.headers[AUTH_TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The address that finally answered, after redirects: XMLHttpRequest#responseURL in the browser, the
 * `responseUrl` that follow-redirects puts on the response in Node.
 */
function finalUrl(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const { responseURL, res } = request as { responseURL?: unknown; res?: { responseUrl?: unknown } };
  if (typeof responseURL === 'string' && responseURL !== '') return responseURL;
  const nodeUrl = res?.responseUrl;
  return typeof nodeUrl === 'string' ? nodeUrl : undefined;
}

/** The `{type, message}` error body; a missing or non-JSON body yields neither. */
function errorBody(data: unknown): Omit<ServerFailure, 'status'> {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return {};
    }
  }
  if (typeof body !== 'object' || body === null) return {};
  const { type, message } = body as { type?: unknown; message?: unknown };
  return {
    ...(typeof type === 'string' ? { type } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
