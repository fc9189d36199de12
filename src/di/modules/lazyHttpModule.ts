import { Container, ContainerModule } from 'inversify';
import { HTTP_CONFIG, type HttpConfig } from '../../adapters/http/HttpConfig';
import { lazyPart } from '../../domain/values/lazyParts';
import {
  AUTH_API,
  KEPT_PROFILE_STORE,
  LIBRARY_API,
  STUDY_API,
  USER_API,
  type AuthApi,
  type KeptProfileStore,
  type LibraryApi,
  type StudyApi,
  type UserApi,
} from '../../ports';

/** The browser container itself, so the lazily loaded HTTP adapters resolve their ports from it. */
export const APP_CONTAINER = Symbol.for('AppContainer');

interface HttpApis {
  readonly auth: AuthApi;
  readonly study: StudyApi;
  readonly library: LibraryApi;
  readonly user: UserApi;
  readonly keptProfiles: KeptProfileStore;
}

const HTTP_APIS = Symbol.for('LazyHttpApis');

/**
 * The API ports over HTTP, loaded on their first call (or when the browser is idle, see
 * preloadHttpAdapters) rather than on the first paint: axios, class-validator, class-transformer and
 * the DTOs are about 30 KB gzipped that the sign-in page does not need until the learner submits. The
 * kept profile comes with them, as the DTOs check it.
 * The real adapters are `httpModule`'s, in a child container of the app's.
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
          return {
            auth: child.get<AuthApi>(AUTH_API),
            study: child.get<StudyApi>(STUDY_API),
            library: child.get<LibraryApi>(LIBRARY_API),
            user: child.get<UserApi>(USER_API),
            keptProfiles: child.get<KeptProfileStore>(KEPT_PROFILE_STORE),
          };
        },
      );
    })
    .inSingletonScope();
  bind(AUTH_API).toDynamicValue((context) => lazyPort(context.get(HTTP_APIS), 'auth')).inSingletonScope();
  bind(STUDY_API).toDynamicValue((context) => lazyPort(context.get(HTTP_APIS), 'study')).inSingletonScope();
  bind(LIBRARY_API).toDynamicValue((context) => lazyPort(context.get(HTTP_APIS), 'library')).inSingletonScope();
  bind(KEPT_PROFILE_STORE).toDynamicValue((context) => lazyPort(context.get(HTTP_APIS), 'keptProfiles')).inSingletonScope();
  bind(USER_API)
    .toDynamicValue((context) => {
      const config = context.get<HttpConfig>(HTTP_CONFIG);
      // The one synchronous port method: the logo's address under the API base (as HttpUserApi builds it).
      const logoUrl = (logoId: string) => `${config.baseUrl.replace(/\/+$/, '')}/app/media/${encodeURIComponent(logoId)}`;
      return lazyPort(context.get(HTTP_APIS), 'user', { logoUrl });
    })
    .inSingletonScope();
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
function lazyPort<K extends keyof HttpApis>(
  load: () => Promise<HttpApis>,
  key: K,
  eager: Partial<HttpApis[K]> = {},
): HttpApis[K] {
  return new Proxy(eager as HttpApis[K], {
    get(target, name) {
      if (name in target) return Reflect.get(target, name);
      // Not a promise (inversify checks resolved values for `then`), and no symbol-keyed methods.
      if (name === 'then' || typeof name !== 'string') return undefined;
      return (...args: unknown[]) =>
        load().then((apis) => {
          const api = apis[key] as unknown as Record<PropertyKey, (...callArgs: unknown[]) => unknown>;
          return api[name]!(...args);
        });
    },
  });
}
