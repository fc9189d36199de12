import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SandboxResponse, SandboxServer } from '@sreo/sandbox';

/**
 * The HTTP adapters' transport for the in-memory fakes: each call axios would send is handed to the
 * sandbox in the same process, taken apart as the MSW handlers and the sandbox server take a request
 * apart (path under the API base, query, form body, bearer token), and its answer comes back as an
 * axios response. So the fakes run the real adapters: the same paths, form fields, DTO checks and
 * catalogue errors as over the network (the port contract tests hold the two to the same cases).
 */
export function sandboxTransport(server: SandboxServer): AxiosAdapter {
  return async (config) => {
    // Answer on a later tick, as a network call would.
    await Promise.resolve();
    const url = new URL(axios.getUri(config));
    const basePath = new URL(config.baseURL ?? url.origin).pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const answer = server.handle({
      method: (config.method ?? 'get').toUpperCase(),
      path: path === '' ? '/' : path,
      query: Object.fromEntries(url.searchParams),
      form: typeof config.data === 'string' ? Object.fromEntries(new URLSearchParams(config.data)) : {},
      token: bearerToken(AxiosHeaders.from(config.headers).get('Authorization')),
    });
    const response = axiosResponse(answer, config, url.href);
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };
}

function axiosResponse(answer: SandboxResponse, config: InternalAxiosRequestConfig, href: string): AxiosResponse {
  const headers = new AxiosHeaders();
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name.toLowerCase(), value);
  let data: unknown = answer.body;
  if (answer.contentType) {
    headers.set('content-type', answer.contentType);
    if (config.responseType === 'blob') data = new Blob([answer.body as BlobPart], { type: answer.contentType });
  } else if (answer.body !== undefined) {
    headers.set('content-type', 'application/json');
  }
  return { data: data === undefined ? '' : data, status: answer.status, statusText: String(answer.status), headers, config, request: { responseURL: href } };
}

function bearerToken(header: unknown): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(typeof header === 'string' ? header : '');
  return match?.[1] ?? null;
}
