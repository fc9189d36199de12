import { HttpAuthApi, HttpLibraryApi, HttpStudyApi, HttpUserApi } from '../../../src/adapters/http';
import { AUTH_API, LIBRARY_API, STUDY_API, USER_API } from '../../../src/ports';
import { buildHttpAdapter } from './harness';

describe('httpModule', () => {
  test('binds the four API ports to the HTTP adapters, one instance each', () => {
    const { container } = buildHttpAdapter();

    expect(container.get(AUTH_API)).toBeInstanceOf(HttpAuthApi);
    expect(container.get(STUDY_API)).toBeInstanceOf(HttpStudyApi);
    expect(container.get(LIBRARY_API)).toBeInstanceOf(HttpLibraryApi);
    expect(container.get(USER_API)).toBeInstanceOf(HttpUserApi);
    expect(container.get(AUTH_API)).toBe(container.get(AUTH_API));
    expect(container.get(USER_API)).toBe(container.get(USER_API));
  });
});
