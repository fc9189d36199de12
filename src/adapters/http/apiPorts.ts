import type { Newable } from 'inversify';
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
import type * as HttpAdapters from './adapters';
import type { HttpConfig } from './HttpConfig';
import { logoUrl } from './logoUrl';

/** One API port: its token, its HTTP adapter, and any method that must answer before the adapters load. */
export interface ApiPort<T> {
  readonly token: symbol;
  /** The adapter class, picked from the adapters' module (which the browser loads after the first paint). */
  readonly adapter: (adapters: typeof HttpAdapters) => Newable<T>;
  /** Synchronous methods (no promise to wait on), answered from the configuration alone. */
  readonly eager?: (config: HttpConfig) => Partial<T>;
}

const apiPort = <T>(port: ApiPort<T>): ApiPort<T> => port;

/**
 * Every port the backend answers, and its HTTP adapter: the one list that the browser's lazy module
 * (src/di/modules/lazyHttpModule.ts), the HTTP module and the in-memory fakes bind from. A new API port
 * is one entry here, plus its port file, its adapter file and the adapter's export in ./adapters.ts.
 */
export const API_PORTS = {
  auth: apiPort<AuthApi>({ token: AUTH_API, adapter: (adapters) => adapters.HttpAuthApi }),
  study: apiPort<StudyApi>({ token: STUDY_API, adapter: (adapters) => adapters.HttpStudyApi }),
  library: apiPort<LibraryApi>({ token: LIBRARY_API, adapter: (adapters) => adapters.HttpLibraryApi }),
  user: apiPort<UserApi>({
    token: USER_API,
    adapter: (adapters) => adapters.HttpUserApi,
    eager: (config) => ({ logoUrl: (logoId: string) => logoUrl(config, logoId) }),
  }),
  // The kept profile is read back through the DTOs, so it loads with the adapters.
  keptProfiles: apiPort<KeptProfileStore>({ token: KEPT_PROFILE_STORE, adapter: (adapters) => adapters.StoredKeptProfile }),
};

export type ApiPortName = keyof typeof API_PORTS;
