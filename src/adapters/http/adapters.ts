/** The adapter classes API_PORTS (./apiPorts.ts) names, loaded together with axios and the DTOs. */
export { StoredKeptProfile } from '../storage/StoredKeptProfile';
export { HttpAuthApi } from './HttpAuthApi';
export { HttpLibraryApi } from './HttpLibraryApi';
export { HttpStudyApi } from './HttpStudyApi';
export { HttpUserApi } from './HttpUserApi';
