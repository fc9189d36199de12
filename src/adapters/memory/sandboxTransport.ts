import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { callSandbox, type SandboxAnswer, type SandboxServer } from '@sreo/sandbox';

/**
 * The HTTP adapters' transport for the in-memory fakes: each call axios would send is handed to the
 * sandbox in the same process (`callSandbox`: the path under the API base, query, form body and bearer
 * token, as a request to the contract's Hono app that every mode serves), and its answer comes back as
 * an axios response. So the fakes run the real adapters: the same paths, form fields, DTO checks and
 * catalogue errors as over the network (the port contract tests hold the two to the same cases).
 */
export function sandboxTransport(server: SandboxServer): AxiosAdapter {
  return async (config) => {
    const url = new URL(axios.getUri(config));
    const basePath = new URL(config.baseURL ?? url.origin).pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
    const answer = await callSandbox(server, {
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

function axiosResponse(answer: SandboxAnswer, config: InternalAxiosRequestConfig, href: string): AxiosResponse {
  const headers = new AxiosHeaders();
  answer.headers.forEach((value, name) => headers.set(name, value));
  const contentType = answer.headers.get('Content-Type') ?? '';
  let data: unknown = answer.body;
  if (config.responseType === 'blob' && !contentType.startsWith('application/json') && answer.body !== undefined) {
    data = new Blob([answer.body as BlobPart], { type: contentType });
  }
  return { data: data === undefined ? '' : data, status: answer.status, statusText: String(answer.status), headers, config, request: { responseURL: href } };
}

function bearerToken(header: unknown): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(typeof header === 'string' ? header : '');
  return match?.[1] ?? null;
}
