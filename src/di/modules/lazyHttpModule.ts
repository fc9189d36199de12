import { Container, ContainerModule } from 'inversify';
import { API_PORTS, type ApiPortName } from '../../adapters/http/apiPorts';
import { HTTP_CONFIG, type HttpConfig } from '../../adapters/http/HttpConfig';
import { lazyPart } from '../../adapters/browser/lazyParts';

/** The browser container itself, so the lazily loaded HTTP adapters resolve their ports from it. */
export const APP_CONTAINER = Symbol.for('AppContainer');

/** Each API port's real adapter, by its name in API_PORTS. */
type HttpApis = Record<ApiPortName, object>;

const HTTP_APIS = Symbol.for('LazyHttpApis');

/**
 * The ports of API_PORTS over HTTP, loaded on their first call (or when the browser is idle, see
 * preloadHttpAdapters) rather than on the first paint: axios, class-validator, class-transformer and
 * the DTOs are about 30 KB gzipped that the sign-in page does not need until the learner submits.
 * The real adapters are `httpModule`'s, in a child container of the app's. Every port of the list is
 * bound here: a new one needs no edit in this file.
 */
export const lazyHttpModule = new ContainerModule(({ bind }) => {
  bind<() => Promise<HttpApis>>(HTTP_APIS)
    .toDynamicValue((context) => {
      const parent = context.get<Container>(APP_CONTAINER);
      // A chunk that fails to load is tried again, now and on the next call (lazyPart).
      return lazyPart(
        () => import('../../adapters/http'),
        ({ httpModule }): HttpApis => {
          const child = new Container({ parent });
          child.load(httpModule);
          return Object.fromEntries(Object.entries(API_PORTS).map(([name, port]) => [name, child.get<object>(port.token)])) as HttpApis;
        },
      );
    })
    .inSingletonScope();
  for (const [name, port] of Object.entries(API_PORTS) as [ApiPortName, (typeof API_PORTS)[ApiPortName]][]) {
    bind(port.token)
      .toDynamicValue((context) => lazyPort(context.get(HTTP_APIS), name, port.eager?.(context.get<HttpConfig>(HTTP_CONFIG)) ?? {}))
      .inSingletonScope();
  }
});

/**
 * Starts loading the HTTP adapters without waiting, for when the first screen has painted. A failed
 * preload is left for the first call to try again.
 */
export function preloadHttpAdapters(container: Container): void {
  container
    .get<() => Promise<HttpApis>>(HTTP_APIS)()
    .catch(() => undefined);
}

/** A port whose every (promise-returning) method waits for the adapters, then calls the real one. */
function lazyPort(load: () => Promise<HttpApis>, name: ApiPortName, eager: object): object {
  return new Proxy(eager, {
    get(target, method) {
      if (method in target) return Reflect.get(target, method);
      // Not a promise (inversify checks resolved values for `then`), and no symbol-keyed methods.
      if (method === 'then' || typeof method !== 'string') return undefined;
      return (...args: unknown[]) =>
        load().then((apis) => {
          const api = apis[name] as Record<string, (...callArgs: unknown[]) => unknown>;
          return api[method]!(...args);
        });
    },
  });
}
