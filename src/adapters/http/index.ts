import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import * as adapters from './adapters';
import { API_PORTS } from './apiPorts';
import { HttpClient } from './HttpClient';

export { DEFAULT_TIMEOUTS, HTTP_CONFIG, type HttpConfig } from './HttpConfig';
export { HttpClient, HTTP_TRANSPORT } from './HttpClient';
export { formBody } from './formBody';
export { parseList, parseOne } from './parseResponse';
export { HttpAuthApi, HttpLibraryApi, HttpStudyApi, HttpUserApi } from './adapters';

/**
 * Binds the HttpClient and every port of API_PORTS to its adapter (the browser's httpModule and the
 * memory fakes alike).
 */
export function bindHttpAdapters({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>): void {
  bind(HttpClient).toSelf().inSingletonScope();
  for (const port of Object.values(API_PORTS)) bind(port.token).to(port.adapter(adapters)).inSingletonScope();
}

/**
 * The API ports over HTTP. HTTP_CONFIG, SESSION_STORE, CONNECTIVITY, BROWSER, ERROR_TRACING and
 * UNKNOWN_CODE_REPORTS are bound elsewhere (the composition root and the browser ports module).
 */
export const httpModule = new ContainerModule(bindHttpAdapters);
