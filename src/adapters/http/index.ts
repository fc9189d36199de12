import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { ReportUnknownCodes } from '../../domain/usecases/study/ReportUnknownCodes';
import { AUTH_API, KEPT_PROFILE_STORE, LIBRARY_API, STUDY_API, USER_API } from '../../ports';
import { StoredKeptProfile } from '../storage/StoredKeptProfile';
import { HttpAuthApi } from './HttpAuthApi';
import { HttpClient } from './HttpClient';
import { HttpLibraryApi } from './HttpLibraryApi';
import { HttpStudyApi } from './HttpStudyApi';
import { HttpUserApi } from './HttpUserApi';

export { DEFAULT_TIMEOUTS, HTTP_CONFIG, type HttpConfig } from './HttpConfig';
export { HttpClient, HTTP_TRANSPORT } from './HttpClient';
export { formBody } from './formBody';
export { parseList, parseOne } from './parseResponse';
export { HttpAuthApi, HttpLibraryApi, HttpStudyApi, HttpUserApi };

/**
 * Binds the HttpClient and the API ports over it (the browser's httpModule and the memory fakes alike),
 * and the kept profile, which the DTOs check as they check the backend's answers.
 */
export function bindHttpAdapters({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>): void {
  bind(HttpClient).toSelf().inSingletonScope();
  // One with the adapters: it remembers which unknown codes it has reported.
  bind(ReportUnknownCodes).toSelf().inSingletonScope();
  bind(AUTH_API).to(HttpAuthApi).inSingletonScope();
  bind(STUDY_API).to(HttpStudyApi).inSingletonScope();
  bind(LIBRARY_API).to(HttpLibraryApi).inSingletonScope();
  bind(USER_API).to(HttpUserApi).inSingletonScope();
  bind(KEPT_PROFILE_STORE).to(StoredKeptProfile).inSingletonScope();
}

/**
 * The API ports over HTTP. HTTP_CONFIG, SESSION_STORE, CONNECTIVITY, BROWSER and ERROR_TRACING are bound
 * elsewhere (the composition root and the browser ports module).
 */
export const httpModule = new ContainerModule(bindHttpAdapters);
